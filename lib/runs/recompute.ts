import "server-only";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { buildDataChangedNotification } from "@/lib/cache/data-version";
import { type EntryClaim, type FactValue, type FigureFacts, resolveFigureFacts } from "@/lib/claims/claims";
import { getDatabaseUrl } from "@/lib/database/url";
import { db, type Tx } from "@/lib/db";
import { assembleFiguresInput, type FiguresSource } from "@/lib/runs/figures-input";
import { computeFiguresRows } from "@/lib/runs/figures-rows";
import { readStatedFigures } from "@/lib/runs/prepare";
import { computeRunFigures } from "@/lib/scoring/figures";

/** A stored row's own columns, without the keys that tie it to its run and artifact. */
type Stored<T> = T & { id: string; runId: string; artifactId: string };

/**
 * What the figures of a run are computed from, one row per run, read with one SQL statement for
 * a whole batch: through Prisma's nested select this read (eleven queries, their rows mapped by
 * its WebAssembly query compiler) took ~1.4 ms a run, most of a recompute of every run. Whole
 * rows as JSON (`json_agg` of the row, not `to_jsonb`, which converts every float to numeric
 * and costs PostgreSQL three times as much). Measurements and matrix cells come in the order
 * they are stored (ctid), the order Prisma's read gave them: where a rung has several rows, the
 * first value reported wins (lib/scoring/headline.ts).
 */
type RunForFigures = {
  id: string;
  measuredAtMs: number;
  listed: boolean;
  reviewState: FiguresSource["reviewState"];
  /** Run.stated as stored: see readStatedFigures. */
  stated: unknown;
  precision: string;
  modelName: string;
  modelSlug: string;
  paramsB: number;
  activeParamsB: number | null;
  architecture: FiguresSource["model"]["architecture"];
  orgSlug: string;
  hardwareSlug: string;
  bandwidthGBs: number | null;
  modelClaim: EntryClaim;
  hardwareClaim: EntryClaim;
  /** This run's own proposals of the facts figures use, by "model:paramsB" ...: see resolveFigureFacts. */
  ownFacts: Record<string, FactValue> | null;
  priceUsd: number | null;
  boardPowerW: number | null;
  measuredPowerW: number | null;
  engineName: string;
  quality: FiguresSource["quality"];
  reviews: FiguresSource["reviews"];
  measurements: Stored<FiguresSource["measurements"][number]>[];
  matrixCells: Stored<FiguresSource["matrixCells"][number]>[];
};

/** Matrix cells without their keys, as Prisma's `omit` gave them (measurements need no copy:
 * assembleFiguresInput takes only their measured fields). */
const withoutKeys = <T>({ id: _id, runId: _run, artifactId: _artifact, ...row }: Stored<T>) => row as T;

/**
 * Runs one SQL statement with numbered parameters inside the caller's transaction and returns
 * its rows: through Prisma's transaction (one run after an upload or a verdict), or through a
 * `pg` connection of its own (every run, recomputeAllRuns), because Prisma hands each statement
 * and its parameters to its WebAssembly query compiler and maps every row it returns: for a
 * batch of 500 runs (megabytes of rows read and written as JSON) that was most of the recompute.
 */
type RunSql = {
  query: <T extends object>(text: string, values: unknown[]) => Promise<T[]>;
  /** A statement whose rows are not read (Prisma cannot read pg_notify's void column). */
  execute: (text: string, values: unknown[]) => Promise<void>;
};

const throughPrisma = (tx: Tx): RunSql => ({
  query: (text, values) => tx.$queryRawUnsafe(text, ...values),
  execute: async (text, values) => {
    await tx.$executeRawUnsafe(text, ...values);
  },
});

const throughPg = (client: pg.ClientBase): RunSql => ({
  query: async <T extends object>(text: string, values: unknown[]) =>
    (await client.query<T & pg.QueryResultRow>(text, values)).rows,
  execute: async (text, values) => {
    await client.query(text, values);
  },
});

