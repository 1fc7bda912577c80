import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatEngineName } from "@/lib/format";
import { DEFAULT_FILTERS, PAGE_SIZE, type LeaderboardFilters, type SortKey } from "@/lib/leaderboard/schema";

/**
 * Arena rank of a score among listed runs with a suite score: 1 + how many score higher
 * (ties share a rank). One indexed count, so it costs the same at 1k or 100k runs.
 */
export async function getArenaRank(score: number | null): Promise<number | null> {
  if (score === null) return null;
  return 1 + (await db.runFigures.count({ where: { listed: true, score: { gt: score } } }));
}

/** RunFigures columns each sort key orders by; nulls (e.g. matrix-only runs) always last. */
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
};
const NULLABLE = new Set<SortKey>(["score", "throughput", "chatTtft", "capacity5s"]);

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
  if (filters.q) where.modelName = { contains: filters.q, mode: "insensitive" };
  if (scoredOnly) where.score = { not: null };
  return where;
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
  measuredAt: true,
} satisfies Prisma.RunFiguresSelect;

const ENGINE_VERSION = { engine: { select: { version: true } } } satisfies Prisma.RunSelect;
const TEST_FIELDS = { testScore: true, perUserTps: true, ttftS: true, effectiveTps: true } satisfies Prisma.TestFiguresSelect;

type FigureRecord = Prisma.RunFiguresGetPayload<{ select: typeof FIGURE_FIELDS }>;
type TestRecord = Prisma.TestFiguresGetPayload<{ select: typeof TEST_FIELDS }>;
type PageRecord = FigureRecord & { engineVersion: string; test: TestRecord | null };

/** One page of records, in the order of the view: per-test by test score, else by the sort. */
async function findRecords(filters: LeaderboardFilters, skip: number, take: number, scoredOnly = false): Promise<PageRecord[]> {
  const where = buildWhere(filters, scoredOnly);
  if (filters.test) {
    const records = await db.testFigures.findMany({
      where: { testKey: filters.test, counts: true, run: { figures: { is: where } } },
      orderBy: [{ testScore: "desc" }, { runId: "asc" }],
      skip,
      take,
      select: { ...TEST_FIELDS, run: { select: { ...ENGINE_VERSION, figures: { select: FIGURE_FIELDS } } } },
    });
    return records.flatMap(({ run, ...test }) =>
      run.figures ? [{ ...run.figures, engineVersion: run.engine.version, test }] : [],
    );
  }
  const records = await db.runFigures.findMany({
    where,
    orderBy: buildOrderBy(filters),
    skip,
    take,
    select: { ...FIGURE_FIELDS, run: { select: ENGINE_VERSION } },
  });
  return records.map(({ run, ...figures }) => ({ ...figures, engineVersion: run.engine.version, test: null }));
}

function countRecords(filters: LeaderboardFilters): Promise<number> {
  const where = buildWhere(filters);
  return filters.test
    ? db.testFigures.count({ where: { testKey: filters.test, counts: true, run: { figures: { is: where } } } })
    : db.runFigures.count({ where });
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

function toRow(record: PageRecord, names: Names, rank: number | null) {
  return {
    ...record,
    rank,
    hardwareName: names.hardware.get(record.hardwareSlug) ?? record.hardwareSlug,
    orgName: names.org.get(record.orgSlug) ?? record.orgSlug,
    measuredAt: record.measuredAt.toISOString(),
  };
}

export type LeaderboardRow = ReturnType<typeof toRow>;

/** Ranks by position: the per-test view always, the overall view when it is sorted best score first. */
function computeRank(filters: LeaderboardFilters, record: PageRecord, position: number): number | null {
  if (filters.test) return position;
  return filters.sort === "score" && filters.dir === "desc" && record.score !== null ? position : null;
}

function toRows(filters: LeaderboardFilters, records: PageRecord[], names: Names, skip: number) {
  return records.map((record, index) => toRow(record, names, computeRank(filters, record, skip + index + 1)));
}

async function findRows(filters: LeaderboardFilters, skip: number, take: number, scoredOnly = false) {
  const records = await findRecords(filters, skip, take, scoredOnly);
  const slugs = (pick: (record: PageRecord) => string) => [...new Set(records.map(pick))];
  return toRows(filters, records, await getNames(slugs((r) => r.hardwareSlug), slugs((r) => r.orgSlug)), skip);
}

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

/** The values each filter offers: distinct combinations of listed runs' indexed columns. */
async function listFilterOptions() {
  const combos = await db.runFigures.groupBy({
    by: ["hardwareSlug", "precision", "engineName", "orgSlug"],
    where: { listed: true },
  });
  const distinct = (pick: (row: (typeof combos)[number]) => string) => [...new Set(combos.map(pick))];
  const hardware = distinct((row) => row.hardwareSlug);
  const orgs = distinct((row) => row.orgSlug);
  const names = await getNames(hardware, orgs);
  return {
    names,
    options: {
      hardware: hardware.map((value) => ({ value, label: names.hardware.get(value) ?? value })).sort(byLabel),
      precision: distinct((row) => row.precision).map((value) => ({ value, label: value })).sort(byLabel),
      engine: distinct((row) => row.engineName).map((value) => ({ value, label: formatEngineName(value) })).sort(byLabel),
      org: orgs.map((value) => ({ value, label: names.org.get(value) ?? value })).sort(byLabel),
    },
  };
}

/** One page of the leaderboard (50 rows), the number of matching rows and the filter choices. */
export async function listLeaderboard(filters: LeaderboardFilters) {
  const skip = (filters.page - 1) * PAGE_SIZE;
  const [{ names, options }, total, records] = await Promise.all([
    listFilterOptions(),
    countRecords(filters),
    findRecords(filters, skip, PAGE_SIZE),
  ]);
  const rows = toRows(filters, records, names, skip);
  // `test` names the view the rows belong to, so a table switching views never mixes them.
  return {
    test: filters.test ?? null,
    rows,
    total,
    page: filters.page,
    pageSize: PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    options,
  };
}

export type LeaderboardResult = Awaited<ReturnType<typeof listLeaderboard>>;

/** Every row matching the filters, in batches, for the CSV export. */
export async function* listAllLeaderboardRows(filters: LeaderboardFilters, batchSize = 1000) {
  for (let skip = 0; ; skip += batchSize) {
    const rows = await findRows(filters, skip, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
}

/** The best-scored listed runs, for the home page. */
export function listTopRuns(limit = 5) {
  return findRows(DEFAULT_FILTERS, 0, limit, true);
}
