/**
 * What an upload will become, before anything is stored: which suite test each file maps
 * to, the headline figures and score the stored run will show (`figures`: computed by storing the
 * run and rolling back, lib/uploads/import.ts previewRunBundleHere), its setup health among the
 * stored runs of its setup, and the plausibility warnings. Pure.
 */
import type { PlausibilityWarning } from "@/lib/runs/plausibility";
import type { Measurement } from "@/lib/ingest/schema";
import type { PreparedRun, PreparedUpload } from "@/lib/runs/prepare";
import type { SetupHealth } from "@/lib/insights/schema";
import type { RunFigures } from "@/lib/scoring/figures";
import { getSuiteTestName } from "@/lib/suite/definition";

/** What can still change after the upload, said with every preview. */
export const PROVISIONAL_NOTE =
  "Provisional until an admin reviews the run: a failed sanity check excludes the tests it names. " +
  "Facts your upload states that differ from the catalogue (parameters, bandwidth, vendor quality figures) " +
  "count only once an admin accepts them; these figures use the catalogue's settled facts, and your own " +
  "where a new model's or hardware's facts are not settled yet (they count for no other contributor's run).";

/** The figure a measurement is read by: the prompt rate of a prompt test, else its decode rate. */
export function computeMainFigure(measurement: Measurement): { field: string; value: number } | null {
  const order: Array<keyof Measurement> = measurement.definition?.endsWith(":pp")
    ? ["prefillTps", "totalTps", "perUserTps"]
    : measurement.definition?.endsWith(":tg")
      ? ["perUserTps", "totalTps", "prefillTps"]
      : ["totalTps", "perUserTps", "prefillTps", "peakTps"];
  for (const field of order) {
    const value = measurement[field];
    if (typeof value === "number") return { field, value };
  }
  return null;
}

/** One run of the upload as it will be stored. */
export function computeRunPreview(
  prepared: PreparedRun,
  figures: RunFigures,
  setupHealth: SetupHealth | null,
  warnings: PlausibilityWarning[],
) {
  return {
    model: prepared.bundle.model.name,
    precision: prepared.bundle.model.precision,
    modelLabel: prepared.modelLabel,
    setup: prepared.distinguishing,
    measuredAt: prepared.bundle.measuredAt.toISOString(),
    artifacts: prepared.artifacts.map((artifact) => {
      const tests = [...new Set(artifact.measurements.map((m) => m.testKey))];
      return {
        fileName: artifact.fileName,
        tool: artifact.tool,
        format: artifact.format,
        toolVersion: artifact.toolVersion,
        tests: tests.map((key) =>
          key ? { key, name: getSuiteTestName(key) } : { key: null, name: "Extra result (matches no suite test)" },
        ),
        measurements: artifact.measurements.length,
        matrixCells: artifact.matrixCells.length,
        lines: artifact.part?.lines.length ?? null,
      };
    }),
    /** Each measurement it will store, by the tool's test name and the figure it is read by. */
    figures: prepared.artifacts.flatMap((artifact) =>
      artifact.measurements.map((measurement) => ({
        testLabel: measurement.testLabel,
        definition: measurement.definition,
        main: computeMainFigure(measurement),
      })),
    ),
    score: figures.score,
    reliableCount: figures.reliableCount,
    testCount: figures.testCount,
    throughputTps: figures.throughputTps,
    tests: figures.tests
      .filter((test) => test.headline !== null)
      .map((test) => ({ key: test.key, counts: test.counts, reason: test.reason, headline: test.headline })),
    matrix: figures.matrix,
    /** Where the run will stand among the stored runs of its setup, as its page will show it. */
    setupHealth,
    warnings,
  };
}

export type RunPreview = ReturnType<typeof computeRunPreview>;

/**
 * The whole upload: every run (the first one's figures also at the top, as a one-run upload
 * answered before), the rows no run stores, the notes on how each file was read, and the runs
 * that hold the same file already (the upload would be refused as a duplicate).
 */
export function computeUploadPreview(
  runs: RunPreview[],
  upload: Pick<PreparedUpload, "skipped" | "notes" | "runs">,
  duplicateOf: Array<{ id: string; model: string; precision: string }>,
) {
  const [first] = runs;
  if (!first) throw new Error("An upload previewed without a run.");
  return {
    ...first,
    runs,
    skipped: upload.skipped,
    notes: upload.notes,
    duplicateOf: duplicateOf.map((run) => ({ ...run, url: `/runs/${run.id}` })),
    launchCommand: upload.runs[0]?.launchCommand ?? "",
    provisional: PROVISIONAL_NOTE,
  };
}

export type UploadPreview = ReturnType<typeof computeUploadPreview>;