function loadRuns(sql: RunSql, runIds: string[]): Promise<RunForFigures[]> {
  return sql.query<RunForFigures>(
    `
    SELECT r.id,
      (extract(epoch FROM r."measuredAt") * 1000)::float8 AS "measuredAtMs",
      -- Listed (on every list and ranking): not hidden, contributor not suspended, sanity check
      -- not failed (docs/decisions/0005-moderation.md). A failed run keeps its public page.
      (r."hiddenAt" IS NULL AND u."suspendedAt" IS NULL AND r."reviewState" <> 'failed') AS listed,
      r."reviewState"::text AS "reviewState",
      r.stated,
      v.precision,
      m.name AS "modelName", m.slug AS "modelSlug", m."paramsB", m."activeParamsB",
      m.architecture::text AS architecture,
      o.slug AS "orgSlug",
      h.slug AS "hardwareSlug", h."bandwidthGBs", h."priceUsd", h."boardPowerW", r."measuredPowerW",
      json_build_object('unsettledFacts', coalesce(m."unsettledFacts", '{}'), 'claimRunId', m."claimRunId")
        AS "modelClaim",
      json_build_object('unsettledFacts', coalesce(h."unsettledFacts", '{}'), 'claimRunId', h."claimRunId")
        AS "hardwareClaim",
      (SELECT json_object_agg(p."targetType"::text || ':' || p.field, p.value ORDER BY p."createdAt")
        FROM "CatalogueProposal" p
        WHERE p."runId" = r.id AND p.field IN ('paramsB', 'activeParamsB', 'architecture', 'bandwidthGBs')
          AND ((p."targetType" = 'model' AND p."targetSlug" = m.slug)
            OR (p."targetType" = 'hardware' AND p."targetSlug" = h.slug))) AS "ownFacts",
      e.name AS "engineName",
      (SELECT coalesce(json_agg(json_build_object('benchmark', q.benchmark, 'value', q.value)), '[]')
        FROM "QualityResult" q WHERE q."modelId" = m.id) AS quality,
      (SELECT coalesce(json_agg(json_build_object('verdict', rv.verdict, 'testKeys', rv."testKeys")
          ORDER BY rv."createdAt", rv.ctid), '[]')
        FROM "Review" rv WHERE rv."runId" = r.id) AS reviews,
      (SELECT coalesce(json_agg(x ORDER BY x.ctid), '[]') FROM "Measurement" x WHERE x."runId" = r.id) AS measurements,
      (SELECT coalesce(json_agg(c ORDER BY c.ctid), '[]') FROM "MatrixCell" c WHERE c."runId" = r.id) AS "matrixCells"
    FROM "Run" r
      JOIN "Variant" v ON v.id = r."variantId"
      JOIN "Model" m ON m.id = v."modelId"
      JOIN "Organization" o ON o.id = m."organizationId"
      JOIN "Hardware" h ON h.id = r."hardwareId"
      JOIN "Engine" e ON e.id = r."engineId"
      LEFT JOIN "User" u ON u.id = r."contributorId"
    WHERE r.id = ANY($1::text[])`,
    [runIds],
  );
}

/** The run's model and hardware facts: settled ones, and unsettled ones only where they are its own claim. */
function resolveRunFacts(run: RunForFigures) {
  return resolveFigureFacts({
    runId: run.id,
    live: {
      paramsB: run.paramsB,
      activeParamsB: run.activeParamsB,
      architecture: run.architecture,
      bandwidthGBs: run.bandwidthGBs,
    },
    model: run.modelClaim,
    hardware: run.hardwareClaim,
    own: run.ownFacts ?? {},
  });
}

function buildFiguresInput(run: RunForFigures, facts: FigureFacts) {
  return assembleFiguresInput({
    model: {
      paramsB: facts.paramsB,
      activeParamsB: facts.activeParamsB,
      architecture: facts.architecture,
      precision: run.precision,
    },
    bandwidthGBs: facts.bandwidthGBs,
    quality: run.quality,
    reviewState: run.reviewState,
    reviews: run.reviews,
    measurements: run.measurements,
    matrixCells: run.matrixCells.map(withoutKeys),
    stated: readStatedFigures(run.stated),
  });
}

