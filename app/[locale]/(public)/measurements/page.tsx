import type { Metadata } from "next";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { measurementsMetadata, renderMeasurementsPage } from "./measurements-page";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return measurementsMetadata(await readPageLocale(params));
}

/** The measurements leaderboard with no test chosen; with a query it is served from ./[view] (proxy.ts). */
export default async function MeasurementsPage({ params }: Props) {
  return renderMeasurementsPage(new URLSearchParams(), await readPageLocale(params));
}
