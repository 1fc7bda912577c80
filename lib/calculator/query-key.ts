/**
 * The TanStack Query key of a pair's measured runs, apart from the zod schemas of
 * lib/calculator/schema.ts: the browser needs the key, and zod would add ~27 kB (gzip) to the
 * calculator's first load. Pure.
 */
import type { CalculatorRunsQuery } from "@/lib/calculator/schema";

/** One cache entry per pair and precision; the server prefetch and the browser share it. */
export function calculatorRunsQueryKey(query: CalculatorRunsQuery) {
  return ["calculator-runs", query.hardware ?? null, query.model ?? null, query.precision ?? null] as const;
}
