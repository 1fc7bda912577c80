/**
 * Runs in the browser before the app's own code. Pages run under a Content-Security-Policy
 * without 'unsafe-eval' (lib/security/headers.ts). zod probes whether it may compile faster
 * parsers with `new Function`; the browser refuses, zod catches it and parses without, but the
 * refusal is still reported as a policy violation. jitless skips the probe; browser-side parsing
 * (search params, forms) is small either way, and the server keeps the compiled parsers.
 */
import { config } from "zod/v4/core";

config({ jitless: true });
