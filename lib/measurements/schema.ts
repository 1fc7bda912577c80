/**
 * The headline figures of a run as stored (RunFigures.headline) and answered by the API. Safe on the client.
 */
import { z } from "zod";

/** The figures a measurement can report (lib/measurements/definitions.ts says what each means per tool). */
export const FIGURE_KEYS = ["prefillTps", "perUserTps", "totalTps", "ttftMeanMs", "e2elMeanMs"] as const;

export const headlineFigureSchema = z.object({
  definition: z.string().describe("What the figure means: a key of /methodology#definitions"),
  testLabel: z.string().describe("The stored test it comes from, as on /measurements"),
  label: z.string().describe("The label shown beside the value, in the tool's own words (pp512, S_TG pp512 tg128 b32)"),
  figure: z.enum(FIGURE_KEYS),
  value: z.number(),
  std: z.number().nullable(),
});

export const headlineFiguresSchema = z.object({
  figures: z.array(headlineFigureSchema).describe("The figures lists show, by the run's own tests"),
  requests: z.number().int().nullable().describe("Requests sent, over the measurements that count them"),
  failed: z.number().int().nullable().describe("Requests of those that failed"),
});

export type HeadlineFigure = z.infer<typeof headlineFigureSchema>;
export type HeadlineFigures = z.infer<typeof headlineFiguresSchema>;

const NONE: HeadlineFigures = { figures: [], requests: null, failed: null };

/**
 * RunFigures.headline read back: only the recompute writes it, from computeHeadlineFigures. A
 * value of another shape is an error naming the column, not a list quietly without figures.
 */
export function readHeadlineFigures(stored: unknown): HeadlineFigures {
  if (stored === null || stored === undefined) return NONE;
  const parsed = headlineFiguresSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  throw new Error("RunFigures.headline does not hold headline figures; recompute the run");
}
