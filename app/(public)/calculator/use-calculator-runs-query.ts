import { useQuery } from "@tanstack/react-query";
import type { CalculatorRun } from "@/lib/calculator/data";
import { calculatorRunsQueryKey } from "@/lib/calculator/query-key";
import type { CalculatorRunsQuery } from "@/lib/calculator/schema";

/** The listed runs of a hardware and model pair, from GET /api/v1/calculator/runs; idle without a pair. */
export function useCalculatorRunsQuery(query: CalculatorRunsQuery) {
  return useQuery({
    queryKey: calculatorRunsQueryKey(query),
    queryFn: async ({ signal }): Promise<CalculatorRun[]> => {
      const search = new URLSearchParams();
      if (query.hardware) search.set("hardware", query.hardware);
      if (query.model) search.set("model", query.model);
      if (query.precision) search.set("precision", query.precision);
      const response = await fetch(`/api/v1/calculator/runs?${search}`, { signal });
      if (!response.ok) throw new Error(`The measured runs could not be loaded (HTTP ${response.status}).`);
      return ((await response.json()) as { runs: CalculatorRun[] }).runs;
    },
    enabled: Boolean(query.hardware && query.model),
    // Never refetched by age: a pair's runs change with uploads, and the page that brought them is
    // current until one (it is cached). Telling stale data apart reads the clock, which a cached
    // page may not do while it renders.
    staleTime: "static",
  });
}
