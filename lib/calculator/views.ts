/**
 * The calculator's inputs as a view of their own, a cached page (lib/routing/view-paths.ts): any
 * query, in one order. proxy.ts serves it (lib/views.ts), and its `[view]` page parses it. Pure.
 */
import { defineQueryView, toSortedQuery } from "@/lib/routing/view-paths";

export const calculatorView = defineQueryView("/calculator", toSortedQuery, (search) => search);
