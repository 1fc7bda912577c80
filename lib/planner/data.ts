/**
 * The planner's reads: for one question, each listed run's nearest measured points at or above
 * it (a matrix decode cell, a rung of a closed-loop suite test that counts), with the facts its
 * cost needs. One row per run and source (DISTINCT ON), so the answer grows with the runs that
 * reach the load, not with their cells.
 */
import "server-only";
import { cachePublicData } from "@/lib/cache/public-data";
import { RUNS_TAG } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { FIGURES_SETUP } from "@/lib/runs/data";
import { Prisma } from "@/lib/generated/prisma/client";
import { PLANNER_SUITE_TESTS, planCapacity, type MeasuredPoint, type PlannerSetup } from "@/lib/planner/plan";
import type { PlannerQuery } from "@/lib/planner/search-params";

/** Runs read per question at most; past it the page says the list may be incomplete. */
export const PLANNER_RUN_LIMIT = 2000;

/** A measured point as the query returns it, with the run it belongs to. */
type PointRow = MeasuredPoint & { runId: string };

function findNearestPoints(users: number, contextTokens: number): Promise<PointRow[]> {
  const listed = Prisma.sql`JOIN "RunFigures" f ON f."runId" = r.id AND f.listed`;
  return db.$queryRaw<PointRow[]>`
    (SELECT DISTINCT ON (c."runId") c."runId", 'matrix' AS source, NULL AS "testKey", c.concurrency,
        c."contextTokens", c."ttftMs", c."perRequestTps" AS "perUserTps", c."totalTps"
      FROM "MatrixCell" c JOIN "Run" r ON r.id = c."runId" ${listed}
      WHERE c.phase = 'decode' AND c.status = 'valid' AND r."reviewState" <> 'failed'
        AND c.concurrency >= ${users} AND c."contextTokens" >= ${contextTokens}
        AND c."ttftMs" IS NOT NULL AND c."perRequestTps" IS NOT NULL
      ORDER BY c."runId", c.concurrency, c."contextTokens", c.ctid
      LIMIT ${PLANNER_RUN_LIMIT})
    UNION ALL
    (SELECT DISTINCT ON (m."runId") m."runId", 'suite' AS source, m."testKey", m.concurrency,
        m."promptTokens" + coalesce(m.depth, 0) AS "contextTokens", coalesce(m."ttftP50Ms", m."ttftMeanMs") AS "ttftMs",
        m."perUserTps", m."totalTps"
      FROM "Measurement" m JOIN "Run" r ON r.id = m."runId" ${listed}
        JOIN "TestFigures" t ON t."runId" = m."runId" AND t."testKey" = m."testKey" AND t.counts
      WHERE m."testKey" = ANY(${PLANNER_SUITE_TESTS}::text[]) AND r."reviewState" <> 'failed'
        AND m.concurrency >= ${users} AND m."promptTokens" + coalesce(m.depth, 0) >= ${contextTokens}
        AND coalesce(m."ttftP50Ms", m."ttftMeanMs") IS NOT NULL AND m."perUserTps" IS NOT NULL
      ORDER BY m."runId", m.concurrency, m."promptTokens" + coalesce(m.depth, 0), m.ctid
      LIMIT ${PLANNER_RUN_LIMIT})`;
}

/** The setups measured at or above `users` and `contextTokens`, each with its nearest points. */
export async function listPlannerSetups(users: number, contextTokens: number): Promise<PlannerSetup[]> {
  const points = await findNearestPoints(users, contextTokens);
  const byRun = new Map<string, MeasuredPoint[]>();
  for (const { runId, ...point } of points) {
    byRun.set(runId, [...(byRun.get(runId) ?? []), { ...point, contextTokens: Number(point.contextTokens) }]);
  }
  const runIds = [...byRun.keys()];
  const runs = await db.runFigures.findMany({
    where: { runId: { in: runIds } },
    select: {
      ...FIGURES_SETUP,
      priceUsd: true,
      powerW: true,
      powerMeasured: true,
      capacity5s: true,
      run: { select: { hardware: { select: { name: true } }, engine: { select: { version: true } } } },
    },
  });
  return runs.map(({ run, powerW, powerMeasured, ...figures }) => ({
    ...figures,
    hardwareName: run.hardware.name,
    engineVersion: run.engine.version,
    measuredPowerW: powerMeasured ? powerW : null,
    boardPowerW: powerMeasured ? null : powerW,
    points: byRun.get(figures.runId) ?? [],
  }));
}

/** The planner's answer to a question, for its page: cached until a run changes. */
export async function getCapacityPlan(query: PlannerQuery) {
  "use cache";
  cachePublicData(RUNS_TAG);
  const setups = await listPlannerSetups(query.users, query.contextTokens);
  return { ...planCapacity(setups, query, query.assumptions), runsRead: setups.length };
}
