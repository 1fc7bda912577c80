import { measurementsMetadata, renderMeasurementsPage } from "./measurements-page";

export const metadata = measurementsMetadata;

/** The measurements leaderboard with no test chosen; with a query it is served from ./[view] (proxy.ts). */
export default function MeasurementsPage() {
  return renderMeasurementsPage(new URLSearchParams());
}
