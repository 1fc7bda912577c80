import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isPlaceholder, prerenderOne } from "@/lib/cache/prerender";
import { readPageLocale } from "@/lib/i18n/page-locale";
import { calculatorView } from "@/lib/calculator/views";
import { calculatorMetadata, renderCalculatorPage } from "../calculator-page";

type Props = { params: Promise<{ view: string; locale?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return calculatorMetadata(await readPageLocale(params));
}

/** Reads its view before anything: rendered on its first request, then served from the cache. */
export const instant = false;

export const generateStaticParams = prerenderOne("view");

/** /calculator?<inputs>, as proxy.ts serves it: one page in the cache for each calculation. */
export default async function CalculatorViewPage({ params }: Props) {
  const { view } = await params;
  if (isPlaceholder(view)) notFound();
  return renderCalculatorPage(calculatorView.parse(view), await readPageLocale(params));
}
