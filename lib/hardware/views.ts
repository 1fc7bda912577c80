/**
 * A further page of a hardware's runs (/hardware/<slug>?page=N, served from
 * /hardware/<slug>/runs/N), a cached page of its own (lib/routing/view-paths.ts). proxy.ts serves
 * it (lib/views.ts), and its page parses it. Pure.
 */
import { definePagedView } from "@/lib/routing/view-paths";

export const hardwareRunsView = definePagedView("/hardware/:slug", "runs");
