import type { Metadata } from "next";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { DEFAULT_FILTERS } from "@/lib/leaderboard/search-params";
import { leaderboardMetadata, renderLeaderboardPage } from "./leaderboard-page";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return leaderboardMetadata(await readPageLocale(params));
}

/** The default view; any other is served from ./[view] (proxy.ts). */
export default async function LeaderboardPage({ params }: Props) {
  return renderLeaderboardPage(DEFAULT_FILTERS, await readPageLocale(params));
}
