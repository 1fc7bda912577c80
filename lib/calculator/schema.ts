/**
 * The calculator's URL: every field a query parameter, parsed leniently (a bad value falls
 * back to its default, never an error page). Parsed on the server: browser code imports only types
 * from here (and the runs' address from lib/calculator/runs-url.ts), so zod stays out of its bundle.
 */
import { z } from "zod";

const slug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/)
  .optional()
  .catch(undefined);
const positive = (max: number) => z.coerce.number().positive().max(max).optional().catch(undefined);
const count = (max: number) => z.coerce.number().int().positive().max(max).optional().catch(undefined);

export const calculatorQuerySchema = z.object({
  /** Hardware slug: fills bandwidth and memory. */
  hardware: slug,
  bandwidth: positive(1_000_000),
  memory: positive(1_000_000),
  /** Model slug: fills parameters. */
  model: slug,
  precision: z.string().trim().min(1).max(40).optional().catch(undefined),
  params: positive(100_000),
  active: positive(100_000),
  bytes: positive(8),
  context: z.coerce.number().int().min(0).max(100_000_000).catch(8192),
  concurrency: z.coerce.number().int().min(1).max(4096).catch(1),
  layers: count(1_000),
  kvHeads: count(1_024),
  headDim: count(4_096),
  kvBytes: z.coerce.number().positive().max(8).catch(2),
});

export type CalculatorQuery = z.infer<typeof calculatorQuerySchema>;

/** The measured-runs endpoint's parameters: a hardware and model pair, optionally one precision. */
export const calculatorRunsQuerySchema = z.object({
  hardware: slug.describe("Hardware slug, e.g. dgx-spark"),
  model: slug.describe("Model slug, e.g. qwen3-5-9b"),
  precision: z.string().trim().min(1).max(40).optional().catch(undefined).describe("Precision as uploaded, e.g. BF16"),
});

export type CalculatorRunsQuery = z.infer<typeof calculatorRunsQuerySchema>;

/** Reads Next.js search params (string or string[]) as flat strings: the first value wins. */
export function flattenSearchParams(
  params: Record<string, string | string[] | undefined>,
): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
}
