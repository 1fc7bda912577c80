/**
 * What an uncached leaderboard view costs at a database's size: `listLeaderboard` (the API's
 * work without HTTP; caching is off outside the Next.js server) for a few views, and the count
 * of matching runs on its own, exact and capped, with EXPLAIN ANALYZE. Medians of repeated runs.
 *
 *   npx tsx --conditions=react-server scripts/measure-leaderboard-count.ts <database on BENCH_DATABASE_URL's server>
 *
 * Read only: it never writes to the database.
 */
import { queryOne, SERVER_URL } from "./bench/database";
import { withDatabase } from "@/lib/database/url";

const name = process.argv[2];
if (!name) throw new Error("usage: measure-leaderboard-count.ts <database>");
const url = withDatabase(SERVER_URL, name);
process.env.DATABASE_URL = url;
process.env.ARENA_CACHE = "off";
const REPEATS = 15;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function timeQuery(sql: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const row = await queryOne<{ "QUERY PLAN": Array<{ "Execution Time": number }> }>(
      url,
      `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
    );
    const [plan] = row["QUERY PLAN"];
    if (!plan) throw new Error(`EXPLAIN gave no plan for: ${sql}`);
    times.push(plan["Execution Time"]);
  }
  return median(times);
}

const { listLeaderboard } = await import("@/lib/leaderboard/data");
const { parseLeaderboardSearch } = await import("@/lib/leaderboard/schema");
const { db } = await import("@/lib/db");
const { runs } = await queryOne<{ runs: number }>(url, `SELECT count(*)::int AS runs FROM "RunFigures" WHERE listed`);
const { hardware } = await queryOne<{ hardware: string }>(
  url,
  `SELECT "hardwareSlug" AS hardware FROM "RunFigures" WHERE listed GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
);
console.log(`${name}: ${runs} listed runs; the most common hardware is ${hardware}`);

const filters: Array<[string, string]> = [
  ["all listed runs", "f.listed"],
  [`hardware ${hardware}`, `f.listed AND f."hardwareSlug" = '${hardware}'`],
];
for (const [label, where] of filters) {
  const exact = await timeQuery(`SELECT count(*) FROM "RunFigures" f WHERE ${where}`);
  const capped = await timeQuery(`SELECT count(*) FROM (SELECT 1 FROM "RunFigures" f WHERE ${where} LIMIT 10001) s`);
  console.log(`count, ${label}: exact ${exact.toFixed(2)} ms, capped at 10,000 ${capped.toFixed(2)} ms`);
}
const testWhere = `t."testKey" = 'chat' AND t.counts AND f.listed`;
const testExact = await timeQuery(
  `SELECT count(*) FROM "TestFigures" t JOIN "RunFigures" f ON f."runId" = t."runId" WHERE ${testWhere}`,
);
const testCapped = await timeQuery(
  `SELECT count(*) FROM (SELECT 1 FROM "TestFigures" t JOIN "RunFigures" f ON f."runId" = t."runId" WHERE ` +
    `${testWhere} LIMIT 10001) s`,
);
console.log(`count, chat test view: exact ${testExact.toFixed(2)} ms, capped at 10,000 ${testCapped.toFixed(2)} ms`);

for (const search of ["", `hardware=${hardware}`, "sort=throughput", "test=chat", "q=qwen"]) {
  const filtersOfView = parseLeaderboardSearch(new URLSearchParams(search));
  await listLeaderboard(filtersOfView);
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const started = performance.now();
    await listLeaderboard(filtersOfView);
    times.push(performance.now() - started);
  }
  console.log(`listLeaderboard(${search || "default view"}), uncached: median ${median(times).toFixed(1)} ms`);
}
await db.$disconnect();
