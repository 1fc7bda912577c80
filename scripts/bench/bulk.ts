/**
 * The documented fast path for the 10k and 100k fills: the real import path stores about 11
 * runs a second on this machine (Prisma's query compiler dominates), so 100k runs would take
 * hours. Here the same tables are filled in large batches, with what the import path would
 * have stored:
 * - a set of template runs is generated and prepared by the real `prepareRun` (raw tool output
 *   parsed and mapped to the suite); each bulk run takes the template of its shape (full suite
 *   and matrix, suite only, partial suite, matrix only), its own setup (model, precision,
 *   hardware, engine, date, contributor) and the template's figures scaled to its speed;
 * - its derived figures come from the real pure functions (`assembleFiguresInput`,
 *   `computeRunFigures`), written as `recomputeRunFigures` writes them; `verifyBulkFigures`
 *   recomputes a sample through the real `recomputeRunFigures` and fails the benchmark if
 *   any stored figure differs;
 * - catalogue rows (organization, model, variant, hardware, engine) are only ever made by the
 *   real import path: a run whose setup is new is imported through `importRunBundle`.
 * Stored raw files are the template's (byte for byte what was parsed), so a bulk run's
 * artifacts show its template's figures, not its scaled ones.
 */
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import type { MatrixCell, Measurement } from "@/lib/ingest/schema";
import { db } from "@/lib/db";
import { assembleFiguresInput } from "@/lib/runs/figures-input";
import type { Run } from "@/lib/generated/prisma/client";
import { computeFiguresRows, type JsonRow } from "@/lib/runs/figures-rows";
import { computePlausibilityWarnings } from "@/lib/runs/plausibility";
import { parseRunBundle, prepareRun, type PreparedRun } from "@/lib/runs/prepare";
import { recomputeRunFigures } from "@/lib/runs/recompute";
import { computeRunFigures } from "@/lib/scoring/figures";
import { computeCatalogueKeys, importNewCatalogueRuns, pickContributor } from "./fill";
import { generateBundle, generateRunSetup, type RunSetup, type RunShape } from "./generate";

const TEMPLATE_SEED_OFFSET = 7_777;
const TEMPLATES_PER_SHAPE = 60;

const newId = () =>
  `c${BigInt(`0x${randomBytes(16).toString("hex")}`)
    .toString(36)
    .padStart(25, "0")
    .slice(0, 24)}`;

type Template = { prepared: PreparedRun; speed: number; shape: RunShape; key: number };

async function loadCatalogue() {
  const [variants, hardware, engines, suite] = await Promise.all([
    db.variant.findMany({
      select: {
        id: true,
        precision: true,
        model: { select: { slug: true, name: true, paramsB: true, organization: { select: { slug: true } } } },
      },
    }),
    db.hardware.findMany({ select: { id: true, slug: true } }),
    db.engine.findMany({ select: { id: true, key: true, name: true } }),
    db.suite.findFirstOrThrow({ select: { id: true } }),
  ]);
  return {
    variants: new Map(variants.map((row) => [`${row.model.slug}|${row.precision}`, row])),
    hardware: new Map(hardware.map((row) => [row.slug, row.id])),
    engines: new Map(engines.map((row) => [row.key, row])),
    suiteId: suite.id,
  };
}

function buildTemplates(seed: number): Map<RunShape, Template[]> {
  const byShape = new Map<RunShape, Template[]>();
  let key = 0;
  for (
    let index = 0;
    byShape.size < 4 || [...byShape.values()].some((list) => list.length < TEMPLATES_PER_SHAPE);
    index++
  ) {
    const { bundle, shape, speed } = generateBundle(seed + TEMPLATE_SEED_OFFSET, index);
    const list = byShape.get(shape) ?? [];
    if (list.length >= TEMPLATES_PER_SHAPE) continue;
    list.push({ prepared: prepareRun(parseRunBundle(bundle)), speed, shape, key: key++ });
    byShape.set(shape, list);
  }
  return byShape;
}

