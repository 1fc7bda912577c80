import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as getCsv } from "@/app/api/v1/leaderboard.csv/route";
import { GET as getJson } from "@/app/api/v1/leaderboard/route";
import { db } from "@/lib/db";
import {
  getArenaRank,
  listAllLeaderboardRows,
  listLeaderboard,
  listTopRuns,
  type LeaderboardResult,
} from "@/lib/leaderboard/data";
import { parseLeaderboardSearch } from "@/lib/leaderboard/schema";
import { importRunBundle } from "@/lib/uploads/import";
import { seedRuns } from "@/prisma/seed";
import { truncateAll } from "@/tests/support/database";
import { must } from "@/tests/support/must";

const url = process.env.DATABASE_URL!;

type Variant = {
  name: string;
  org: string;
  paramsB: number;
  moe?: boolean;
  precision: string;
  hardware: string;
  /** Multiplies every tok/s and capacity figure and divides every wait. */
  speed: number;
  quality: number;
  withoutTests?: string[];
};

/** Seed 000 (Qwen3.5-9B BF16 on DGX Spark, score 60.5) as another model, precision and hardware. */
function cloneSeed000(v: Variant) {
  const bundle = JSON.parse(readFileSync("prisma/seed/000-qwen3-5-9b-bf16-dgx-spark.json", "utf8"));
  bundle.model = {
    ...bundle.model,
    name: v.name,
    org: v.org,
    paramsB: v.paramsB,
    architecture: v.moe ? "moe" : "dense",
    ...(v.moe && { activeParamsB: 3 }),
    precision: v.precision,
    hfRepo: undefined,
    quality: bundle.model.quality.map((q: { value: number }) => ({ ...q, value: v.quality })),
  };
  bundle.hardware = { ...bundle.hardware, name: v.hardware };
  const content = bundle.artifacts[0].content;
  content.tests = content.tests.filter((test: { test: string }) => !v.withoutTests?.includes(test.test));
  for (const test of content.tests) {
    for (const m of test.measurements) {
      for (const key of ["perUserTps", "achievedRate"]) if (m[key] != null) m[key] *= v.speed;
      for (const key of ["ttftMeanMs", "ttftP50Ms", "ttftP95Ms"]) if (m[key] != null) m[key] /= v.speed;
    }
    if (test.capacity) for (const key of Object.keys(test.capacity)) test.capacity[key] *= v.speed;
  }
  return bundle;
}

const FAST_MOE: Variant = {
  name: "Arena Test MoE 30B",
  org: "Test Lab",
  paramsB: 30,
  moe: true,
  precision: "FP8",
  hardware: "RTX 4090",
  speed: 3,
  quality: 70,
};
const SLOW_SMALL: Variant = {
  name: "Arena Test 2B",
  org: "Test Lab",
  paramsB: 2,
  precision: "AWQ 4-bit",
  hardware: "DGX Spark",
  speed: 0.5,
  quality: 50,
  withoutTests: ["chat"],
};

let ids: { seed000: string; h200: string; rtx3090: string; fastMoe: string; slowSmall: string };

beforeEach(async () => {
  await truncateAll(url);
  const [seed000, h200, rtx3090] = await seedRuns();
  const fastMoe = (await importRunBundle(cloneSeed000(FAST_MOE), { contributorId: null })).id;
  const slowSmall = (await importRunBundle(cloneSeed000(SLOW_SMALL), { contributorId: null })).id;
  ids = {
    seed000: must(seed000, "seed 000"),
    h200: must(h200, "seed 001"),
    rtx3090: must(rtx3090, "seed 002"),
    fastMoe,
    slowSmall,
  };
});

const list = (search: Record<string, string> = {}) => listLeaderboard(parseLeaderboardSearch(search));
const runIds = (result: LeaderboardResult) => result.rows.map((row) => row.runId);

