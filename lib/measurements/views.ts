/**
 * The measurements' filters as a view of their own, a cached page (lib/routing/view-paths.ts):
 * proxy.ts serves it (lib/views.ts), and its `[view]` page parses it. Apart from its search
 * parameters, which the browser reads (run lists link to a test's ranking): the view's path
 * encoding uses Node's `Buffer`, which the bundler would ship to the browser. Pure.
 */
import { parseMeasurementSearch, toMeasurementQueryString } from "@/lib/measurements/search-params";
import { defineQueryView } from "@/lib/routing/view-paths";

export const measurementView = defineQueryView(
  "/measurements",
  (search) => toMeasurementQueryString(parseMeasurementSearch(search)),
  (search) => search,
);
