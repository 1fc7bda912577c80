import { prerenderOne } from "@/lib/cache/prerender";
import { calculatorView } from "@/lib/calculator/views";
import { defineViewPage } from "@/lib/routing/view-page";
import { calculatorMetadata, renderCalculatorPage } from "../calculator-page";

/** /calculator?<inputs>, as proxy.ts serves it: one page in the cache for each calculation. */
const page = defineViewPage(calculatorView, { metadata: calculatorMetadata, render: renderCalculatorPage });

export const generateMetadata = page.generateMetadata;

/** Reads its view before anything: rendered on its first request, then served from the cache. */
export const instant = false;

export const generateStaticParams = prerenderOne("view");

export default page.Page;
