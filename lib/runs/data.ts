import "server-only";
import { readCatalogueMatch } from "@/lib/runs/catalogue-match";
import { cachePublicData } from "@/lib/cache/public-data";
import { RUNS_TAG, runTag } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import type { CurrentUser } from "@/lib/accounts/data";
import type { Prisma, ReviewState } from "@/lib/generated/prisma/client";
import { readArtifactSetup, readMatrixMeta } from "@/lib/ingest/schema";
import { getSetupHealth } from "@/lib/insights/data";
import { readRunFigures } from "@/lib/scoring/figures";
import { runExportSchema, type RunExport } from "@/lib/runs/export-schema";
import { orderLatestRuns } from "@/lib/runs/latest";
import { readArtifactPart, readDistinguishing, readSkippedRows } from "@/lib/runs/parts";
import { readBenchmarkTools } from "@/lib/runs/schema";
import { CLAIM_SELECT, type ClaimColumns, presentEntryClaim } from "@/lib/claims/claims";

/** A model's facts as the head of its page and of each run's page show them, unsettled ones included. */
export const MODEL_HEADER = {
  name: true,
  slug: true,
  paramsB: true,
  activeParamsB: true,
  architecture: true,
  hfRepo: true,
  description: true,
  ...CLAIM_SELECT,
  organization: { select: { name: true, slug: true } },
} as const;

/** What a hardware is: its name, accelerators and memory. */
export const HARDWARE_DESCRIPTION = {
  name: true,
  accelerator: true,
  count: true,
  memoryGB: true,
  memoryKind: true,
  bandwidthGBs: true,
} as const;

/** A hardware's specs as the hardware pages and each run's page show them. */
export const HARDWARE_SPECS = { slug: true, ...HARDWARE_DESCRIPTION } as const;

const RUN_HEADER = {
  id: true,
  measuredAt: true,
  createdAt: true,
  maxContext: true,
  servedModel: true,
  revision: true,
  launchCommand: true,
  hostCpu: true,
  hostRamGB: true,
  hostOs: true,
  notes: true,
  benchmarkTools: true,
  matrixMeta: true,
  reviewState: true,
  reviewNote: true,
  hiddenAt: true,
  provenance: true,
  source: true,
  sourceAuthor: true,
  catalogueMatch: true,
  machineMemoryGB: true,
  contributor: { select: { handle: true, name: true } },
  variant: {
    select: {
      precision: true,
      slug: true,
      model: {
        select: {
          ...MODEL_HEADER,
          quality: { select: { benchmark: true, value: true, source: true }, orderBy: { benchmark: "asc" } },
        },
      },
    },
  },
  hardware: { select: { ...HARDWARE_SPECS, ...CLAIM_SELECT } },
  engine: { select: { name: true, version: true, build: true, commit: true, backend: true, repository: true } },
  figures: { select: { details: true, rulesVersion: true, listed: true, score: true } },
} as const;

/** What a run's page and its export list of each uploaded file: never its content. */
const ARTIFACT_LISTING = {
  id: true,
  position: true,
  tool: true,
  format: true,
  toolVersion: true,
  testKey: true,
  fileName: true,
  sizeBytes: true,
} as const;

type HeaderModel = ClaimColumns & { hfRepo: string | null; description: string | null };
type StoredHeader = {
  benchmarkTools: unknown;
  matrixMeta: unknown;
  figures: { details: unknown } | null;
  variant: { model: HeaderModel };
  hardware: ClaimColumns;
};

/** The model and hardware of a run as pages show them: unsettled facts as a claim, without links (issue 24). */
function presentRunEntries<R extends { variant: { model: HeaderModel }; hardware: ClaimColumns }>(run: R) {
  return {
    ...run,
    variant: { ...run.variant, model: presentEntryClaim(run.variant.model) },
    hardware: presentEntryClaim(run.hardware),
  };
}

/** A run header with its JSON columns read into their types; `derived` is the stored figures. */
function readHeaderColumns<R extends StoredHeader>(run: R) {
  const { benchmarkTools, matrixMeta, ...rest } = presentRunEntries(run);
  return {
    ...rest,
    benchmarkTools: readBenchmarkTools(benchmarkTools),
    matrixMeta: readMatrixMeta(matrixMeta),
    derived: run.figures ? readRunFigures(run.figures.details) : null,
  };
}

/** Who is looking at a run (`getCurrentUser()`): hidden runs are shown to their contributor and to admins only. */
export type RunViewer = Pick<CurrentUser, "id" | "role" | "suspendedAt"> | null;

function canViewHiddenRun(viewer: RunViewer, contributorId: string | null): boolean {
  if (!viewer || viewer.suspendedAt) return false;
  return viewer.role === "admin" || (contributorId !== null && contributorId === viewer.id);
}

