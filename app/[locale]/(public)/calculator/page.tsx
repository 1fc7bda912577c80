import { calculatorMetadata, renderCalculatorPage } from "./calculator-page";

export const metadata = calculatorMetadata;

/** The calculator with nothing chosen; with search parameters it is served from ./[view] (proxy.ts). */
export default function CalculatorPage() {
  return renderCalculatorPage(new URLSearchParams());
}
