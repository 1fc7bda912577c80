import "server-only";
import { createHash } from "node:crypto";
import { cachePublicData } from "@/lib/cache/public-data";
import { RANKS_TAG, RUNS_TAG } from "@/lib/cache/tags";
import { createViewCache } from "@/lib/cache/view-cache";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { computeCostPerMillionTokens, type CostAssumptions } from "@/lib/cost/compute";
import { formatEngineName } from "@/lib/format";
import { readHeadlineFigures } from "@/lib/measurements/schema";
import {
  DEFAULT_FILTERS,
  PAGE_SIZE,
  readCostAssumptions,
  toLeaderboardQueryString,
  type LeaderboardFilters,
  type SortKey,
} from "@/lib/leaderboard/schema";

// Views that have not changed since the last write are served from memory (lib/cache).
const rankCache = createViewCache<number>(5_000);
const optionsCache = createViewCache<FilterOptions>(1);
const countCache = createViewCache<number>(500);
const viewCache = createViewCache<LeaderboardView>(200);

/**
 * Arena rank of a score among listed runs with a suite score: 1 + how many score higher
 * (ties share a rank). One indexed count, cached per score until the data changes.
 */
export async function getArenaRank(score: number | null): Promise<number | null> {
  "use cache";
  cachePublicData(RANKS_TAG);
  if (score === null) return null;
  const higher = await rankCache.get(String(score), () =>
    db.runFigures.count({ where: { listed: true, score: { gt: score } } }),
  );
  return 1 + higher;
}

/**
 * A public run's arena rank (`runRankSchema`): null when it is not ranked (no suite score, or not
 * listed); undefined when no public run has this id. Read apart from the run's page, which would
 * otherwise be out of date after every ranked upload (GET /api/v1/runs/{id}/rank). Not cached as
 * a page read: the count is, per score, until the data changes.
 */
export async function getRunRank(runId: string): Promise<{ rank: number | null } | undefined> {
  const run = await db.run.findUnique({
    where: { id: runId },
    select: { hiddenAt: true, figures: { select: { listed: true, hasSuite: true, score: true } } },
  });
  if (!run || run.hiddenAt) return undefined;
  const score = run.figures?.listed && run.figures.hasSuite ? run.figures.score : null;
  if (score === null) return { rank: null };
  const higher = await rankCache.get(String(score), () =>
    db.runFigures.count({ where: { listed: true, score: { gt: score } } }),
  );
  return { rank: 1 + higher };
}

/**
 * RunFigures columns each sort key orders by; nulls (e.g. matrix-only runs) always last. Cost
 * depends on the view's assumptions: it is ordered by an expression (findCostOrderedIds), its
 * column here only names what a run needs to have one.
 */
const SORT_COLUMNS: Record<SortKey, keyof Prisma.RunFiguresOrderByWithRelationInput> = {
  score: "score",
  throughput: "throughputTps",
  chatTtft: "chatTtftS",
  capacity5s: "capacity5s",
  reliable: "reliableCount",
  measuredAt: "measuredAt",
  paramsB: "paramsB",
  model: "modelName",
  org: "orgSlug",
  precision: "precision",
  hardware: "hardwareSlug",
  engine: "engineName",
  cost: "priceUsd",
  tokensPerJoule: "tokensPerJoule",
};
const NULLABLE = new Set<SortKey>(["score", "throughput", "chatTtft", "capacity5s", "tokensPerJoule"]);

function buildOrderBy(filters: LeaderboardFilters): Prisma.RunFiguresOrderByWithRelationInput[] {
  const column = SORT_COLUMNS[filters.sort];
  const primary = NULLABLE.has(filters.sort) ? { sort: filters.dir, nulls: "last" as const } : filters.dir;
  return [{ [column]: primary } as Prisma.RunFiguresOrderByWithRelationInput, { measuredAt: "desc" }, { runId: "asc" }];
}

