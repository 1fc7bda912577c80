/**
 * What an upload will become, before anything is stored: which suite test each file maps
 * to, the headline figures and score the stored run will show (`figures`: computed by storing the
 * run and rolling back, lib/uploads/import.ts previewRunBundleHere), its setup health among the
 * stored runs of its setup, and the plausibility warnings. Pure.
 */
import type { PlausibilityWarning } from "@/lib/runs/plausibility";
import type { PreparedRun } from "@/lib/runs/prepare";
import type { SetupHealth } from "@/lib/insights/schema";
import type { RunFigures } from "@/lib/scoring/figures";
import { getSuiteTestName } from "@/lib/suite/definition";

/** What can still change after the upload, said with every preview. */
export const PROVISIONAL_NOTE =
  "Provisional until an admin reviews the run: a failed sanity check excludes the tests it names. " +
  "Facts your upload states that differ from the catalogue (parameters, bandwidth, vendor quality figures) " +
  "count only once an admin accepts them; these figures use the catalogue's settled facts, and your own " +
  "where a new model's or hardware's facts are not settled yet (they count for no other contributor's run).";

export function computeUploadPreview(
  prepared: PreparedRun,
  figures: RunFigures,
  setupHealth: SetupHealth | null,
  warnings: PlausibilityWarning[],
) {
  return {
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
      };
    }),
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
    launchCommand: prepared.launchCommand,
    provisional: PROVISIONAL_NOTE,
  };
}

export type UploadPreview = ReturnType<typeof computeUploadPreview>;
