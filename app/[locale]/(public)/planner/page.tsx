import type { Metadata } from "next";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { plannerMetadata, renderPlannerPage } from "./planner-page";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return plannerMetadata(await readPageLocale(params));
}

/** The planner at its default question; any other question is served from ./[view] (proxy.ts). */
export default async function PlannerPage({ params }: Props) {
  return renderPlannerPage(new URLSearchParams(), await readPageLocale(params));
}
