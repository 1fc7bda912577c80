import { useQuery } from "@tanstack/react-query";
import type { CalculatorRun } from "@/lib/calculator/data";
import { toCalculatorRunsUrl } from "@/lib/calculator/runs-url";
import type { CalculatorRunsQuery } from "@/lib/calculator/schema";

/** The runs of the pair the page was rendered with (lib/calculator/runs-url.ts): shown without a fetch. */
export type InitialCalculatorRuns = { url: string; data: CalculatorRun[] };

async function fetchCalculatorRuns(url: string, signal: AbortSignal): Promise<CalculatorRun[]> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`The measured runs could not be loaded (HTTP ${response.status}).`);
  return ((await response.json()) as { runs: CalculatorRun[] }).runs;
}

/**
 * The listed runs of a hardware and model pair, from GET /api/v1/calculator/runs, keyed by its
 * address; idle without a pair. The pair the page was rendered with is the initial data. Never
 * refetched by age: a pair's runs change with uploads, and the page that brought them is current
 * until one (it is cached). Telling stale data reads the clock, which a cached page may not do
 * while it renders: so the runs are "static", and the initial ones' time comes from `performance`.
 */
export function useCalculatorRunsQuery(query: CalculatorRunsQuery, initial: InitialCalculatorRuns | undefined) {
  const url = toCalculatorRunsUrl(query);
  const isInitial = initial !== undefined && url === initial.url;
  return useQuery({
    queryKey: ["calculator-runs", url],
    queryFn: ({ signal }) => fetchCalculatorRuns(url as string, signal),
    enabled: url !== null,
    initialData: isInitial ? initial.data : undefined,
    initialDataUpdatedAt: isInitial ? () => performance.timeOrigin + performance.now() : undefined,
    staleTime: "static",
  });
}
