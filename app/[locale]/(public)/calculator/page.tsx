import type { Metadata } from "next";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { calculatorMetadata, renderCalculatorPage } from "./calculator-page";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return calculatorMetadata(await readPageLocale(params));
}

/** The calculator with nothing chosen; with search parameters it is served from ./[view] (proxy.ts). */
export default async function CalculatorPage({ params }: Props) {
  return renderCalculatorPage(new URLSearchParams(), await readPageLocale(params));
}