/** Listed runs matching the filters; every condition is on an indexed RunFigures column but `q`. */
function buildWhere(filters: LeaderboardFilters, scoredOnly = false): Prisma.RunFiguresWhereInput {
  const where: Prisma.RunFiguresWhereInput = { listed: true };
  if (filters.hardware) where.hardwareSlug = filters.hardware;
  if (filters.precision) where.precision = filters.precision;
  if (filters.engine) where.engineName = filters.engine;
  if (filters.org) where.orgSlug = filters.org;
  if (filters.architecture) where.architecture = filters.architecture;
  if (filters.minParams !== undefined || filters.maxParams !== undefined) {
    where.paramsB = {
      ...(filters.minParams !== undefined && { gte: filters.minParams }),
      ...(filters.maxParams !== undefined && { lte: filters.maxParams }),
    };
  }
  if (filters.q) where.modelName = { contains: escapeLike(filters.q), mode: "insensitive" };
  if (filters.maxPrice !== undefined) where.priceUsd = { lte: filters.maxPrice };
  if (scoredOnly) where.score = { not: null };
  return where;
}

/** `q` as literal text in Prisma's `contains` (an ILIKE pattern, whose %, _ and \ it passes on). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** The conditions of `buildWhere` as SQL on RunFigures `f`, for the capped count Prisma cannot write. */
function buildWhereSql(filters: LeaderboardFilters): Prisma.Sql {
  const conditions = [Prisma.sql`f.listed`];
  if (filters.hardware) conditions.push(Prisma.sql`f."hardwareSlug" = ${filters.hardware}`);
  if (filters.precision) conditions.push(Prisma.sql`f.precision = ${filters.precision}`);
  if (filters.engine) conditions.push(Prisma.sql`f."engineName" = ${filters.engine}`);
  if (filters.org) conditions.push(Prisma.sql`f."orgSlug" = ${filters.org}`);
  if (filters.architecture) conditions.push(Prisma.sql`f.architecture = ${filters.architecture}::"Architecture"`);
  if (filters.minParams !== undefined) conditions.push(Prisma.sql`f."paramsB" >= ${filters.minParams}`);
  if (filters.maxParams !== undefined) conditions.push(Prisma.sql`f."paramsB" <= ${filters.maxParams}`);
  if (filters.q) conditions.push(Prisma.sql`f."modelName" ILIKE ${`%${escapeLike(filters.q)}%`}`);
  if (filters.maxPrice !== undefined) conditions.push(Prisma.sql`f."priceUsd" <= ${filters.maxPrice}`);
  return Prisma.join(conditions, " AND ");
}

/**
 * Cost per million output tokens of RunFigures `f` under the assumptions, in SQL: the same
 * formula as computeCostPerMillionTokens (lib/cost/compute.ts), NULL when a fact is missing.
 */
function buildCostSql(assumptions: CostAssumptions): Prisma.Sql {
  const hours = assumptions.years * 365 * assumptions.hoursPerDay;
  return Prisma.sql`((f."priceUsd" / ${hours}::float8 + f."powerW" / 1000.0 * ${assumptions.usdPerKwh}::float8)
    / (NULLIF(f."throughputTps", 0) * 3600) * 1000000)`;
}

/**
 * The ids of one page of runs ordered by cost under the view's assumptions, the runs without a
 * cost last. An expression no index holds: it sorts the matching runs, so the price filter and
 * the few hardware entries with a price keep it small.
 */
async function findCostOrderedIds(filters: LeaderboardFilters, skip: number, take: number): Promise<string[]> {
  const cost = buildCostSql(readCostAssumptions(filters));
  const dir = Prisma.raw(filters.dir === "asc" ? "ASC" : "DESC");
  const rows = await db.$queryRaw<Array<{ runId: string }>>`
    SELECT f."runId" FROM "RunFigures" f WHERE ${buildWhereSql(filters)}
    ORDER BY ${cost} ${dir} NULLS LAST, f."measuredAt" DESC, f."runId" ASC
    OFFSET ${skip} LIMIT ${take}`;
  return rows.map((row) => row.runId);
}

