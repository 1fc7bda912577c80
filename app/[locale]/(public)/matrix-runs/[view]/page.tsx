import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isPlaceholder, prerenderOne } from "@/lib/cache/prerender";
import { readPageLocale } from "@/lib/i18n/page-locale";
import { matrixRunView } from "@/lib/matrix/search-params";
import { matrixRunsMetadata, renderMatrixRunsPage } from "../matrix-runs-page";

type Props = { params: Promise<{ view: string; locale?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return matrixRunsMetadata(await readPageLocale(params));
}

/** Reads its view before anything: rendered on its first request, then served from the cache. */
export const instant = false;

export const generateStaticParams = prerenderOne("view");

/** /matrix-runs?hardware=…&model=…, as proxy.ts serves it: one page in the cache for each view. */
export default async function MatrixRunsViewPage({ params }: Props) {
  const { view } = await params;
  const locale = await readPageLocale(params);
  if (isPlaceholder(view)) notFound();
  return renderMatrixRunsPage(matrixRunView.parse(view), locale);
}
