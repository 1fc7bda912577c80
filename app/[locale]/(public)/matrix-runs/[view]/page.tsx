import { prerenderOne } from "@/lib/cache/prerender";
import { matrixRunView } from "@/lib/matrix/search-params";
import { defineViewPage } from "@/lib/routing/view-page";
import { matrixRunsMetadata, renderMatrixRunsPage } from "../matrix-runs-page";

/** /matrix-runs?hardware=…&model=…, as proxy.ts serves it: one page in the cache for each view. */
const page = defineViewPage(matrixRunView, { metadata: matrixRunsMetadata, render: renderMatrixRunsPage });

export const generateMetadata = page.generateMetadata;

/** Reads its view before anything: rendered on its first request, then served from the cache. */
export const instant = false;

export const generateStaticParams = prerenderOne("view");

export default page.Page;