const FIGURE_FIELDS = {
  runId: true,
  modelName: true,
  modelSlug: true,
  orgSlug: true,
  paramsB: true,
  architecture: true,
  precision: true,
  hardwareSlug: true,
  engineName: true,
  score: true,
  qualityScore: true,
  qualityCoverage: true,
  throughputTps: true,
  chatTtftS: true,
  capacity5s: true,
  reliableCount: true,
  testCount: true,
  hasSuite: true,
  hasMatrix: true,
  headline: true,
  measuredAt: true,
  priceUsd: true,
  powerW: true,
  powerMeasured: true,
  tokensPerJoule: true,
} satisfies Prisma.RunFiguresSelect;

/** From the run: the engine's version, and whether an admin has reviewed it (rows mark runs not reviewed yet). */
const RUN_FIELDS = { engine: { select: { version: true } }, reviewState: true } satisfies Prisma.RunSelect;
const TEST_FIELDS = {
  testScore: true,
  perUserTps: true,
  ttftS: true,
  effectiveTps: true,
} satisfies Prisma.TestFiguresSelect;

type FigureRecord = Prisma.RunFiguresGetPayload<{ select: typeof FIGURE_FIELDS }>;
type TestRecord = Prisma.TestFiguresGetPayload<{ select: typeof TEST_FIELDS }>;
type ReviewState = Prisma.RunGetPayload<{ select: { reviewState: true } }>["reviewState"];
type PageRecord = FigureRecord & { engineVersion: string; reviewState: ReviewState; test: TestRecord | null };

/** One page of records, in the order of the view: per-test by test score, else by the sort. */
async function findRecords(
  filters: LeaderboardFilters,
  skip: number,
  take: number,
  scoredOnly = false,
): Promise<PageRecord[]> {
  const where = buildWhere(filters, scoredOnly);
  if (filters.test) {
    const records = await db.testFigures.findMany({
      where: { testKey: filters.test, counts: true, run: { figures: { is: where } } },
      orderBy: [{ testScore: "desc" }, { runId: "asc" }],
      skip,
      take,
      select: { ...TEST_FIELDS, run: { select: { ...RUN_FIELDS, figures: { select: FIGURE_FIELDS } } } },
    });
    return records.flatMap(({ run, ...test }) =>
      run.figures ? [{ ...run.figures, engineVersion: run.engine.version, reviewState: run.reviewState, test }] : [],
    );
  }
  const select = { ...FIGURE_FIELDS, run: { select: RUN_FIELDS } } satisfies Prisma.RunFiguresSelect;
  const toRecord = ({ run, ...figures }: Prisma.RunFiguresGetPayload<{ select: typeof select }>): PageRecord => ({
    ...figures,
    engineVersion: run.engine.version,
    reviewState: run.reviewState,
    test: null,
  });
  if (filters.sort === "cost") {
    const ids = await findCostOrderedIds(filters, skip, take);
    const records = await db.runFigures.findMany({ where: { runId: { in: ids } }, select });
    const byId = new Map(records.map((record) => [record.runId, record]));
    return ids.flatMap((id) => {
      const record = byId.get(id);
      return record ? [toRecord(record)] : [];
    });
  }
  if (!(NULLABLE.has(filters.sort) && filters.dir === "desc")) {
    const records = await db.runFigures.findMany({ where, orderBy: buildOrderBy(filters), skip, take, select });
    return records.map(toRecord);
  }
  // Best first with the runs lacking the figure last: read as two index-ordered parts, since no
  // index sorts "DESC NULLS LAST" (a single query would sort every listed run for each page).
  const column = SORT_COLUMNS[filters.sort];
  const tieBreak: Prisma.RunFiguresOrderByWithRelationInput[] = [{ measuredAt: "desc" }, { runId: "asc" }];
  const withFigure = await db.runFigures.findMany({
    where: { AND: [where, { [column]: { not: null } }] },
    orderBy: [{ [column]: "desc" } as Prisma.RunFiguresOrderByWithRelationInput, ...tieBreak],
    skip,
    take,
    select,
  });
  if (withFigure.length === take || scoredOnly) return withFigure.map(toRecord);
  // The page reaches past the last run with the figure: the rest comes from those without it.
  const counted =
    withFigure.length > 0
      ? skip + withFigure.length
      : await db.runFigures.count({ where: { AND: [where, { [column]: { not: null } }] } });
  const withoutFigure = await db.runFigures.findMany({
    where: { AND: [where, { [column]: null }] },
    orderBy: tieBreak,
    skip: Math.max(0, skip - counted),
    take: take - withFigure.length,
    select,
  });
  return [...withFigure, ...withoutFigure].map(toRecord);
}

