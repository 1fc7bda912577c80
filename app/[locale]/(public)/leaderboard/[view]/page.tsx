import { prerenderOne } from "@/lib/cache/prerender";
import { leaderboardView } from "@/lib/leaderboard/views";
import { defineViewPage } from "@/lib/routing/view-page";
import { leaderboardMetadata, renderLeaderboardPage } from "../leaderboard-page";

/** /leaderboard?<filters>, as proxy.ts serves it: one page in the cache for each view. */
const page = defineViewPage(leaderboardView, { metadata: leaderboardMetadata, render: renderLeaderboardPage });

export const generateMetadata = page.generateMetadata;

/** Reads its view before anything: rendered on its first request, then served from the cache. */
export const instant = false;

export const generateStaticParams = prerenderOne("view");

export default page.Page;
