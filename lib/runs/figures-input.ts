/**
 * Assembles the input of `computeRunFigures` from a run's stored (or about to be stored)
 * rows: the same function for the recompute and for an upload's preview. Pure.
 */
import { computeTestCompleteness } from "@/lib/ingest/map-to-suite";
import { measurementSchema, type MatrixCell, type Measurement } from "@/lib/ingest/schema";
import type { StatedFigures } from "@/lib/runs/prepare";
import type { RunFiguresInput } from "@/lib/scoring/figures";
import { SUITE_TESTS } from "@/lib/suite/definition";
import type { SuiteTestKey } from "@/lib/suite/test-keys";

export type FiguresSource = {
  model: RunFiguresInput["model"];
  bandwidthGBs: number | null;
  quality: Array<{ benchmark: string; value: number }>;
  reviewState: RunFiguresInput["reviewState"];
  reviews: Array<{ verdict: "passed" | "failed"; testKeys: string[] }>;
  measurements: Array<Partial<Measurement> & { testKey: string | null }>;
  matrixCells: MatrixCell[];
  stated: StatedFigures | null;
};

/** Tests an admin failed: a later verdict on the same tests (or the whole run) replaces an earlier one. */
export function computeSanityFailedTests(reviews: FiguresSource["reviews"]): SuiteTestKey[] {
  const failed = new Set<SuiteTestKey>();
  for (const review of reviews) {
    const keys = review.testKeys.length > 0 ? (review.testKeys as SuiteTestKey[]) : SUITE_TESTS.map((test) => test.key);
    for (const key of keys) {
      if (review.verdict === "failed") failed.add(key);
      else failed.delete(key);
    }
  }
  return [...failed];
}

/** A measurement's fields, in the schema's order. */
const MEASUREMENT_FIELDS = Object.keys(measurementSchema.shape) as Array<keyof Measurement>;

/**
 * A stored or prepared measurement row as `measurementSchema` gives it: every field in order, a
 * missing one as null, other keys (testKey, ids) left out. Its values were validated by that
 * schema when the tool output was parsed (lib/ingest/parse-*.ts) or the bundle read
 * (lib/runs/schema.ts), and the columns keep their types; parsing each row again took an eighth
 * of the time of a recompute of every run.
 */
function toMeasurement(row: FiguresSource["measurements"][number]): Measurement {
  const measurement: Record<string, unknown> = {};
  for (const field of MEASUREMENT_FIELDS) measurement[field] = row[field] ?? null;
  return measurement as Measurement;
}

/** The measurements of each test, in the order given; rows without a test are left out. */
function groupByTest(rows: FiguresSource["measurements"], measurements: Measurement[]): Map<string, Measurement[]> {
  const byTest = new Map<string, Measurement[]>();
  for (const [index, row] of rows.entries()) {
    const measurement = measurements[index];
    if (row.testKey === null || !measurement) continue;
    const list = byTest.get(row.testKey);
    if (list) list.push(measurement);
    else byTest.set(row.testKey, [measurement]);
  }
  return byTest;
}

export function assembleFiguresInput(source: FiguresSource): RunFiguresInput {
  const stated = source.stated ?? { declaredComplete: [], statedCapacity: {} };
  const allMeasurements = source.measurements.map(toMeasurement);
  const byTest = groupByTest(source.measurements, allMeasurements);
  return {
    model: source.model,
    hardware: { bandwidthGBs: source.bandwidthGBs },
    quality: source.quality,
    reviewState: source.reviewState,
    sanityFailedTests: computeSanityFailedTests(source.reviews),
    tests: SUITE_TESTS.flatMap((definition) => {
      const measurements = byTest.get(definition.key) ?? [];
      const statedCapacity = stated.statedCapacity[definition.key] ?? null;
      if (measurements.length === 0 && !statedCapacity) return [];
      const completeness = computeTestCompleteness(definition, measurements);
      const declared = stated.declaredComplete.includes(definition.key);
      return [
        {
          key: definition.key,
          measurements,
          complete: declared || completeness.complete,
          missing: declared ? [] : completeness.missing,
          statedCapacity,
        },
      ];
    }),
    matrix: source.matrixCells.length > 0 ? source.matrixCells : null,
    measurements: allMeasurements,
  };
}
