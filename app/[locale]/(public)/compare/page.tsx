import type { Metadata } from "next";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { compareMetadata, renderComparePage } from "./compare-page";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return compareMetadata(await readPageLocale(params));
}

/** The compare page with no run chosen; with `?runs=` it is served from ./[view] (proxy.ts). */
export default async function ComparePage({ params }: Props) {
  return renderComparePage(new URLSearchParams(), await readPageLocale(params));
}
