/**
 * Runs in the browser before the app's own code. Pages run under a Content-Security-Policy
 * without 'unsafe-eval' (lib/security/headers.ts). zod probes whether it may compile faster
 * parsers with `new Function`; the browser refuses, zod catches it and parses without, but the
 * refusal is still reported as a policy violation. jitless skips the probe; browser-side parsing
 * (search params, forms) is small either way, and the server keeps the compiled parsers.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig` and adopts an object already there
 * when it loads (zod/v4/core/core.js). Setting it here, rather than calling zod's `config()`,
 * keeps zod (5.4 kB gzip) out of pages that never parse anything in the browser.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
