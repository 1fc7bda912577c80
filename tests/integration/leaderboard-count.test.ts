/**
 * The leaderboard's count of matching runs stops at a cap (so an uncached view costs the same
 * at 1k and 100k runs) and is written in SQL beside the Prisma query that lists the rows: the
 * two must agree on every filter, and the page must say honestly when the count stopped.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { GET as getJson } from "@/app/api/v1/leaderboard/route";
import { db } from "@/lib/db";
import { COUNT_CAP, listAllLeaderboardRows, listLeaderboard } from "@/lib/leaderboard/data";
import { PAGE_SIZE, parseLeaderboardSearch } from "@/lib/leaderboard/search-params";
import { seedRuns } from "@/prisma/seed";
import { truncateAll } from "@/tests/support/database";

const url = process.env.DATABASE_URL!;

/** `count` copies of a stored run and its figures under new ids, in SQL: many runs, quickly. */
async function copyRun(runId: string, count: number, prefix: string) {
  const copies = Array.from({ length: count }, (_, index) => `${prefix}${String(index).padStart(4, "0")}`);
  await db.$executeRaw`
    INSERT INTO "Run" SELECT (jsonb_populate_record(NULL::"Run",
      to_jsonb(r) || jsonb_build_object('id', copy, 'contentHash', r."contentHash" || copy))).*
    FROM "Run" r, unnest(${copies}::text[]) AS copy WHERE r.id = ${runId}`;
  await db.$executeRaw`
    INSERT INTO "RunFigures" SELECT (jsonb_populate_record(NULL::"RunFigures",
      to_jsonb(f) || jsonb_build_object('runId', copy))).*
    FROM "RunFigures" f, unnest(${copies}::text[]) AS copy WHERE f."runId" = ${runId}`;
  await db.$executeRaw`
    INSERT INTO "TestFigures" SELECT (jsonb_populate_record(NULL::"TestFigures",
      to_jsonb(t) || jsonb_build_object('runId', copy, 'id', t.id || copy))).*
    FROM "TestFigures" t, unnest(${copies}::text[]) AS copy WHERE t."runId" = ${runId}`;
}

const list = (search: Record<string, string>, cap?: number) => listLeaderboard(parseLeaderboardSearch(search), cap);

async function countListedRows(search: Record<string, string>) {
  let rows = 0;
  for await (const batch of listAllLeaderboardRows(parseLeaderboardSearch(search))) rows += batch.length;
  return rows;
}

beforeEach(async () => {
  await truncateAll(url);
});

describe("the leaderboard's count of matching runs", () => {
  it("counts exactly the rows the leaderboard lists, for every filter", async () => {
    const [seed000, h200] = await seedRuns();
    await copyRun(seed000!, 30, "copya");
    await copyRun(h200!, 25, "copyb");
    const views: Array<Record<string, string>> = [
      {},
      { hardware: "dgx-spark" },
      { precision: "BF16", architecture: "dense" },
      { minParams: "5", maxParams: "9" },
      { q: "qwen" },
      { q: "QWEN3.5-9" },
      // Wildcards are text: "_" and "%" match only themselves.
      { q: "_" },
      { q: "%" },
      { test: "chat" },
      { test: "rag-8k", hardware: "dgx-spark" },
      { sort: "throughput", dir: "asc", page: "2" },
    ];
    let nonEmpty = 0;
    for (const view of views) {
      const result = await list(view);
      const rows = await countListedRows(view);
      expect(result.total, JSON.stringify(view)).toBe(rows);
      expect(result.totalCapped).toBe(false);
      if (rows > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(6);
    expect((await list({ q: "_" })).total).toBe(0);
  });

  it("stops at the cap and says so; the pages still go on while rows remain", async () => {
    const [seed000] = await seedRuns();
    await copyRun(seed000!, PAGE_SIZE + 5, "copy");
    const all = await countListedRows({});
    expect(all).toBe(PAGE_SIZE + 8);

    const exact = await list({});
    expect(exact).toMatchObject({ total: all, totalCapped: false, pageCount: 2, hasNextPage: true });
    expect(exact.rows).toHaveLength(PAGE_SIZE);
    expect(await list({ page: "2" })).toMatchObject({ hasNextPage: false });

    const capped = await list({}, 20);
    expect(capped).toMatchObject({ total: 20, totalCapped: true, pageCount: 1, hasNextPage: true });
    expect(await list({ page: "2" }, 20)).toMatchObject({ totalCapped: true, hasNextPage: false });
    expect((await list({}, all)).totalCapped).toBe(false);
    expect((await list({}, all - 1)).totalCapped).toBe(true);
  });

  it("is in the API's answer, with the cap the site uses", async () => {
    await seedRuns();
    const response = await getJson(new Request("http://localhost/api/v1/leaderboard"));
    const body = await response.json();
    expect(body).toMatchObject({ total: 3, totalCapped: false, hasNextPage: false, pageCount: 1 });
    expect(COUNT_CAP).toBe(10_000);
  });
});
