import { prerenderOne } from "@/lib/cache/prerender";
import { measurementView } from "@/lib/measurements/views";
import { defineViewPage } from "@/lib/routing/view-page";
import { measurementsMetadata, renderMeasurementsPage } from "../measurements-page";

/** /measurements?definition=…&test=…, as proxy.ts serves it: one page in the cache for each view. */
const page = defineViewPage(measurementView, { metadata: measurementsMetadata, render: renderMeasurementsPage });

export const generateMetadata = page.generateMetadata;

/** Reads its view before anything: rendered on its first request, then served from the cache. */
export const instant = false;

export const generateStaticParams = prerenderOne("view");

export default page.Page;
