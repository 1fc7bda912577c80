/**
 * The "summary" artifact: figures an uploader states directly (typed from a publication, or
 * written by a script), in the arena's own units. Pure module.
 */
import { z } from "zod";
import { capMessage, UPLOAD_CAPS } from "@/lib/ingest/caps";
import {
  MEASUREMENT_DEFINITIONS,
  matrixCellSchema,
  matrixMetaSchema,
  getFirstIssue,
  measurementSchema,
  ParseError,
  type ParsedArtifact,
} from "@/lib/ingest/schema";
import { SUITE_TEST_KEYS } from "@/lib/suite/test-keys";

export const summaryContentSchema = z
  .object({
    tests: z
      .array(
        z
          .object({
            test: z.enum(SUITE_TEST_KEYS),
            /** The uploader states that every rung of the test's definition was measured. */
            complete: z.boolean().default(false),
            measurements: z
              .array(measurementSchema)
              .max(
                UPLOAD_CAPS.measurementsPerArtifact,
                capMessage("measurements per artifact", "measurementsPerArtifact"),
              ),
            capacity: z
              .object({
                p95Under5s: z.number().finite().nonnegative().nullable(),
                p95Under10s: z.number().finite().nonnegative().nullable(),
              })
              .optional(),
          })
          .strict(),
      )
      .max(100)
      .optional(),
    matrix: z
      .object({
        meta: matrixMetaSchema,
        cells: z
          .array(matrixCellSchema)
          .min(1)
          .max(UPLOAD_CAPS.matrixCellsPerRun, capMessage("matrix cells per run", "matrixCellsPerRun")),
      })
      .strict()
      .optional(),
  })
  .strict();

export type SummaryContent = z.output<typeof summaryContentSchema>;

/**
 * Figures an uploader states directly (see `summaryContentSchema`): each test's measurements
 * carry their test; `complete` and `capacity` become declared completeness and stated capacity.
 */
export function parseSummary(value: unknown): ParsedArtifact {
  const result = summaryContentSchema.safeParse(value);
  if (!result.success) {
    const issue = getFirstIssue(result.error);
    const path = issue.path.reduce<string>(
      (text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
      "",
    );
    throw new ParseError(`${path || "summary"}: ${issue.message}`, path || "$");
  }
  const tests = result.data.tests ?? [];
  const withCapacity = tests.flatMap((test, index) => (test.capacity ? [{ test, index }] : []));
  const [first, second] = withCapacity;
  if (second) {
    const path = `tests[${second.index}].capacity`;
    throw new ParseError(`${path}: only one test of a summary can state a capacity`, path);
  }
  const stated = first?.test;
  return {
    tool: "summary",
    format: "json",
    toolVersion: null,
    model: null,
    measuredAt: null,
    measurements: tests.flatMap((test) =>
      test.measurements.map((measurement) => ({
        ...measurement,
        // stated by the uploader, whatever tool measured them
        definition: MEASUREMENT_DEFINITIONS.summary,
        test: test.test,
      })),
    ),
    matrix: result.data.matrix ?? null,
    sanityOutputs: [],
    statedCapacity: stated?.capacity ? { test: stated.test, ...stated.capacity } : null,
    declaredComplete: tests.filter((test) => test.complete).map((test) => test.test),
  };
}
