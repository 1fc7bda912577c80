import { plannerMetadata, renderPlannerPage } from "./planner-page";

export const metadata = plannerMetadata;

/** The planner at its default question; any other question is served from ./[view] (proxy.ts). */
export default function PlannerPage() {
  return renderPlannerPage(new URLSearchParams());
}
