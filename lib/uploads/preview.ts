/**
 * What an upload will become, before anything is stored: which suite test each file maps
 * to, the headline figures and score under the current rules, and the plausibility
 * warnings. Pure; the same figures functions as the stored run.
 */
import { assembleFiguresInput } from "@/lib/runs/figures-input";
import type { PreparedRun } from "@/lib/runs/prepare";
import { computeRunFigures } from "@/lib/scoring/figures";
import { getSuiteTestName } from "@/lib/suite/definition";

export function computeUploadPreview(prepared: PreparedRun) {
  const { bundle } = prepared;
  const figures = computeRunFigures(
    assembleFiguresInput({
      model: {
        paramsB: bundle.model.paramsB,
        activeParamsB: bundle.model.activeParamsB ?? null,
        architecture: bundle.model.architecture,
        precision: bundle.model.precision,
      },
      bandwidthGBs: bundle.hardware.bandwidthGBs ?? null,
      quality: bundle.model.quality ?? [],
      reviewState: "pending",
      reviews: [],
      measurements: prepared.artifacts.flatMap((artifact) => artifact.measurements),
      matrixCells: prepared.artifacts.flatMap((artifact) => artifact.matrixCells),
      stated: prepared.stated,
    }),
  );
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
    warnings: prepared.warnings,
    launchCommand: prepared.launchCommand,
  };
}

export type UploadPreview = ReturnType<typeof computeUploadPreview>;
