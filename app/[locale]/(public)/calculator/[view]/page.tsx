import { notFound } from "next/navigation";
import { listPrerenderedParams, PRERENDERED_PARAM } from "@/lib/cache/prerender";
import { readViewQuery } from "@/lib/routing/view-paths";
import { calculatorMetadata, renderCalculatorPage } from "../calculator-page";

type Props = { params: Promise<{ view: string }> };

export const metadata = calculatorMetadata;

/** Reads its view before anything: rendered on its first request, then served from the cache. */
export const instant = false;

export function generateStaticParams() {
  return listPrerenderedParams("view");
}

/** /calculator?<inputs>, as proxy.ts serves it: one page in the cache for each calculation. */
export default async function CalculatorViewPage({ params }: Props) {
  const { view } = await params;
  if (view === PRERENDERED_PARAM) notFound();
  return renderCalculatorPage(readViewQuery(view));
}