/**
 * Matching runs are counted up to this many. An exact count reads an index entry for every
 * matching run (17 ms at 100k runs), so each uncached view would cost more as the arena grows;
 * counting stops after COUNT_CAP + 1 entries, and a larger total is shown as "more than 10,000"
 * (the API's `totalCapped`), which stays true however many runs there are.
 */
export const COUNT_CAP = 10_000;

/**
 * How many runs match, up to `cap` + 1 (one more than the cap: more than it match). In SQL:
 * Prisma's `count` with `take` orders the runs by id first, which reads every one of them.
 */
function countRecords(filters: LeaderboardFilters, cap: number): Promise<number> {
  // The count does not depend on the sort or the page: one cached count serves all of them.
  const key = `${cap}:${toLeaderboardQueryString({ ...filters, sort: "score", dir: "desc", page: 1 })}`;
  return countCache.get(key, async () => {
    const where = buildWhereSql(filters);
    const matching = filters.test
      ? Prisma.sql`SELECT 1 FROM "TestFigures" t JOIN "RunFigures" f ON f."runId" = t."runId"
          WHERE t."testKey" = ${filters.test} AND t.counts AND ${where}`
      : Prisma.sql`SELECT 1 FROM "RunFigures" f WHERE ${where}`;
    const [{ count }] = await db.$queryRaw<[{ count: number }]>`
      SELECT count(*)::int AS count FROM (${matching} LIMIT ${cap + 1}) AS matching`;
    return count;
  });
}

type Names = { hardware: Map<string, string>; org: Map<string, string> };

/** Display names of hardware and organizations by slug: two lookups on unique columns. */
async function getNames(hardwareSlugs: string[], orgSlugs: string[]): Promise<Names> {
  const [hardware, orgs] = await Promise.all([
    db.hardware.findMany({ where: { slug: { in: hardwareSlugs } }, select: { slug: true, name: true } }),
    db.organization.findMany({ where: { slug: { in: orgSlugs } }, select: { slug: true, name: true } }),
  ]);
  return {
    hardware: new Map(hardware.map((row) => [row.slug, row.name])),
    org: new Map(orgs.map((row) => [row.slug, row.name])),
  };
}

function toRow(record: PageRecord, names: Names, rank: number | null, assumptions: CostAssumptions) {
  const watts = record.powerW;
  return {
    ...record,
    rank,
    /** USD per million output tokens at the run's throughput, under the view's assumptions; null without the facts. */
    costPerMTokUsd: computeCostPerMillionTokens(
      { tokensPerSecond: record.throughputTps, priceUsd: record.priceUsd, watts },
      assumptions,
    ),
    /** What the run lists by its own tests, for a run without the suite (lib/measurements/headline.ts). */
    headline: readHeadlineFigures(record.headline),
    hardwareName: names.hardware.get(record.hardwareSlug) ?? record.hardwareSlug,
    orgName: names.org.get(record.orgSlug) ?? record.orgSlug,
    measuredAt: record.measuredAt.toISOString(),
  };
}

