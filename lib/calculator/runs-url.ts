/**
 * The address of a pair's measured runs (GET /api/v1/calculator/runs), apart from the zod schemas
 * of lib/calculator/schema.ts: the browser needs it, and zod would add ~27 kB (gzip) to the
 * calculator's first load. Pure.
 */
import type { CalculatorRunsQuery } from "@/lib/calculator/schema";

/** One address per pair and precision; null without a pair (nothing to read). */
export function toCalculatorRunsUrl(query: CalculatorRunsQuery): string | null {
  if (!query.hardware || !query.model) return null;
  const search = new URLSearchParams({ hardware: query.hardware, model: query.model });
  if (query.precision) search.set("precision", query.precision);
  return `/api/v1/calculator/runs?${search}`;
}
