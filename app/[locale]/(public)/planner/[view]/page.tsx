import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isPlaceholder, prerenderOne } from "@/lib/cache/prerender";
import { readPageLocale } from "@/lib/i18n/page-locale";
import { plannerView } from "@/lib/planner/search-params";
import { plannerMetadata, renderPlannerPage } from "../planner-page";

type Props = { params: Promise<{ view: string; locale?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return plannerMetadata(await readPageLocale(params));
}

/** Reads its view before anything: rendered on its first request, then served from the cache. */
export const instant = false;

export const generateStaticParams = prerenderOne("view");

/** /planner?users=…&context=…, as proxy.ts serves it: one page in the cache for each question. */
export default async function PlannerViewPage({ params }: Props) {
  const { view } = await params;
  if (isPlaceholder(view)) notFound();
  return renderPlannerPage(plannerView.parse(view), await readPageLocale(params));
}