const SPEED_FIELDS = [
  "perUserTps",
  "perUserTpsStd",
  "totalTps",
  "totalTpsStd",
  "prefillTps",
  "prefillTpsStd",
  "peakTps",
] as const;
const WAIT_FIELDS = [
  "ttftMeanMs",
  "ttftStdMs",
  "ttftP50Ms",
  "ttftP95Ms",
  "ttftP99Ms",
  "tpotMeanMs",
  "itlMeanMs",
  "e2elMeanMs",
] as const;

function scale<T extends Record<string, unknown>>(
  row: T,
  up: readonly string[],
  down: readonly string[],
  ratio: number,
): T {
  const copy: Record<string, unknown> = { ...row };
  for (const field of up)
    if (typeof copy[field] === "number" && (copy[field] as number) > 0) copy[field] = (copy[field] as number) * ratio;
  for (const field of down)
    if (typeof copy[field] === "number" && (copy[field] as number) > 0) copy[field] = (copy[field] as number) / ratio;
  return copy as T;
}

type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;
type Rows = Record<
  "runs" | "artifacts" | "measurements" | "cells" | "sanity" | "figures" | "tests",
  Record<string, unknown>[]
>;

/** The rows one bulk run adds, figures included (stored as recomputeRunFigures stores them). */
function buildRun(
  seed: number,
  index: number,
  template: Template,
  setup: RunSetup,
  catalogue: Catalogue,
  contributorId: string,
  rows: Rows,
  now: string,
) {
  const { metadata } = setup;
  const keys = computeCatalogueKeys(setup);
  const variant = catalogue.variants.get(keys.variant)!;
  const engine = catalogue.engines.get(keys.engine)!;
  const ratio = setup.speed / template.speed;
  const runId = newId();
  const prepared = template.prepared;
  const measurements: Array<Measurement & { testKey: string | null }> = [];
  const cells: MatrixCell[] = [];
  for (const artifact of prepared.artifacts) {
    const artifactId = newId();
    const { measurements: _m, matrixCells: _c, content: _content, ...fields } = artifact;
    rows.artifacts.push({
      ...fields,
      id: artifactId,
      runId,
      content: `${template.key}:${artifact.position}`,
      createdAt: now,
    });
    for (const measurement of artifact.measurements) {
      const scaled = scale(measurement, SPEED_FIELDS, WAIT_FIELDS, ratio);
      measurements.push(scaled);
      rows.measurements.push({ ...scaled, id: newId(), runId, artifactId });
    }
    for (const cell of artifact.matrixCells) {
      const scaled = scale(cell, ["totalTps", "perRequestTps"], ["ttftMs", "tbtMs"], ratio);
      cells.push(scaled);
      rows.cells.push({ ...scaled, id: newId(), runId, artifactId });
    }
  }
  const model = {
    paramsB: metadata.model.paramsB,
    activeParamsB: metadata.model.activeParamsB ?? null,
    architecture: metadata.model.architecture,
    precision: metadata.model.precision,
  };
  const hardware = metadata.hardware as typeof metadata.hardware & { cpu?: string; ramGB?: number; os?: string };
  rows.runs.push({
    id: runId,
    variantId: variant.id,
    hardwareId: catalogue.hardware.get(keys.hardware)!,
    engineId: engine.id,
    suiteId: catalogue.suiteId,
    contributorId,
    launchCommand: metadata.launchCommand.replace(/(--api-key\s+)\S+/, "$1<redacted>"),
    measuredAt: metadata.measuredAt,
    maxContext: metadata.maxContext,
    servedModel: metadata.servedModel,
    revision: null,
    hostCpu: hardware.cpu ?? null,
    hostRamGB: hardware.ramGB ?? null,
    hostOs: hardware.os ?? null,
    notes: null,
    benchmarkTools: prepared.benchmarkTools,
    matrixMeta: prepared.matrixMeta,
    stated: prepared.stated,
    warnings: computePlausibilityWarnings({
      measurements,
      matrixCells: cells,
      model,
      bandwidthGBs: metadata.hardware.bandwidthGBs,
    }),
    contentHash: createHash("sha256").update(`bench-bulk:${seed}:${index}`).digest("hex"),
    provenance: "uploaded",
    source: null,
    sourceAuthor: null,
    catalogueMatch: null,
    machineMemoryGB: null,
    measuredPowerW: null,
    distinguishing: null,
    reviewState: "pending",
    reviewNote: null,
    reviewedAt: null,
    hiddenAt: null,
    hiddenReason: null,
    createdAt: now,
    updatedAt: now,
  } satisfies JsonRow<Run>);
  for (const sample of prepared.sanity) rows.sanity.push({ ...sample, id: newId(), runId });

  const figures = computeRunFigures(
    assembleFiguresInput({
      model,
      bandwidthGBs: metadata.hardware.bandwidthGBs,
      quality: metadata.model.quality.map(({ benchmark, value }) => ({ benchmark, value })),
      reviewState: "pending",
      reviews: [],
      measurements,
      matrixCells: cells,
      stated: prepared.stated,
    }),
  );
  const { runFigures, testFigures } = computeFiguresRows(figures, {
    runId,
    listed: true,
    modelName: variant.model.name,
    modelSlug: variant.model.slug,
    orgSlug: variant.model.organization.slug,
    paramsB: variant.model.paramsB,
    architecture: metadata.model.architecture,
    precision: variant.precision,
    hardwareSlug: keys.hardware,
    engineName: engine.name,
    measuredAt: new Date(metadata.measuredAt),
    computedAt: new Date(now),
    // The bench's hardware entries carry no price or board power (hardware rows below).
    priceUsd: null,
    boardPowerW: null,
    measuredPowerW: null,
  });
  rows.figures.push(runFigures);
  for (const test of testFigures) rows.tests.push({ id: newId(), ...test });
}

