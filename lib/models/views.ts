/**
 * A model's views, each a cached page of its own (lib/routing/view-paths.ts): its page at another
 * precision (/models/<slug>?precision=<variant>, served from /models/<slug>/<variant>) and a
 * setup's engine-version history (/models/<slug>/history?precision=…&hardware=…, served from
 * /models/<slug>/history/<variant>/<hardware>). proxy.ts serves them (lib/views.ts), and their
 * pages parse them. Pure.
 */
import { defineSlugView } from "@/lib/routing/view-paths";

export const modelPrecisionView = defineSlugView("/models/:slug", ["precision"]);

export const setupHistoryView = defineSlugView("/models/:slug/history", ["precision", "hardware"]);
