import type { Metadata } from "next";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { matrixRunsMetadata, renderMatrixRunsPage } from "./matrix-runs-page";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return matrixRunsMetadata(await readPageLocale(params));
}

/** Every matrix run; with a filter it is served from ./[view] (proxy.ts). */
export default async function MatrixRunsPage({ params }: Props) {
  return renderMatrixRunsPage(new URLSearchParams(), await readPageLocale(params));
}
