import "server-only";
/**
 * The upload work itself, on whichever thread runs it: parse, check, write the run (or store it
 * and roll back, for a preview). The thread is chosen by lib/uploads/import.ts; the upload
 * worker (lib/uploads/worker.ts) calls these directly.
 */
import {
  ensureCatalogueEntries,
  getFactAuthority,
  matchCatalogueHardware,
  recordBundleFacts,
} from "@/lib/catalogue/bundle-facts";
import { applyCatalogueMatch, type MatchedRun } from "@/lib/catalogue/apply-match";
import { ensureHardwareSystem, readCatalogueCandidates } from "@/lib/catalogue/candidates";
import { db, type Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { insertArtifacts, insertMatrixCells, insertMeasurements, insertSanitySamples } from "@/lib/runs/bulk-insert";
import { computeHardwarePlausibilityWarnings, readPlausibilityWarnings } from "@/lib/runs/plausibility";
import {
  BundleError,
  parseRunBundle,
  type PreparedRun,
  type PreparedUpload,
  prepareRuns,
  type UploadSkippedRow,
} from "@/lib/runs/prepare";
import { readArtifactPart, readDistinguishing } from "@/lib/runs/parts";
import { readUniqueViolation, type UniqueViolation } from "@/lib/database/errors";
import { recomputeRunFigures } from "@/lib/runs/recompute";
import { ensureSuite } from "@/lib/suite/mutations";
import { randomUUID } from "node:crypto";
import type { RunFigures } from "@/lib/scoring/figures";
import { readSetupHealth } from "@/lib/insights/data";
import { computeRunPreview, computeUploadPreview, type RunPreview, type UploadPreview } from "@/lib/uploads/preview";

/** One run of an upload: its id, its model and precision, and what sets it apart from the upload's other runs. */
export type ImportedRun = {
  id: string;
  model: string;
  precision: string;
  /** What the file calls the model, when it names it ("qwen3 4B Q8_0"). */
  modelLabel: string | null;
  setup: Record<string, string>;
};

export type ImportResult = {
  /** "duplicate": nothing stored, `runs` are the runs that hold the upload's file already. */
  status: "created" | "duplicate";
  /** The first run. */
  id: string;
  runs: ImportedRun[];
  skipped: UploadSkippedRow[];
  notes: Array<{ file: string; note: string }>;
};

export type ImportOptions = {
  contributorId: string | null;
  /**
   * The operator's own import (CLI, seed): the bundle's catalogue facts apply directly whoever
   * the run is credited to. Otherwise imports without a contributor and admins' uploads apply
   * them, a contributor's upload only proposes them (docs/decisions/0006-curated-catalogue.md).
   */
  trusted?: boolean;
  /**
   * The operator's import of a published result (`npm run arena -- import-public`): the run is
   * stored as imported from this source, measured by this author as the source names them.
   */
  publicSource?: { url: string; author: string };
};

/** Every run of the upload, as the catalogue knows its machine and model (lib/catalogue/apply-match.ts). */
async function prepareUpload(client: Tx, input: unknown) {
  const upload = prepareRuns(parseRunBundle(input));
  const catalogue = await readCatalogueCandidates(client);
  return { ...upload, runs: upload.runs.map((run) => applyCatalogueMatch(run, catalogue)) };
}

const describeRun = (prepared: PreparedRun, id: string): ImportedRun => ({
  id,
  model: prepared.bundle.model.name,
  precision: prepared.bundle.model.precision,
  modelLabel: prepared.modelLabel,
  setup: prepared.distinguishing,
});

/**
 * The runs of a contributor that already hold one of these files (the same redacted bytes),
 * whatever names they were uploaded under: the same measurement is stored once. Runs credited
 * to nobody (operator imports without --as) are matched by their whole content instead.
 */
async function findStoredDuplicates(
  tx: Tx,
  upload: PreparedUpload,
  contributorId: string | null,
): Promise<ImportedRun[]> {
  const runs = contributorId
    ? await tx.run.findMany({
        where: { contributorId, artifacts: { some: { sha256: { in: upload.fileHashes } } } },
        orderBy: { createdAt: "asc" },
        select: DUPLICATE_SELECT,
      })
    : await tx.run.findMany({
        where: { contentHash: { in: upload.runs.map((run) => run.contentHash) } },
        orderBy: { createdAt: "asc" },
        select: DUPLICATE_SELECT,
      });
  return runs.map((run) => ({
    id: run.id,
    model: run.variant.model.name,
    precision: run.variant.precision,
    modelLabel: readArtifactPart(run.artifacts[0]?.part)?.modelLabel ?? null,
    setup: readDistinguishing(run.distinguishing),
  }));
}

const DUPLICATE_SELECT = {
  id: true,
  distinguishing: true,
  variant: { select: { precision: true, model: { select: { name: true } } } },
  artifacts: { select: { part: true }, take: 1, orderBy: { position: "asc" } },
} as const;

/** importRunBundle on the calling thread: what the upload worker runs. */
export async function importRunBundleHere(input: unknown, options: ImportOptions): Promise<ImportResult> {
  const upload = await prepareUpload(db, input);
  const answer = (status: ImportResult["status"], runs: ImportedRun[]): ImportResult => {
    const [first] = runs;
    if (!first) throw new Error("An upload answered without a run.");
    return { status, id: first.id, runs, skipped: upload.skipped, notes: upload.notes };
  };
  const stored = await findStoredDuplicates(db, upload, options.contributorId);
  if (stored.length > 0) return answer("duplicate", stored);
  let previous: string | null = null;
  for (let attempt = 1; ; attempt++) {
    try {
      // every run of the upload in one transaction: all of them or none
      const ids = await db.$transaction(
        async (tx) => {
          const written: string[] = [];
          for (const run of upload.runs) written.push(await writeRun(tx, run, options));
          return written;
        },
        { timeout: 60_000, maxWait: 30_000 },
      );
      return answer(
        "created",
        upload.runs.map((run, index) => describeRun(run, ids[index] ?? "")),
      );
    } catch (error) {
      const violation = readUniqueViolation(error);
      if (!violation) throw error;
      const duplicate = await findStoredDuplicates(db, upload, options.contributorId);
      if (duplicate.length > 0) return answer("duplicate", duplicate);
      // A concurrent upload created the same organization, model, variant, hardware or engine
      // first: try again; each retry finds one more of them made (at most one per table). The
      // same clash twice in a row is no race: two names with one slug, a 400 naming the field.
      const clash = JSON.stringify(violation);
      if (clash === previous || attempt >= 8) throw describeCatalogueClash(violation);
      previous = clash;
    }
  }
}

/** The bundle field whose slug clashed with another entry's (issue 24: never a 500). */
const CLASH_FIELDS: Record<string, { path: string; what: string }> = {
  Organization: { path: "model.org", what: "organization" },
  Model: { path: "model.name", what: "model" },
  Variant: { path: "model.precision", what: "precision of this model" },
  Hardware: { path: "hardware.name", what: "hardware" },
  Engine: { path: "engine", what: "engine" },
};

function describeCatalogueClash(violation: UniqueViolation): BundleError {
  const clash = CLASH_FIELDS[violation.model ?? ""] ?? { path: "(bundle)", what: "catalogue entry" };
  const columns = violation.fields.join(", ");
  const message = `Another ${clash.what} has a name that gives the same address (${columns}); rename it.`;
  return new BundleError([{ path: clash.path, message }]);
}

/** Thrown inside a preview's transaction so that nothing it wrote stays. */
class PreviewRollback extends Error {}

/**
 * What the stored run would show, computed by storing it and rolling back: the same catalogue
 * facts (the model's vendor quality figures, the hardware's bandwidth), the same authority over
 * the bundle's own facts, the same recompute. So the preview's score is the stored run's score,
 * not an estimate; so is its setup health among the runs already stored. Nothing is kept (no
 * run, no proposal; the change notification is not sent).
 */
export async function previewRunBundleHere(input: unknown, options: ImportOptions): Promise<UploadPreview> {
  const upload = await prepareUpload(db, input);
  // Stored beside any earlier upload of the same content: a preview of a duplicate still previews.
  const trials = upload.runs.map((run) => ({ ...run, contentHash: `preview:${randomUUID()}` }));
  const previews: RunPreview[] = [];
  let duplicates: ImportedRun[] = [];
  try {
    await db.$transaction(
      async (tx) => {
        duplicates = await findStoredDuplicates(tx, upload, options.contributorId);
        for (const [index, trial] of trials.entries()) {
          const runId = await writeRun(tx, trial, options);
          const stored = await tx.runFigures.findUnique({ where: { runId }, select: { details: true } });
          const figures = (stored?.details ?? null) as RunFigures | null;
          if (!figures) throw new Error("The preview's trial run has no derived figures.");
          // Among the setup's stored runs, as the run's page will place it once stored.
          const health = (await readSetupHealth(tx, runId))?.health ?? null;
          // the stored run's warnings: the upload's own and those against the catalogue
          const run = await tx.run.findUniqueOrThrow({ where: { id: runId }, select: { warnings: true } });
          const prepared = upload.runs[index] ?? trial;
          previews.push(computeRunPreview(prepared, figures, health, readPlausibilityWarnings(run.warnings)));
        }
        throw new PreviewRollback();
      },
      { timeout: 60_000, maxWait: 30_000 },
    );
  } catch (error) {
    const violation = readUniqueViolation(error);
    if (violation) throw describeCatalogueClash(violation);
    if (!(error instanceof PreviewRollback)) throw error;
  }
  return computeUploadPreview(previews, upload, duplicates);
}

const numberOrNull = (value: unknown) => (typeof value === "number" ? value : null);

async function writeRun(tx: Tx, prepared: MatchedRun, options: ImportOptions): Promise<string> {
  // A run the catalogue did not find still joins an entry that names the same accelerator.
  const { bundle, slugs } = prepared.catalogueMatch?.hardware
    ? prepared
    : await matchCatalogueHardware(tx, prepared.bundle, prepared.slugs);
  if (prepared.system) await ensureHardwareSystem(tx, prepared.system.baseSlug, prepared.system.count);
  const { contributorId } = options;
  const authority = options.trusted ? "operator" : await getFactAuthority(tx, contributorId);
  const suite = await ensureSuite(tx);
  // Existing entries are read, missing ones created from the bundle; its facts are settled after the run is stored.
  const catalogue = await ensureCatalogueEntries(tx, bundle, slugs);
  const variant = await tx.variant.upsert({
    where: { modelId_precision: { modelId: catalogue.modelId, precision: bundle.model.precision } },
    create: { modelId: catalogue.modelId, precision: bundle.model.precision, slug: slugs.variant },
    update: {},
    select: { id: true },
  });
  const engine = await tx.engine.upsert({
    where: { key: prepared.engineKey },
    create: {
      key: prepared.engineKey,
      name: bundle.engine.name,
      version: bundle.engine.version,
      build: bundle.engine.build ?? null,
      commit: bundle.engine.commit ?? null,
      backend: bundle.engine.backend ?? null,
      repository: bundle.engine.repository ?? null,
    },
    update: {},
    select: { id: true },
  });
  const known = catalogue.state.hardware;
  const hardwareWarnings = known
    ? computeHardwarePlausibilityWarnings(
        { memoryGB: bundle.hardware.memoryGB, bandwidthGBs: bundle.hardware.bandwidthGBs ?? null },
        {
          name: bundle.hardware.name,
          memoryGB: numberOrNull(known.memoryGB),
          bandwidthGBs: numberOrNull(known.bandwidthGBs),
        },
      )
    : [];
  const run = await tx.run.create({
    data: {
      variantId: variant.id,
      hardwareId: catalogue.hardwareId,
      engineId: engine.id,
      suiteId: suite.id,
      contributorId,
      launchCommand: prepared.launchCommand,
      measuredAt: prepared.bundle.measuredAt,
      maxContext: bundle.maxContext ?? null,
      servedModel: bundle.servedModel ?? null,
      revision: bundle.revision ?? null,
      hostCpu: bundle.hardware.cpu ?? null,
      hostRamGB: bundle.hardware.ramGB ?? null,
      hostOs: bundle.hardware.os ?? null,
      notes: bundle.notes ?? null,
      benchmarkTools: prepared.benchmarkTools,
      matrixMeta: prepared.matrixMeta ?? Prisma.DbNull,
      stated: prepared.stated,
      warnings: [...prepared.warnings, ...hardwareWarnings],
      contentHash: prepared.contentHash,
      provenance: options.publicSource ? "imported" : bundle.provenance.kind,
      source: options.publicSource?.url ?? (bundle.provenance.kind === "transcribed" ? bundle.provenance.source : null),
      sourceAuthor: options.publicSource?.author ?? null,
      catalogueMatch: prepared.catalogueMatch ?? Prisma.DbNull,
      machineMemoryGB: prepared.machineMemoryGB,
      // What the uploader measured, else what the tool reported (llm-inference-bench's average power).
      measuredPowerW: bundle.measuredPowerW ?? prepared.matrixMeta?.averagePowerW ?? null,
      distinguishing: Object.keys(prepared.distinguishing).length > 0 ? prepared.distinguishing : Prisma.DbNull,
    },
    select: { id: true },
  });
  // one statement per table, not Prisma's createMany, which works on the event loop (bulk-insert.ts)
  await insertSanitySamples(tx, run.id, prepared.sanity);
  const artifactIds = await insertArtifacts(
    tx,
    run.id,
    prepared.artifacts.map(({ measurements: _m, matrixCells: _c, ...artifact }) => artifact),
  );
  const artifactIdAt = (position: number): string => {
    const id = artifactIds.get(position);
    if (id === undefined) throw new Error(`No artifact was stored at position ${position}.`);
    return id;
  };
  await insertMeasurements(
    tx,
    run.id,
    prepared.artifacts.flatMap((artifact) =>
      artifact.measurements.map((measurement) => ({ ...measurement, artifactId: artifactIdAt(artifact.position) })),
    ),
  );
  await insertMatrixCells(
    tx,
    run.id,
    prepared.artifacts.flatMap((artifact) =>
      artifact.matrixCells.map((cell) => ({ ...cell, artifactId: artifactIdAt(artifact.position) })),
    ),
  );
  await recordBundleFacts(tx, {
    runId: run.id,
    proposerId: contributorId,
    authority,
    bundle,
    slugs,
    entries: catalogue,
  });
  await recomputeRunFigures(tx, run.id);
  return run.id;
}
