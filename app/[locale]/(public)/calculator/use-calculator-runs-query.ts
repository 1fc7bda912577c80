import { useFetchedView } from "@/components/use-fetched-view";
import type { CalculatorRun } from "@/lib/calculator/data";
import { toCalculatorRunsUrl } from "@/lib/calculator/runs-url";
import type { CalculatorRunsQuery } from "@/lib/calculator/schema";

/** The runs of the pair the page was rendered with (lib/calculator/runs-url.ts): shown without a fetch. */
export type InitialCalculatorRuns = { url: string; data: CalculatorRun[] };

async function readCalculatorRuns(response: Response): Promise<CalculatorRun[]> {
  if (!response.ok) throw new Error(`The measured runs could not be loaded (HTTP ${response.status}).`);
  return ((await response.json()) as { runs: CalculatorRun[] }).runs;
}

/**
 * The listed runs of a hardware and model pair, from GET /api/v1/calculator/runs; idle without a
 * pair. Each pair is read once per page: its runs change with uploads, and the page that brought
 * them is current until one (it is cached).
 */
export function useCalculatorRunsQuery(query: CalculatorRunsQuery, initial: InitialCalculatorRuns | undefined) {
  return useFetchedView(toCalculatorRunsUrl(query), { initial, read: readCalculatorRuns });
}
