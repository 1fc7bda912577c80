import { notFound } from "next/navigation";
import { listPrerenderedParams, PRERENDERED_PARAM } from "@/lib/cache/prerender";
import { readViewQuery } from "@/lib/routing/view-paths";
import { plannerMetadata, renderPlannerPage } from "../planner-page";

type Props = { params: Promise<{ view: string }> };

export const metadata = plannerMetadata;

/** Reads its view before anything: rendered on its first request, then served from the cache. */
export const instant = false;

export function generateStaticParams() {
  return listPrerenderedParams("view");
}

/** /planner?users=…&context=…, as proxy.ts serves it: one page in the cache for each question. */
export default async function PlannerViewPage({ params }: Props) {
  const { view } = await params;
  if (view === PRERENDERED_PARAM) notFound();
  return renderPlannerPage(readViewQuery(view));
}