/** The rows a run's figures are stored as: one RunFigures row and a TestFigures row per measured test. */
function computeRunFiguresRows(run: RunForFigures) {
  const facts = resolveRunFacts(run);
  return computeFiguresRows(computeRunFigures(buildFiguresInput(run, facts)), {
    runId: run.id,
    listed: run.listed,
    modelName: run.modelName,
    modelSlug: run.modelSlug,
    orgSlug: run.orgSlug,
    paramsB: facts.paramsB,
    architecture: facts.architecture,
    precision: run.precision,
    hardwareSlug: run.hardwareSlug,
    engineName: run.engineName,
    measuredAt: new Date(run.measuredAtMs),
    computedAt: new Date(),
    priceUsd: run.priceUsd,
    boardPowerW: run.boardPowerW,
    measuredPowerW: run.measuredPowerW,
  });
}

/**
 * The one writer of derived figures, with the rules version that made them: for one run after
 * an upload, a review verdict or a moderation action, and for every run (in batches) by
 * `npm run arena -- score recompute` when the rules change. Reads the runs in one query, computes
 * in memory, and replaces their rows with two statements per table.
 */
export function recomputeRunsFigures(tx: Tx, runIds: string[]): Promise<void> {
  return writeRunsFigures(throughPrisma(tx), runIds);
}

async function writeRunsFigures(sql: RunSql, runIds: string[]): Promise<void> {
  const runs = await loadRuns(sql, runIds);
  if (runs.length === 0) return;
  const rows = runs.map(computeRunFiguresRows);
  const ids = runs.map((run) => run.id);
  await sql.execute(`DELETE FROM "RunFigures" WHERE "runId" = ANY($1::text[])`, [ids]);
  await sql.execute(`DELETE FROM "TestFigures" WHERE "runId" = ANY($1::text[])`, [ids]);
  // One statement per table with the rows as one JSON parameter: PostgreSQL fills the table's
  // own row type from it. Prisma's createMany spends milliseconds per row on rows this wide.
  const runFigures = JSON.stringify(rows.map((row) => row.runFigures));
  await sql.execute(`INSERT INTO "RunFigures" SELECT * FROM json_populate_recordset(NULL::"RunFigures", $1::json)`, [
    runFigures,
  ]);
  const testFigures = JSON.stringify(
    rows.flatMap((row) => row.testFigures.map((test) => ({ id: randomUUID(), ...test }))),
  );
  await sql.execute(`INSERT INTO "TestFigures" SELECT * FROM json_populate_recordset(NULL::"TestFigures", $1::json)`, [
    testFigures,
  ]);
  const notification = buildDataChangedNotification(ids);
  await sql.execute(notification.text, notification.values);
}

export async function recomputeRunFigures(tx: Tx, runId: string): Promise<void> {
  await recomputeRunsFigures(tx, [runId]);
}

/** Every run's id, in batches in id order; the next page is read only when a batch is taken. */
async function* listRunIdBatches(batchSize: number): AsyncGenerator<string[]> {
  let cursor: string | undefined;
  for (;;) {
    const ids = await db.run.findMany({
      select: { id: true },
      orderBy: { id: "asc" },
      take: batchSize,
      ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
    });
    const last = ids.at(-1);
    if (!last) return;
    cursor = last.id;
    yield ids.map(({ id }) => id);
  }
}

/** `work` in one transaction of `client`: committed when it resolves, rolled back when it throws. */
async function inTransaction(client: pg.ClientBase, work: () => Promise<void>): Promise<void> {
  await client.query("BEGIN");
  try {
    await work();
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

/**
 * Recomputes every run, in batches of one transaction each; returns how many. Two batches are
 * in flight, each on a connection of its own, so that PostgreSQL reads and writes one while this
 * process computes the other (alone, each side waited on the other: half of the time of 10k
 * runs). Batches hold disjoint runs, so their transactions never wait on each other's rows.
 */
export async function recomputeAllRuns(batchSize = 500, inFlight = 2): Promise<number> {
  const batches = listRunIdBatches(batchSize);
  let total = 0;
  let failed = false;
  // Async generators queue concurrent next() calls: each batch is handed out once.
  const work = async () => {
    const client = new pg.Client({ connectionString: getDatabaseUrl() });
    await client.connect();
    try {
      for (let next = await batches.next(); !next.done && !failed; next = await batches.next()) {
        const ids = next.value;
        try {
          await inTransaction(client, () => writeRunsFigures(throughPg(client), ids));
        } catch (error) {
          failed = true;
          throw error;
        }
        total += ids.length;
      }
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: inFlight }, work));
  return total;
}
