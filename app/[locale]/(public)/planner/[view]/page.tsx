import { prerenderOne } from "@/lib/cache/prerender";
import { plannerView } from "@/lib/planner/search-params";
import { defineViewPage } from "@/lib/routing/view-page";
import { plannerMetadata, renderPlannerPage } from "../planner-page";

/** /planner?users=…&context=…, as proxy.ts serves it: one page in the cache for each question. */
const page = defineViewPage(plannerView, { metadata: plannerMetadata, render: renderPlannerPage });

export const generateMetadata = page.generateMetadata;

/** Reads its view before anything: rendered on its first request, then served from the cache. */
export const instant = false;

export const generateStaticParams = prerenderOne("view");

export default page.Page;