const populate = (table: string) =>
  `INSERT INTO "${table}" SELECT * FROM json_populate_recordset(NULL::"${table}", $1::json)`;

async function writeBatch(client: pg.Client, rows: Rows) {
  await client.query("BEGIN");
  try {
    await client.query(populate("Run"), [JSON.stringify(rows.runs)]);
    await client.query(
      `INSERT INTO "Artifact"
       SELECT a.id, a."runId", a.position, a.tool, a.format, a."toolVersion", a."testKey", a."fileName", t.content,
         a.sha256, a."sizeBytes", a."createdAt"
       FROM json_populate_recordset(NULL::"Artifact", $1::json) a JOIN bench_template_artifact t ON t.key = a.content`,
      [JSON.stringify(rows.artifacts)],
    );
    await client.query(populate("Measurement"), [JSON.stringify(rows.measurements)]);
    await client.query(populate("MatrixCell"), [JSON.stringify(rows.cells)]);
    await client.query(populate("SanitySample"), [JSON.stringify(rows.sanity)]);
    await client.query(populate("RunFigures"), [JSON.stringify(rows.figures)]);
    await client.query(populate("TestFigures"), [JSON.stringify(rows.tests)]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

export type BulkResult = { imported: number; inserted: number; seconds: number };

/**
 * Adds generated runs [from, to): those with a new catalogue entry through importRunBundle,
 * the others in batches of `batchSize` rows per table, one transaction per batch.
 */
export async function bulkInsertRuns(
  url: string,
  seed: number,
  from: number,
  to: number,
  contributors: string[],
  onProgress?: (done: number, total: number) => void,
  batchSize = 1_000,
): Promise<BulkResult> {
  const started = performance.now();
  const imported = await importNewCatalogueRuns(seed, from, to, contributors);
  const catalogue = await loadCatalogue();
  const templates = buildTemplates(seed);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE TEMP TABLE bench_template_artifact (key text PRIMARY KEY, content text NOT NULL)`);
    const templateRows = [...templates.values()].flat().flatMap((template) =>
      template.prepared.artifacts.map((artifact) => ({
        key: `${template.key}:${artifact.position}`,
        content: artifact.content,
      })),
    );
    await client.query(
      "INSERT INTO bench_template_artifact " +
        "SELECT * FROM json_populate_recordset(NULL::bench_template_artifact, $1::json)",
      [JSON.stringify(templateRows)],
    );
    let pending: Promise<void> = Promise.resolve();
    let inserted = 0;
    for (let batchStart = from; batchStart < to; batchStart += batchSize) {
      const rows: Rows = { runs: [], artifacts: [], measurements: [], cells: [], sanity: [], figures: [], tests: [] };
      const now = new Date().toISOString();
      for (let index = batchStart; index < Math.min(to, batchStart + batchSize); index++) {
        if (imported.has(index)) continue;
        const setup = generateRunSetup(seed, index);
        const list = templates.get(setup.shape) ?? [];
        const template = list[index % list.length];
        if (!template) throw new Error(`no template of the ${setup.shape} shape`);
        buildRun(seed, index, template, setup, catalogue, pickContributor(contributors, index), rows, now);
      }
      // Build the next batch while this one is written.
      await pending;
      inserted += rows.runs.length;
      pending = writeBatch(client, rows);
      onProgress?.(Math.min(to, batchStart + batchSize) - from, to - from);
    }
    await pending;
    return { imported: imported.size, inserted, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

/** VACUUM ANALYZE after a bulk load, as autovacuum would in time: fresh statistics and visibility maps. */
export async function vacuumAnalyze(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `VACUUM (ANALYZE) "Run", "RunFigures", "TestFigures", "Measurement", "MatrixCell", "Artifact", "Model", ` +
        `"Variant", "Hardware", "Engine", "Organization", "User"`,
    );
  } finally {
    await client.end();
  }
}

const round = (_key: string, value: unknown) => (typeof value === "number" ? Number(value.toPrecision(12)) : value);

const COMPARED = [
  "score",
  "suiteScore",
  "qualityScore",
  "throughputTps",
  "chatTtftS",
  "capacity5s",
  "capacity10s",
  "reliableCount",
  "testCount",
  "hasSuite",
  "hasMatrix",
  "listed",
  "peakDecodeTps",
  "vramGB",
  "precision",
  "hardwareSlug",
  "engineName",
  "modelSlug",
  "orgSlug",
] as const;

/**
 * Recomputes `sample` bulk runs through the real recomputeRunFigures and checks that every
 * compared figure, and every per-test row, is what the bulk path stored. Throws on a difference.
 */
export async function verifyBulkFigures(sample = 100): Promise<number> {
  const rows = await db.$queryRaw<
    Array<{ id: string }>
  >`SELECT r.id FROM "Run" r ORDER BY r."createdAt" DESC, r.id LIMIT ${sample}`;
  const select = Object.fromEntries(COMPARED.map((key) => [key, true]));
  const same = (a: unknown, b: unknown) => JSON.stringify(a, round) === JSON.stringify(b, round);
  let checked = 0;
  for (const { id } of rows) {
    const before = await db.runFigures.findUniqueOrThrow({ where: { runId: id }, select });
    const testsBefore = await db.testFigures.findMany({
      where: { runId: id },
      orderBy: { testKey: "asc" },
      select: { testKey: true, counts: true, testScore: true, perUserTps: true, ttftS: true },
    });
    await db.$transaction((tx) => recomputeRunFigures(tx, id));
    const after = await db.runFigures.findUniqueOrThrow({ where: { runId: id }, select });
    const testsAfter = await db.testFigures.findMany({
      where: { runId: id },
      orderBy: { testKey: "asc" },
      select: { testKey: true, counts: true, testScore: true, perUserTps: true, ttftS: true },
    });
    if (!same(before, after) || !same(testsBefore, testsAfter)) {
      throw new Error(
        `bulk figures of run ${id} differ from recomputeRunFigures:\n` +
          JSON.stringify({ before, after, testsBefore, testsAfter }),
      );
    }
    checked++;
  }
  return checked;
}