describe("the leaderboard", () => {
  it("ranks scored runs best first and puts matrix-only runs, which have no score, last", async () => {
    const result = await list();
    expect(result.total).toBe(5);
    expect(runIds(result).slice(0, 3)).toEqual([ids.fastMoe, ids.seed000, ids.slowSmall]);
    expect(new Set(runIds(result).slice(3))).toEqual(new Set([ids.h200, ids.rtx3090]));
    expect(result.rows.map((row) => row.rank)).toEqual([1, 2, 3, null, null]);
    expect(result.rows.slice(3).every((row) => row.score === null && !row.hasSuite)).toBe(true);
    const seed = result.rows[1];
    expect(seed).toMatchObject({
      modelName: "Qwen3.5-9B",
      orgName: "Alibaba",
      hardwareName: "DGX Spark",
      engineVersion: "0.26.0",
      score: 60.5,
    });
    // The same order through the ascending sort: nulls stay last.
    const ascending = await list({ dir: "asc" });
    expect(runIds(ascending).slice(0, 3)).toEqual([ids.slowSmall, ids.seed000, ids.fastMoe]);
  });

  it("narrows rows by hardware, precision, engine, organization, parameters, architecture and name", async () => {
    const { options } = await list();
    expect(options.hardware.map((o) => o.label)).toEqual(["DGX Spark", "H200 NVL", "RTX 3090", "RTX 4090"]);
    expect(options.precision.map((o) => o.value)).toEqual(["AWQ 4-bit", "BF16", "FP8"]);
    expect(options.org.map((o) => o.label)).toEqual(["Alibaba", "Test Lab"]);
    expect(options.engine).toEqual([{ value: "vllm", label: "vLLM" }]);
    const slug = (label: string) => options.hardware.find((o) => o.label === label)!.value;
    const org = options.org.find((o) => o.label === "Test Lab")!.value;

    expect(new Set(runIds(await list({ hardware: slug("DGX Spark") })))).toEqual(new Set([ids.seed000, ids.slowSmall]));
    expect(new Set(runIds(await list({ precision: "AWQ 4-bit" })))).toEqual(new Set([ids.rtx3090, ids.slowSmall]));
    expect(new Set(runIds(await list({ org })))).toEqual(new Set([ids.fastMoe, ids.slowSmall]));
    expect(runIds(await list({ architecture: "moe" }))).toEqual([ids.fastMoe]);
    expect(new Set(runIds(await list({ minParams: "4", maxParams: "9" })))).toEqual(
      new Set([ids.seed000, ids.h200, ids.rtx3090]),
    );
    expect(runIds(await list({ minParams: "10" }))).toEqual([ids.fastMoe]);
    expect(runIds(await list({ q: "arena TEST" }))).toEqual([ids.fastMoe, ids.slowSmall]);
    expect((await list({ engine: "vllm" })).total).toBe(5);
    expect((await list({ engine: "sglang" })).total).toBe(0);
    const combined = await list({ hardware: slug("DGX Spark"), precision: "BF16" });
    expect(runIds(combined)).toEqual([ids.seed000]);
    expect(combined.total).toBe(1);
  });

  it("sorts by each figure in the chosen direction, runs without the figure last", async () => {
    expect(runIds(await list({ sort: "throughput" })).slice(0, 3)).toEqual([ids.fastMoe, ids.seed000, ids.slowSmall]);
    expect(runIds(await list({ sort: "throughput", dir: "asc" })).slice(0, 3)).toEqual([
      ids.slowSmall,
      ids.seed000,
      ids.fastMoe,
    ]);
    // Chat TTFT: shortest wait first; the run without a chat test has none and joins the matrix-only runs.
    const ttft = await list({ sort: "chatTtft" });
    expect(runIds(ttft).slice(0, 2)).toEqual([ids.fastMoe, ids.seed000]);
    expect(ttft.rows.slice(2).every((row) => row.chatTtftS === null)).toBe(true);
    expect(runIds(await list({ sort: "capacity5s" })).slice(0, 3)).toEqual([ids.fastMoe, ids.seed000, ids.slowSmall]);
    const params = (await list({ sort: "paramsB" })).rows.map((row) => row.paramsB);
    expect(params).toEqual([2, 4, 4, 9, 30]);
    const names = (await list({ sort: "model", dir: "desc" })).rows.map((row) => row.modelName);
    expect(names).toEqual(["Qwen3.5-9B", "Qwen3.5-4B", "Qwen3.5-4B", "Arena Test MoE 30B", "Arena Test 2B"]);
    const reliable = (await list({ sort: "reliable" })).rows.map((row) => row.reliableCount);
    expect(reliable).toEqual([...reliable].sort((a, b) => b - a));
    // Ranks belong to the best-score-first view only.
    expect((await list({ sort: "throughput" })).rows.every((row) => row.rank === null)).toBe(true);
  });

  it("ranks a per-test view by that test's score among the runs where it counts", async () => {
    const chat = await list({ test: "chat" });
    expect(runIds(chat)).toEqual([ids.fastMoe, ids.seed000]);
    expect(chat.rows.map((row) => row.rank)).toEqual([1, 2]);
    expect(chat.rows[1]!.test).toMatchObject({ perUserTps: 12.51, ttftS: 1.82 });
    expect(chat.rows[0]!.test!.testScore).toBeGreaterThan(chat.rows[1]!.test!.testScore);
    const rag = await list({ test: "rag-8k", precision: "AWQ 4-bit" });
    expect(runIds(rag)).toEqual([ids.slowSmall]);
    expect(rag.total).toBe(1);
  });

  it("leaves out hidden runs everywhere: rows, counts, filter choices, per-test views and the home page", async () => {
    await db.runFigures.update({ where: { runId: ids.fastMoe }, data: { listed: false } });
    const result = await list();
    expect(result.total).toBe(4);
    expect(runIds(result)).not.toContain(ids.fastMoe);
    expect(result.rows[0]!.runId).toBe(ids.seed000);
    expect(result.rows[0]!.rank).toBe(1);
    expect(result.options.hardware.map((o) => o.label)).not.toContain("RTX 4090");
    expect(result.options.precision.map((o) => o.value)).not.toContain("FP8");
    expect(runIds(await list({ test: "chat" }))).toEqual([ids.seed000]);
    expect((await listTopRuns(5)).map((row) => row.runId)).toEqual([ids.seed000, ids.slowSmall]);
  });

  it("serves one page as JSON, with bad parameters falling back to defaults", async () => {
    const response = await getJson(
      new Request("http://arena.test/api/v1/leaderboard?sort=nonsense&page=-4&precision=BF16"),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as LeaderboardResult;
    expect(body.page).toBe(1);
    expect(body.rows.map((row) => row.runId)).toEqual([ids.seed000, ids.h200]);
    expect(body.rows[0]!.measuredAt).toBe("2026-08-07T00:00:00.000Z");
    const empty = await list({ page: "2" });
    expect(empty.rows).toEqual([]);
    expect(empty.total).toBe(5);
  });

  it("exports every matching row as CSV, read in batches, not only one page", async () => {
    const batches: string[][] = [];
    for await (const rows of listAllLeaderboardRows(parseLeaderboardSearch({}), 2))
      batches.push(rows.map((r) => r.runId));
    expect(batches.map((batch) => batch.length)).toEqual([2, 2, 1]);
    expect(batches.flat()).toEqual(runIds(await list()));

    await db.runFigures.update({ where: { runId: ids.rtx3090 }, data: { listed: false } });
    const response = await getCsv(new Request("http://arena.test/api/v1/leaderboard.csv?sort=throughput"));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="inference-arena-leaderboard-.*\.csv"$/,
    );
    const lines = (await response.text()).split("\r\n");
    expect(lines.pop()).toBe("");
    expect(lines[0]!.split(",").slice(0, 4)).toEqual(["rank", "model", "organization", "params_b"]);
    expect(lines).toHaveLength(1 + 4);
    expect(lines[1]).toContain("Arena Test MoE 30B,Test Lab,30,moe,FP8,RTX 4090,vllm,0.26.0");
    expect(lines.some((line) => line.includes(ids.rtx3090))).toBe(false);
    expect(lines[2]).toContain(`http://arena.test/runs/${ids.seed000}`);

    const filtered = await (await getCsv(new Request("http://arena.test/api/v1/leaderboard.csv?test=chat"))).text();
    const rows = filtered.trim().split("\r\n");
    expect(rows[0]).toContain("test_score");
    expect(rows).toHaveLength(1 + 2);
  });

  it("gives a run its arena rank: equal scores share one, the next skips, hidden runs do not count", async () => {
    // Scores today: fastMoe above seed 000 (60.5) above slowSmall; h200 and rtx3090 have none.
    await db.runFigures.update({ where: { runId: ids.slowSmall }, data: { score: 60.5 } });
    expect(await getArenaRank(60.5)).toBe(2);
    expect(await getArenaRank(10)).toBe(4);
    expect(await getArenaRank(100)).toBe(1);
    expect(await getArenaRank(null)).toBeNull();
    await db.runFigures.update({ where: { runId: ids.fastMoe }, data: { listed: false } });
    expect(await getArenaRank(60.5)).toBe(1);
    expect(await getArenaRank(10)).toBe(3);
  });
});
