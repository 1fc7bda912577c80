import "server-only";
import { cachePublicData } from "@/lib/cache/public-data";
import { hardwareTag, modelTag, runTag, setupTag } from "@/lib/cache/tags";
import { db, type Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { computeMatrixHistoryFigures, computeSetupHistory, type HistoryFigure } from "@/lib/insights/history";
import type { SetupHealth, SetupHistory } from "@/lib/insights/schema";
import { computeSetupHealth, type HealthFigures, type HealthRun } from "@/lib/insights/setup-health";
import { getSuiteTestName } from "@/lib/suite/definition";
import { SUITE_TEST_KEYS } from "@/lib/suite/test-keys";

/** The most peers a setup health compares, and the most runs a history shows: the newest. */
export const MAX_SETUP_RUNS = 500;

/** Who reads: the database, or the transaction of an upload preview (which sees its own trial run). */
type Reader = Pick<Tx, "run">;

const HEALTH_TESTS = ["chat", "rag-8k", "large-context", "capacity-sweep"];

const HEALTH_RUN_SELECT = {
  id: true,
  launchCommand: true,
  engine: { select: { name: true, version: true, backend: true } },
  figures: {
    select: {
      throughputTps: true,
      capacity5s: true,
      capacity10s: true,
      peakDecodeTps: true,
      efficiency: true,
      decodeCeilingTps: true,
    },
  },
  testFigures: {
    where: { testKey: { in: HEALTH_TESTS }, counts: true },
    select: { testKey: true, perUserTps: true, ttftS: true },
  },
} as const satisfies Prisma.RunSelect;

type HealthRow = Prisma.RunGetPayload<{ select: typeof HEALTH_RUN_SELECT }>;

/** A stored run's health figures: counting test figures, and the run's figures beside them. */
function toHealthRun(row: HealthRow): HealthRun {
  const test = (key: string) => row.testFigures.find((figure) => figure.testKey === key);
  const f = row.figures;
  const capacityCounts = test("capacity-sweep") !== undefined;
  const single = f?.efficiency != null && f.decodeCeilingTps != null ? f.efficiency * f.decodeCeilingTps : null;
  const figures: HealthFigures = {
    chatPerUserTps: test("chat")?.perUserTps ?? null,
    singleDecodeTps: single,
    chatTtftS: test("chat")?.ttftS ?? null,
    ragTtftS: test("rag-8k")?.ttftS ?? null,
    largeContextTtftS: test("large-context")?.ttftS ?? null,
    throughputTps: f?.throughputTps ?? null,
    capacity5s: capacityCounts ? (f?.capacity5s ?? null) : null,
    capacity10s: capacityCounts ? (f?.capacity10s ?? null) : null,
    peakDecodeTps: f?.peakDecodeTps ?? null,
  };
  return {
    runId: row.id,
    engineName: row.engine.name,
    engineVersion: row.engine.version,
    engineBackend: row.engine.backend,
    launchCommand: row.launchCommand,
    figures,
  };
}

/** Listed runs whose review did not fail: the runs that count, as leaderboards show them. */
const COUNTING = { reviewState: { not: "failed" }, figures: { is: { listed: true } } } as const;

/**
 * A run's setup health (lib/insights/setup-health.ts) with the slugs of its setup, or null when
 * no such run exists. Two reads: the run, then the other listed runs of its setup (the newest
 * MAX_SETUP_RUNS). `reader` is a transaction for the upload preview.
 */
export async function readSetupHealth(reader: Reader, runId: string) {
  const run = await reader.run.findUnique({
    where: { id: runId },
    select: {
      ...HEALTH_RUN_SELECT,
      variantId: true,
      hardwareId: true,
      variant: {
        select: {
          slug: true,
          precision: true,
          model: { select: { slug: true, paramsB: true, activeParamsB: true, architecture: true } },
        },
      },
      hardware: { select: { slug: true, bandwidthGBs: true } },
    },
  });
  if (!run) return null;
  const peers = await reader.run.findMany({
    where: { variantId: run.variantId, hardwareId: run.hardwareId, id: { not: run.id }, ...COUNTING },
    orderBy: { measuredAt: "desc" },
    take: MAX_SETUP_RUNS,
    select: HEALTH_RUN_SELECT,
  });
  const { model, precision } = run.variant;
  const health: SetupHealth = computeSetupHealth({
    run: toHealthRun(run),
    peers: peers.map(toHealthRun),
    ceiling: {
      model: { ...model, precision },
      bandwidthGBs: run.hardware.bandwidthGBs,
      decodeCeilingTps: run.figures?.decodeCeilingTps ?? null,
      efficiency: run.figures?.efficiency ?? null,
    },
  });
  return { health, setup: { modelSlug: model.slug, variantSlug: run.variant.slug, hardwareSlug: run.hardware.slug } };
}

/** A run's setup health for its API answer and exports (uncached: route handlers answer 503 themselves). */
export async function getSetupHealth(runId: string): Promise<SetupHealth | null> {
  return (await readSetupHealth(db, runId))?.health ?? null;
}

/** A run's setup health for its page, cached until the run or any run of its setup changes. */
export async function getPublicSetupHealth(runId: string): Promise<SetupHealth | null> {
  "use cache";
  const result = await readSetupHealth(db, runId);
  const setup = result?.setup;
  cachePublicData(runTag(runId), ...(setup ? [setupTag(setup.modelSlug, setup.variantSlug, setup.hardwareSlug)] : []));
  return result?.health ?? null;
}

export type SetupSlugs = { model: string; precision: string; hardware: string };

/** The order of a figure's series: suite tests in suite order, the capacity, then the matrix's. */
const testOrder = (key: string) => SUITE_TEST_KEYS.indexOf(key as (typeof SUITE_TEST_KEYS)[number]);

/**
 * The engine-version history of a setup (lib/insights/history.ts), or null when the model,
 * variant or hardware does not exist. One read of the setup's listed runs (the newest
 * MAX_SETUP_RUNS) with their counting test figures and valid decode cells.
 */
export async function getSetupHistory(slugs: SetupSlugs): Promise<SetupHistory | null> {
  const [variant, hardware] = await Promise.all([
    db.variant.findFirst({
      where: { slug: slugs.precision, model: { slug: slugs.model } },
      select: { id: true, slug: true, precision: true, model: { select: { slug: true, name: true } } },
    }),
    db.hardware.findUnique({ where: { slug: slugs.hardware }, select: { id: true, slug: true, name: true } }),
  ]);
  if (!variant || !hardware) return null;
  const runs = await db.run.findMany({
    where: { variantId: variant.id, hardwareId: hardware.id, ...COUNTING },
    orderBy: { measuredAt: "desc" },
    take: MAX_SETUP_RUNS,
    select: {
      id: true,
      measuredAt: true,
      engine: { select: { name: true, version: true } },
      figures: { select: { capacity5s: true, peakDecodeTps: true } },
      testFigures: { where: { counts: true }, select: { testKey: true, perUserTps: true } },
      matrixCells: {
        where: { phase: "decode", status: "valid" },
        select: { contextTokens: true, concurrency: true, perRequestTps: true, totalTps: true },
      },
    },
  });
  const engines = computeSetupHistory(
    runs.map((run) => {
      const tests: HistoryFigure[] = run.testFigures.flatMap((test) =>
        test.testKey === "capacity-sweep"
          ? [
              {
                key: "test:capacity-sweep",
                label: `${getSuiteTestName(test.testKey)}: req/s at p95 TTFT under 5 s`,
                unit: "req/s",
                order: testOrder(test.testKey),
                value: run.figures?.capacity5s ?? null,
              },
            ]
          : [
              {
                key: `test:${test.testKey}`,
                label: `${getSuiteTestName(test.testKey)}: per-user tok/s`,
                unit: "tok/s",
                order: testOrder(test.testKey),
                value: test.perUserTps,
              },
            ],
      );
      const peak: HistoryFigure = {
        key: "matrix:peak",
        label: "Matrix: peak total decode tok/s",
        unit: "tok/s",
        order: 100,
        value: run.figures?.peakDecodeTps ?? null,
      };
      return {
        runId: run.id,
        engineName: run.engine.name,
        engineVersion: run.engine.version,
        measuredAt: run.measuredAt.toISOString(),
        figures: [...tests, peak, ...computeMatrixHistoryFigures(run.matrixCells)],
      };
    }),
  );
  return {
    model: variant.model,
    variant: { slug: variant.slug, precision: variant.precision },
    hardware: { slug: hardware.slug, name: hardware.name },
    runs: runs.length,
    engines,
  };
}

/** getSetupHistory for the history page, cached until a run of the setup changes. */
export async function getPublicSetupHistory(slugs: SetupSlugs): Promise<SetupHistory | null> {
  "use cache";
  cachePublicData(setupTag(slugs.model, slugs.precision, slugs.hardware));
  return getSetupHistory(slugs);
}

type HistorySetupRow = {
  modelSlug: string;
  modelName: string;
  variantSlug: string;
  precision: string;
  hardwareSlug: string;
  hardwareName: string;
  runs: number;
  versions: number;
};

/** At most this many setups are listed on a model's or hardware's page (those with most runs). */
const MAX_LISTED_SETUPS = 50;

/**
 * The setups (variant × hardware) of a model or of a hardware with listed runs, most runs first,
 * each with how many engine versions it was measured with: the links to their histories.
 */
export async function listHistorySetups(of: { model: string } | { hardware: string }): Promise<HistorySetupRow[]> {
  "use cache";
  cachePublicData("model" in of ? modelTag(of.model) : hardwareTag(of.hardware));
  const where = "model" in of ? Prisma.sql`m.slug = ${of.model}` : Prisma.sql`h.slug = ${of.hardware}`;
  return db.$queryRaw<HistorySetupRow[]>`
    SELECT m.slug AS "modelSlug", m.name AS "modelName", v.slug AS "variantSlug", v.precision,
      h.slug AS "hardwareSlug", h.name AS "hardwareName", count(*)::int AS runs,
      count(DISTINCT (e.name, e.version))::int AS versions
    FROM "Run" r
      JOIN "RunFigures" f ON f."runId" = r.id AND f.listed
      JOIN "Variant" v ON v.id = r."variantId"
      JOIN "Model" m ON m.id = v."modelId"
      JOIN "Hardware" h ON h.id = r."hardwareId"
      JOIN "Engine" e ON e.id = r."engineId"
    WHERE ${where} AND r."reviewState" <> 'failed'
    GROUP BY m.slug, m.name, v.slug, v.precision, h.slug, h.name
    ORDER BY runs DESC, m.name, v.precision, h.name
    LIMIT ${MAX_LISTED_SETUPS}`;
}
