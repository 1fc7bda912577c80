/**
 * A normalised run (`RunExport`) built from a seed bundle without a database: the bundle goes
 * through the import's pure steps (validation, parsing, redaction) and the scoring, and is
 * shaped as `getRunForExport` shapes a stored run.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runExportSchema, type RunExport } from "@/lib/runs/export-schema";
import { computeTestCompleteness } from "@/lib/ingest/map-to-suite";
import { prepareRun } from "@/lib/runs/prepare";
import { runBundleSchema } from "@/lib/runs/schema";
import { computeRunFigures } from "@/lib/scoring/figures";
import { slugify } from "@/lib/slug";
import { SUITE_TESTS } from "@/lib/suite/definition";

const SEED_DIR = fileURLToPath(new URL("../../../prisma/seed", import.meta.url));

// biome-ignore lint/suspicious/noExplicitAny: tests reach into and alter the raw JSON freely
export function readSeedBundle(file: string): Record<string, any> {
  return JSON.parse(readFileSync(path.join(SEED_DIR, file), "utf8"));
}

export function buildSeedRunExport(raw: unknown, id = "seedrun"): RunExport {
  const bundle = runBundleSchema.parse(raw);
  const prepared = prepareRun(bundle);
  const artifactId = (position: number) => `artifact${position}`;
  const measurements = prepared.artifacts.flatMap((a) =>
    a.measurements.map((m) => ({ ...m, artifactId: artifactId(a.position) })),
  );
  const cells = prepared.artifacts.flatMap((a) =>
    a.matrixCells.map((c) => ({ ...c, artifactId: artifactId(a.position) })),
  );
  const { model, hardware, engine } = bundle;
  const figures = computeRunFigures({
    model: {
      paramsB: model.paramsB,
      activeParamsB: model.activeParamsB ?? null,
      architecture: model.architecture,
      precision: model.precision,
    },
    hardware: { bandwidthGBs: hardware.bandwidthGBs ?? null },
    quality: model.quality ?? [],
    reviewState: "pending",
    sanityFailedTests: [],
    tests: SUITE_TESTS.flatMap((def) => {
      const rows = measurements.filter((m) => m.testKey === def.key).map(({ testKey: _k, artifactId: _a, ...m }) => m);
      const statedCapacity = prepared.stated.statedCapacity[def.key] ?? null;
      if (rows.length === 0 && !statedCapacity) return [];
      const declared = prepared.stated.declaredComplete.includes(def.key);
      const completeness = computeTestCompleteness(def, rows);
      return [
        {
          key: def.key,
          measurements: rows,
          complete: declared || completeness.complete,
          missing: declared ? [] : completeness.missing,
          statedCapacity,
        },
      ];
    }),
    matrix: cells.length > 0 ? cells.map(({ artifactId: _a, ...c }) => c) : null,
  });
  return runExportSchema.parse({
    exportVersion: 1,
    id,
    url: `/runs/${id}`,
    model: {
      name: model.name,
      slug: prepared.slugs.model,
      organization: { name: model.org, slug: prepared.slugs.organization },
      paramsB: model.paramsB,
      activeParamsB: model.activeParamsB ?? null,
      architecture: model.architecture,
      hfRepo: model.hfRepo ?? null,
      description: model.description ?? null,
      quality: model.quality ?? [],
      // The seed is a trusted import: its entries' facts are settled.
      claim: null,
    },
    variant: { precision: model.precision, slug: slugify(model.precision) },
    hardware: {
      slug: prepared.slugs.hardware,
      name: hardware.name,
      accelerator: hardware.accelerator,
      count: hardware.count ?? 1,
      memoryGB: hardware.memoryGB,
      memoryKind: hardware.memoryKind,
      bandwidthGBs: hardware.bandwidthGBs ?? null,
      claim: null,
    },
    host: { cpu: hardware.cpu ?? null, ramGB: hardware.ramGB ?? null, os: hardware.os ?? null },
    notes: null,
    engine: {
      name: engine.name,
      version: engine.version,
      build: engine.build ?? null,
      commit: engine.commit ?? null,
      backend: engine.backend ?? null,
      repository: engine.repository ?? null,
    },
    launchCommand: prepared.launchCommand,
    measuredAt: prepared.bundle.measuredAt.toISOString(),
    uploadedAt: prepared.bundle.measuredAt.toISOString(),
    maxContext: bundle.maxContext ?? null,
    servedModel: bundle.servedModel ?? null,
    revision: bundle.revision ?? null,
    tools: prepared.benchmarkTools,
    contributor: null,
    review: { state: "pending", note: null, reviewedAt: null },
    provenance: {
      kind: bundle.provenance.kind,
      source: bundle.provenance.kind === "transcribed" ? bundle.provenance.source : null,
      author: null,
    },
    catalogueMatch: null,
    machineMemoryGB: null,
    figures: JSON.parse(JSON.stringify(figures)),
    setupHealth: null,
    measurements,
    matrix: cells.length > 0 ? { meta: prepared.matrixMeta, cells } : null,
    artifacts: prepared.artifacts.map((a) => ({
      id: artifactId(a.position),
      position: a.position,
      tool: a.tool,
      format: a.format,
      toolVersion: a.toolVersion,
      testKey: a.testKey,
      fileName: a.fileName,
      sha256: a.sha256,
      sizeBytes: a.sizeBytes,
      url: `/runs/${id}/artifacts/${artifactId(a.position)}`,
    })),
    sanitySamples: prepared.sanity.length,
  });
}