/** Everything a run page shows, or null. Hidden runs are not public: only `viewer`s who may see them get them. */
export async function getRun(runId: string, viewer: RunViewer = null) {
  const run = await db.run.findUnique({
    where: { id: runId },
    select: {
      ...RUN_HEADER,
      contributorId: true,
      hiddenReason: true,
      reviewedAt: true,
      measurements: {
        omit: { runId: true },
        orderBy: [{ testKey: "asc" }, { concurrency: "asc" }, { promptTokens: "asc" }, { requestRate: "asc" }],
      },
      distinguishing: true,
      artifacts: {
        select: { ...ARTIFACT_LISTING, setup: true, part: true, skipped: true, notes: true },
        orderBy: { position: "asc" },
      },
      _count: { select: { sanity: true, matrixCells: true } },
    },
  });
  if (!run || (run.hiddenAt && !canViewHiddenRun(viewer, run.contributorId))) return null;
  const artifacts = run.artifacts.map((artifact) => ({
    ...artifact,
    setup: readArtifactSetup(artifact.setup),
    part: readArtifactPart(artifact.part),
    skipped: readSkippedRows(artifact.skipped),
    notes: Array.isArray(artifact.notes) ? artifact.notes.filter((note) => typeof note === "string") : [],
  }));
  return readHeaderColumns({ ...run, distinguishing: readDistinguishing(run.distinguishing), artifacts });
}

/**
 * Where a run stands right after its upload, for the uploader: the review of its sanity check and
 * whether public pages list it. Read from the database, not cached.
 */
export async function getRunStanding(id: string): Promise<{ reviewState: ReviewState; listed: boolean }> {
  const run = await db.run.findUniqueOrThrow({
    where: { id },
    select: { reviewState: true, hiddenAt: true, figures: { select: { listed: true } } },
  });
  return { reviewState: run.reviewState, listed: run.figures?.listed ?? run.hiddenAt === null };
}

export type RunDetail = NonNullable<Awaited<ReturnType<typeof getRun>>>;

/** `getRun` as anybody sees it (hidden runs are null), cached until the run changes. */
export async function getPublicRun(runId: string): Promise<RunDetail | null> {
  "use cache";
  cachePublicData(runTag(runId));
  return getRun(runId);
}

/** A run with its matrix cells, context then concurrency ascending. */
export async function getRunMatrix(runId: string) {
  "use cache";
  cachePublicData(runTag(runId));
  const run = await db.run.findUnique({
    where: { id: runId },
    select: {
      ...RUN_HEADER,
      matrixCells: {
        omit: { runId: true, artifactId: true, id: true },
        orderBy: [{ phase: "asc" }, { contextTokens: "asc" }, { concurrency: "asc" }],
      },
    },
  });
  if (!run || run.hiddenAt || run.matrixCells.length === 0) return null;
  return readHeaderColumns(run);
}

export type RunMatrix = NonNullable<Awaited<ReturnType<typeof getRunMatrix>>>;

/** The setup a row of RunFigures names (model, precision, hardware, engine), with the slugs that link them. */
export const FIGURES_SETUP = {
  runId: true,
  modelName: true,
  modelSlug: true,
  precision: true,
  hardwareSlug: true,
  engineName: true,
} as const;

/** What a row of `components/run-list.tsx` shows, read from RunFigures: one select for every run list. */
export const RUN_LIST_SELECT = {
  runId: true,
  modelName: true,
  precision: true,
  score: true,
  hasSuite: true,
  hasMatrix: true,
  peakDecodeTps: true,
  headline: true,
  measuredAt: true,
  run: {
    select: {
      hardware: { select: { name: true, slug: true, count: true } },
      engine: { select: { name: true, version: true } },
      reviewState: true,
      reviewNote: true,
    },
  },
} as const satisfies Prisma.RunFiguresSelect;

/** A row of `components/run-list.tsx`. */
export type RunListItem = Prisma.RunFiguresGetPayload<{ select: typeof RUN_LIST_SELECT }>;

/**
 * A run whose sanity check failed, and public: not hidden, its contributor not suspended. Such a
 * run is unlisted (RunFigures.listed is false) but keeps its page with the verdict.
 */
const FAILED_PUBLIC_RUN = {
  reviewState: "failed",
  hiddenAt: null,
  NOT: { contributor: { is: { suspendedAt: { not: null } } } },
} as const satisfies Prisma.RunWhereInput;

/**
 * The newest runs for the home page and the compare picker: the newest listed runs, and after
 * them, marked, the failed ones among the newest (orderLatestRuns).
 */