export type LeaderboardRow = ReturnType<typeof toRow>;

/**
 * The value a view ranks by: the test score in the per-test view, the score when the overall view
 * is sorted best score first; undefined when the view is not a ranking (rows get no rank).
 */
function readRankedValue(filters: LeaderboardFilters, record: PageRecord): number | null | undefined {
  if (filters.test) return record.test?.testScore ?? null;
  return filters.sort === "score" && filters.dir === "desc" ? record.score : undefined;
}

/** How many matching runs rank above `value`: what a row tied with the previous page's last one needs. */
function countRankedAbove(filters: LeaderboardFilters, value: number): Promise<number> {
  const where = buildWhere(filters);
  if (filters.test) {
    return db.testFigures.count({
      where: { testKey: filters.test, counts: true, testScore: { gt: value }, run: { figures: { is: where } } },
    });
  }
  return db.runFigures.count({ where: { AND: [where, { score: { gt: value } }] } });
}

/**
 * Ranks of the rows of one page, as everywhere in the arena (/methodology#ranks): equal values
 * share a rank, the next one skips (1, 1, 3). A row equal to the one before it takes its rank; a
 * page's first row counts the runs above it, since its tie may start on the page before.
 */
async function computeRanks(filters: LeaderboardFilters, records: PageRecord[], skip: number) {
  const ranks: Array<number | null> = [];
  for (const [index, record] of records.entries()) {
    const value = readRankedValue(filters, record);
    const previous = index > 0 ? records[index - 1] : undefined;
    if (value === undefined || value === null) ranks.push(null);
    else if (previous && readRankedValue(filters, previous) === value) ranks.push(ranks[index - 1] ?? null);
    else if (index === 0 && skip > 0) ranks.push(1 + (await countRankedAbove(filters, value)));
    else ranks.push(skip + index + 1);
  }
  return ranks;
}

async function toRows(filters: LeaderboardFilters, records: PageRecord[], names: Names, skip: number) {
  const ranks = await computeRanks(filters, records, skip);
  const assumptions = readCostAssumptions(filters);
  return records.map((record, index) => toRow(record, names, ranks[index] ?? null, assumptions));
}

async function findRows(filters: LeaderboardFilters, skip: number, take: number, scoredOnly = false) {
  const records = await findRecords(filters, skip, take, scoredOnly);
  const slugs = (pick: (record: PageRecord) => string) => [...new Set(records.map(pick))];
  return toRows(
    filters,
    records,
    await getNames(
      slugs((r) => r.hardwareSlug),
      slugs((r) => r.orgSlug),
    ),
    skip,
  );
}

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

type OptionRow = { kind: "hardware" | "precision" | "engine" | "org"; value: string; label: string };

/**
 * The values each filter offers: the catalogue entries (hardware, precisions, engines,
 * organizations) that have at least one listed run. One query; each EXISTS is an index probe
 * on RunFigures, so it grows with the catalogue, not with the number of runs.
 */
