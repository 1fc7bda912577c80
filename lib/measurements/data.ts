import "server-only";
import { cachePublicData } from "@/lib/cache/public-data";
import { RUNS_TAG } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { type FigureKey, getDefinition } from "@/lib/measurements/definitions";
import type { MeasurementQuery } from "@/lib/measurements/search-params";

/** Tests listed on /measurements at most: the most measured first. */
const TESTS_LISTED = 500;
/** Runs read for one test at most (the best measurement of each), before the setup filters. */
const RUNS_RANKED = 1_000;

export type MeasuredTest = { definition: string; test: string; runs: number };

/** Every test some listed run measured, by definition, the most measured first. */
export async function listMeasuredTests(): Promise<MeasuredTest[]> {
  "use cache";
  cachePublicData(RUNS_TAG);
  const rows = await db.$queryRaw<Array<{ definition: string; test: string; runs: bigint }>>`
    SELECT m.definition, m."testLabel" AS test, count(DISTINCT m."runId") AS runs
    FROM "Measurement" m JOIN "RunFigures" f ON f."runId" = m."runId"
    WHERE f.listed AND m.definition IS NOT NULL AND m."testLabel" IS NOT NULL
    GROUP BY m.definition, m."testLabel"
    ORDER BY runs DESC, m.definition, m."testLabel"
    LIMIT ${TESTS_LISTED}`;
  return rows.map((row) => ({ definition: row.definition, test: row.test, runs: Number(row.runs) }));
}

/** Column of each figure: identifiers from this fixed list only, never from input. */
const FIGURE_COLUMNS: Record<FigureKey, string> = {
  prefillTps: `"prefillTps"`,
  perUserTps: `"perUserTps"`,
  totalTps: `"totalTps"`,
  ttftMeanMs: `"ttftMeanMs"`,
  e2elMeanMs: `"e2elMeanMs"`,
};

/** The setup of a ranked run, as its row shows it. */
type RankedSetup = {
  modelName: string;
  modelSlug: string;
  precision: string;
  hardwareName: string;
  hardwareSlug: string;
  engine: string;
  measuredAt: Date;
  reviewState: "pending" | "passed" | "failed";
};

export type RankedRun = RankedSetup & {
  rank: number;
  runId: string;
  value: number;
  std: number | null;
  figures: Partial<Record<FigureKey, number>>;
};

export type MeasurementRanking = {
  rankBy: FigureKey;
  runs: RankedRun[];
  /** Setup choices among every run that measured the test, for the filters. */
  options: { hardware: Array<{ slug: string; name: string }>; precision: string[]; engine: string[] };
};

/** One row of the ranking query: the best measurement of a run, every figure column of it. */
type Row = RankedSetup & Record<FigureKey, number | null> & { runId: string; std: number | null };

/** Equal values share a rank (1, 1, 3), as everywhere in the arena (/methodology#ranks). */
export function rankByValue<T extends { value: number }>(items: T[]): Array<T & { rank: number }> {
  const sorted = [...items].sort((a, b) => b.value - a.value);
  let rank = 0;
  return sorted.map((item, index) => {
    if (index === 0 || item.value !== sorted[index - 1]?.value) rank = index + 1;
    return { ...item, rank };
  });
}

/**
 * Every listed run that measured `query.test` under `query.definition`, by its best value of the
 * definition's ranking figure, narrowed by the setup filters. Null without a test.
 */
export async function rankRunsByMeasurement(query: MeasurementQuery): Promise<MeasurementRanking | null> {
  "use cache";
  cachePublicData(RUNS_TAG);
  if (!query.definition || !query.test) return null;
  const rankBy = getDefinition(query.definition, query.definition).rankBy;
  const column = Prisma.raw(`m.${FIGURE_COLUMNS[rankBy]}`);
  const stdColumn = Prisma.raw(
    rankBy === "prefillTps" || rankBy === "perUserTps" || rankBy === "totalTps" ? `m."${rankBy}Std"` : "NULL::float8",
  );
  const rows = await db.$queryRaw<Row[]>`
    SELECT * FROM (
      SELECT DISTINCT ON (m."runId") m."runId", m."prefillTps", m."perUserTps", m."totalTps", m."ttftMeanMs",
        m."e2elMeanMs", ${stdColumn} AS std, f."modelName", f."modelSlug", f.precision, h.name AS "hardwareName",
        f."hardwareSlug", e.name || ' ' || e.version AS engine, f."measuredAt", r."reviewState"::text AS "reviewState"
      FROM "Measurement" m
        JOIN "RunFigures" f ON f."runId" = m."runId"
        JOIN "Run" r ON r.id = m."runId"
        JOIN "Hardware" h ON h.id = r."hardwareId"
        JOIN "Engine" e ON e.id = r."engineId"
      WHERE f.listed AND m.definition = ${query.definition} AND m."testLabel" = ${query.test}
        AND ${column} IS NOT NULL
      ORDER BY m."runId", ${column} DESC
    ) best
    ORDER BY best.${Prisma.raw(FIGURE_COLUMNS[rankBy])} DESC
    LIMIT ${RUNS_RANKED}`;
  const options = {
    hardware: uniqueBy(
      rows.map((row) => ({ slug: row.hardwareSlug, name: row.hardwareName })),
      (item) => item.slug,
    ).sort((a, b) => a.name.localeCompare(b.name)),
    precision: [...new Set(rows.map((row) => row.precision))].sort(),
    engine: [...new Set(rows.map((row) => row.engine))].sort(),
  };
  const chosen = rows.filter(
    (row) =>
      (!query.hardware || row.hardwareSlug === query.hardware) &&
      (!query.precision || row.precision === query.precision) &&
      (!query.engine || row.engine === query.engine),
  );
  const runs = rankByValue(
    chosen.map((row) => {
      const { runId, std, prefillTps, perUserTps, totalTps, ttftMeanMs, e2elMeanMs, ...setup } = row;
      const figures = Object.fromEntries(
        Object.entries({ prefillTps, perUserTps, totalTps, ttftMeanMs, e2elMeanMs }).filter(([, v]) => v !== null),
      ) as RankedRun["figures"];
      return { runId, std, figures, value: figures[rankBy] ?? 0, ...setup };
    }),
  );
  return { rankBy, runs, options };
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}
