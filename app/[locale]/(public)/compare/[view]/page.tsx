import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isPlaceholder, prerenderOne } from "@/lib/cache/prerender";
import { readPageLocale } from "@/lib/i18n/page-locale";
import { compareView } from "@/lib/runs/views";
import { compareMetadata, renderComparePage } from "../compare-page";

type Props = { params: Promise<{ view: string; locale?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return compareMetadata(await readPageLocale(params));
}

/** Reads its view before anything: rendered on its first request, then served from the cache. */
export const instant = false;

export const generateStaticParams = prerenderOne("view");

/** /compare?runs=a,b, as proxy.ts serves it: one page in the cache for each comparison. */
export default async function CompareViewPage({ params }: Props) {
  const { view } = await params;
  if (isPlaceholder(view)) notFound();
  return renderComparePage(compareView.parse(view), await readPageLocale(params));
}
