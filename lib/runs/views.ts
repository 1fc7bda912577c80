/**
 * The run pages' views, each a cached page of its own (lib/routing/view-paths.ts): the runs
 * compared (any query, in one order) and a further page of a run's measurements
 * (/runs/<id>?page=N, served from /runs/<id>/measurements/N). proxy.ts serves them (lib/views.ts),
 * and their pages parse them. Pure.
 */
import { definePagedView, defineQueryView, toSortedQuery } from "@/lib/routing/view-paths";

export const compareView = defineQueryView("/compare", toSortedQuery, (search) => search);

export const runMeasurementsView = definePagedView("/runs/:id", "measurements");