export async function listLatestRuns(limit = 10) {
  "use cache";
  cachePublicData(RUNS_TAG);
  const select = { ...RUN_LIST_SELECT, ...FIGURES_SETUP } as const;
  const [listed, failed] = await Promise.all([
    db.runFigures.findMany({ where: { listed: true }, orderBy: { measuredAt: "desc" }, take: limit, select }),
    db.runFigures.findMany({
      where: { listed: false, run: FAILED_PUBLIC_RUN },
      orderBy: { measuredAt: "desc" },
      take: limit,
      select,
    }),
  ]);
  return orderLatestRuns(listed, failed, limit);
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/**
 * A run normalised for the read API and the exports (`runExportSchema`): model, variant,
 * hardware, engine, redacted launch command, review, derived figures with their rules version,
 * every measurement and matrix cell, and each artifact's metadata with a link to it. Never an
 * email or a token. Null when the run does not exist or is hidden.
 */
export async function getRunForExport(runId: string): Promise<RunExport | null> {
  const run = await db.run.findUnique({
    where: { id: runId },
    select: {
      ...RUN_HEADER,
      reviewedAt: true,
      measurements: {
        omit: { id: true, runId: true },
        orderBy: [{ testKey: "asc" }, { concurrency: "asc" }, { promptTokens: "asc" }, { requestRate: "asc" }],
      },
      matrixCells: {
        omit: { id: true, runId: true },
        orderBy: [{ phase: "asc" }, { contextTokens: "asc" }, { concurrency: "asc" }],
      },
      artifacts: {
        select: { ...ARTIFACT_LISTING, sha256: true },
        orderBy: { position: "asc" },
      },
      _count: { select: { sanity: true } },
    },
  });
  if (!run || run.hiddenAt) return null;
  const { model, precision, slug } = presentRunEntries(run).variant;
  const setupHealth = await getSetupHealth(run.id);
  return runExportSchema.parse({
    exportVersion: 1,
    id: run.id,
    url: `/runs/${run.id}`,
    model: { ...model, organization: model.organization },
    variant: { precision, slug },
    hardware: presentEntryClaim(run.hardware),
    host: { cpu: run.hostCpu, ramGB: run.hostRamGB, os: run.hostOs },
    notes: run.notes,
    engine: run.engine,
    launchCommand: run.launchCommand,
    measuredAt: run.measuredAt.toISOString(),
    uploadedAt: run.createdAt.toISOString(),
    maxContext: run.maxContext,
    servedModel: run.servedModel,
    revision: run.revision,
    tools: run.benchmarkTools,
    contributor: run.contributor,
    review: { state: run.reviewState, note: run.reviewNote, reviewedAt: iso(run.reviewedAt) },
    provenance: { kind: run.provenance, source: run.source, author: run.sourceAuthor },
    catalogueMatch: readCatalogueMatch(run.catalogueMatch),
    machineMemoryGB: run.machineMemoryGB,
    figures: run.figures ? { ...readRunFigures(run.figures.details), rulesVersion: run.figures.rulesVersion } : null,
    setupHealth,
    measurements: run.measurements,
    matrix: run.matrixCells.length > 0 ? { meta: run.matrixMeta, cells: run.matrixCells } : null,
    artifacts: run.artifacts.map((artifact) => ({ ...artifact, url: `/runs/${run.id}/artifacts/${artifact.id}` })),
    sanitySamples: run._count.sanity,
  } satisfies Record<keyof RunExport, unknown>);
}

/** One artifact of a public run, as uploaded (secrets redacted), or null. */
export async function getRunArtifact(runId: string, artifactId: string) {
  const artifact = await db.artifact.findUnique({
    where: { id: artifactId },
    select: {
      runId: true,
      position: true,
      format: true,
      fileName: true,
      content: true,
      run: { select: { hiddenAt: true } },
    },
  });
  if (!artifact || artifact.runId !== runId || artifact.run.hiddenAt) return null;
  return {
    position: artifact.position,
    format: artifact.format,
    fileName: artifact.fileName,
    content: artifact.content,
  };
}

/** Runs side by side on /compare: header figures, derived figures and valid decode cells. Hidden runs are left out. */
export async function listRunsForCompare(runIds: string[]) {
  "use cache";
  cachePublicData(...runIds.map(runTag));
  const runs = await db.run.findMany({
    where: { id: { in: runIds }, hiddenAt: null },
    select: {
      id: true,
      measuredAt: true,
      variant: { select: { precision: true, model: { select: { name: true, slug: true } } } },
      hardware: { select: { name: true } },
      engine: { select: { name: true, version: true } },
      launchCommand: true,
      reviewState: true,
      reviewNote: true,
      figures: {
        select: {
          details: true,
          score: true,
          throughputTps: true,
          reliableCount: true,
          testCount: true,
          capacity5s: true,
          capacity10s: true,
        },
      },
      matrixCells: {
        where: { phase: "decode", status: "valid", totalTps: { not: null } },
        select: { contextTokens: true, concurrency: true, totalTps: true },
        orderBy: [{ contextTokens: "asc" }, { concurrency: "asc" }],
      },
    },
  });
  // In the order the ids were given: the first run is the baseline.
  return runIds.flatMap((id) => {
    const run = runs.find((candidate) => candidate.id === id);
    return run ? [{ ...run, derived: run.figures ? readRunFigures(run.figures.details) : null }] : [];
  });
}

export type CompareRun = Awaited<ReturnType<typeof listRunsForCompare>>[number];
