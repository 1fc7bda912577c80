import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isPlaceholder, prerenderOne } from "@/lib/cache/prerender";
import { readPageLocale } from "@/lib/i18n/page-locale";
import { leaderboardView } from "@/lib/leaderboard/views";
import { leaderboardMetadata, renderLeaderboardPage } from "../leaderboard-page";

type Props = { params: Promise<{ view: string; locale?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return leaderboardMetadata(await readPageLocale(params));
}

/** Reads its view before anything: rendered on its first request, then served from the cache. */
export const instant = false;

export const generateStaticParams = prerenderOne("view");

/** /leaderboard?<filters>, as proxy.ts serves it: one page in the cache for each view. */
export default async function LeaderboardViewPage({ params }: Props) {
  const { view } = await params;
  const locale = await readPageLocale(params);
  if (isPlaceholder(view)) notFound();
  return renderLeaderboardPage(leaderboardView.parse(view), locale);
}
