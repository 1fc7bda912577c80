/**
 * Every page whose view is chosen by search parameters, as each feature declares it once in its
 * own folder (lib/routing/view-paths.ts `View`): proxy.ts rewrites a request with search
 * parameters to the view's path, so each view is a page of its own in the page cache, and the
 * view's page parses that path with the same declaration. Domain (lib/layers.ts): it names the
 * features, which the platform's router may not. Pure.
 */
import { calculatorView } from "@/lib/calculator/views";
import { hardwareRunsView } from "@/lib/hardware/views";
import { leaderboardView } from "@/lib/leaderboard/views";
import { matrixRunView } from "@/lib/matrix/search-params";
import { measurementView } from "@/lib/measurements/views";
import { modelPrecisionView, setupHistoryView } from "@/lib/models/views";
import { plannerView } from "@/lib/planner/search-params";
import { findViewPath, type View } from "@/lib/routing/view-paths";
import { compareView, runMeasurementsView } from "@/lib/runs/views";

export const VIEWS: readonly View<unknown>[] = [
  leaderboardView,
  measurementView,
  matrixRunView,
  plannerView,
  compareView,
  calculatorView,
  modelPrecisionView,
  setupHistoryView,
  hardwareRunsView,
  runMeasurementsView,
];

/** The path that serves `pathname` with `search`, or null when the page itself serves it. */
export function toViewPath(pathname: string, search: URLSearchParams): string | null {
  return findViewPath(pathname, search, VIEWS);
}
