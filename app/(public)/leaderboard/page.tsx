import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { Providers } from "@/components/providers";
import { getLeaderboardView } from "@/lib/leaderboard/data";
import { leaderboardQueryKey, parseLeaderboardSearch } from "@/lib/leaderboard/schema";
import { makeQueryClient } from "@/lib/query-client";
import { LeaderboardView } from "./leaderboard-view";

export const metadata: Metadata = {
  title: "Leaderboard",
  description: "Every measured run ranked by suitability score, throughput, time to first token and capacity; filter by hardware, precision, engine and model.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LeaderboardPage({ searchParams }: Props) {
  const filters = parseLeaderboardSearch(await searchParams);
  // A client for this request only; its data is handed to the browser's client below.
  const queryClient = makeQueryClient();
  // The same cached view the API serves: unchanged since the last upload, it costs no query.
  await queryClient.prefetchQuery({
    queryKey: leaderboardQueryKey(filters),
    queryFn: async () => (await getLeaderboardView(filters)).result,
  });
  return (
    <>
      <h1>Leaderboard</h1>
      <p className="lead">
        Every listed run, ranked by its indicative suitability score, or by one test of the standard suite. Filter by hardware,
        precision, engine, organization and model size; sort by any figure. The address keeps your view, so you can share it.
      </p>
      <Providers>
        <HydrationBoundary state={dehydrate(queryClient)}>
        <LeaderboardView />
      </HydrationBoundary>
      </Providers>
    </>
  );
}
