import { prerenderOne } from "@/lib/cache/prerender";
import { defineViewPage } from "@/lib/routing/view-page";
import { compareView } from "@/lib/runs/views";
import { compareMetadata, renderComparePage } from "../compare-page";

/** /compare?runs=a,b, as proxy.ts serves it: one page in the cache for each comparison. */
const page = defineViewPage(compareView, { metadata: compareMetadata, render: renderComparePage });

export const generateMetadata = page.generateMetadata;

/** Reads its view before anything: rendered on its first request, then served from the cache. */
export const instant = false;

export const generateStaticParams = prerenderOne("view");

export default page.Page;