async function findFilterOptions() {
  const rows = await db.$queryRaw<OptionRow[]>`
    SELECT 'hardware' AS kind, h.slug AS value, h.name AS label FROM "Hardware" h
      WHERE EXISTS (SELECT 1 FROM "RunFigures" f WHERE f."hardwareSlug" = h.slug AND f.listed)
    UNION ALL
    SELECT 'precision', p.precision, p.precision FROM (SELECT DISTINCT precision FROM "Variant") p
      WHERE EXISTS (SELECT 1 FROM "RunFigures" f WHERE f.precision = p.precision AND f.listed)
    UNION ALL
    SELECT 'engine', e.name, e.name FROM (SELECT DISTINCT name FROM "Engine") e
      WHERE EXISTS (SELECT 1 FROM "RunFigures" f WHERE f."engineName" = e.name AND f.listed)
    UNION ALL
    SELECT 'org', o.slug, o.name FROM "Organization" o
      WHERE EXISTS (SELECT 1 FROM "RunFigures" f WHERE f."orgSlug" = o.slug AND f.listed)`;
  const of = (kind: OptionRow["kind"]) => rows.filter((row) => row.kind === kind);
  const names: Names = {
    hardware: new Map(of("hardware").map((row) => [row.value, row.label])),
    org: new Map(of("org").map((row) => [row.value, row.label])),
  };
  const options = (kind: OptionRow["kind"], label = (row: OptionRow) => row.label) =>
    of(kind)
      .map((row) => ({ value: row.value, label: label(row) }))
      .sort(byLabel);
  return {
    names,
    options: {
      hardware: options("hardware"),
      precision: options("precision"),
      engine: options("engine", (row) => formatEngineName(row.value)),
      org: options("org"),
    },
  };
}

type FilterOptions = Awaited<ReturnType<typeof findFilterOptions>>;

function listFilterOptions(): Promise<FilterOptions> {
  return optionsCache.get("all", findFilterOptions);
}

/**
 * One page of the leaderboard (50 rows), the number of matching rows (exact up to COUNT_CAP;
 * `totalCapped` when more match) and the filter choices.
 */
export async function listLeaderboard(filters: LeaderboardFilters, countCap = COUNT_CAP) {
  const skip = (filters.page - 1) * PAGE_SIZE;
  // One row past the page says whether another page follows, whether or not the count stopped.
  const [{ names, options }, counted, found] = await Promise.all([
    listFilterOptions(),
    countRecords(filters, countCap),
    findRecords(filters, skip, PAGE_SIZE + 1),
  ]);
  const rows = await toRows(filters, found.slice(0, PAGE_SIZE), names, skip);
  const total = Math.min(counted, countCap);
  // `test` names the view the rows belong to, so a table switching views never mixes them.
  return {
    test: filters.test ?? null,
    rows,
    total,
    totalCapped: counted > countCap,
    page: filters.page,
    pageSize: PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    hasNextPage: found.length > PAGE_SIZE,
    options,
  };
}

export type LeaderboardResult = Awaited<ReturnType<typeof listLeaderboard>>;

/**
 * listLeaderboard for the leaderboard pages, cached until a run changes (lib/cache/public-data.ts).
 * The API keeps the uncached one behind its own view cache: an error inside a "use cache"
 * function reaches its caller without what it was, and the API must still tell a lost database
 * (503) from a fault (500).
 */
export async function listLeaderboardForPage(filters: LeaderboardFilters): Promise<LeaderboardResult> {
  "use cache";
  cachePublicData(RUNS_TAG);
  return listLeaderboard(filters);
}

/** One leaderboard view with its JSON text and that text's ETag, for the API and the page. */
export type LeaderboardView = { result: LeaderboardResult; body: string; etag: string };

/**
 * The leaderboard view of these filters, served from memory while no run has changed since it
 * was read: the API answers with `body` (and 304 for a matching `etag`), the page renders
 * `result`. The ETag is a hash of the bytes, so every app server gives the same one.
 */
export function getLeaderboardView(filters: LeaderboardFilters): Promise<LeaderboardView> {
  return viewCache.get(toLeaderboardQueryString(filters), async () => {
    const result = await listLeaderboard(filters);
    const body = JSON.stringify(result);
    return { result, body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"` };
  });
}

/** Every row matching the filters, in batches, for the CSV export. */
export async function* listAllLeaderboardRows(filters: LeaderboardFilters, batchSize = 1000) {
  for (let skip = 0; ; skip += batchSize) {
    const rows = await findRows(filters, skip, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
}

/** The best-scored listed runs, for the home page. */
export async function listTopRuns(limit = 5) {
  "use cache";
  cachePublicData(RUNS_TAG);
  return findRows(DEFAULT_FILTERS, 0, limit, true);
}
