/**
 * Runs with the same score share a rank on every surface (/methodology#ranks: 1, 1, 1, 4): the
 * leaderboard and its API, the CSV export (also across its batches), and the arena rank of run
 * and model pages.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getCsv } from "@/app/api/v1/leaderboard.csv/route";
import { GET as getJson } from "@/app/api/v1/leaderboard/route";
import { db } from "@/lib/db";
import { getArenaRank, listAllLeaderboardRows, listLeaderboard } from "@/lib/leaderboard/data";
import { parseLeaderboardSearch } from "@/lib/leaderboard/schema";
import { importRunBundle } from "@/lib/uploads/import";
import { truncateAll } from "@/tests/support/database";

/** Seed 000 on other hardware, every speed times `speed`: equal speeds give equal scores. */
function seed000On(hardware: string, speed: number) {
  const bundle = JSON.parse(readFileSync("prisma/seed/000-qwen3-5-9b-bf16-dgx-spark.json", "utf8"));
  bundle.hardware = { ...bundle.hardware, name: hardware, accelerator: `Accelerator ${hardware}` };
  delete bundle.provenance;
  for (const test of bundle.artifacts[0].content.tests) {
    for (const m of test.measurements) if (m.perUserTps != null) m.perUserTps *= speed;
  }
  return bundle;
}

let tied: string[];
let slower: string;

beforeAll(async () => {
  await truncateAll(process.env.DATABASE_URL ?? "");
  tied = [];
  for (const name of ["Box A", "Box B", "Box C"])
    tied.push((await importRunBundle(seed000On(name, 1), { contributorId: null })).id);
  slower = (await importRunBundle(seed000On("Box D", 0.5), { contributorId: null })).id;
});

describe("tied runs", () => {
  it("have equal scores, and the slower run scores less", async () => {
    const scores = await db.runFigures.findMany({ select: { runId: true, score: true } });
    const score = (id: string) => scores.find((row) => row.runId === id)?.score;
    expect(new Set(tied.map(score)).size).toBe(1);
    expect(score(slower)).toBeLessThan(score(tied[0] ?? "") ?? 0);
  });

  it("share rank 1 on the leaderboard and its API; the next run is 4th", async () => {
    const result = await listLeaderboard(parseLeaderboardSearch({}));
    expect(result.rows.map((row) => row.rank)).toEqual([1, 1, 1, 4]);
    const api = await (await getJson(new Request("http://arena.test/api/v1/leaderboard"))).json();
    expect(api.rows.map((row: { rank: number }) => row.rank)).toEqual([1, 1, 1, 4]);
  });

  it("share it in the CSV export, also when a batch starts inside the tie", async () => {
    const batches = [];
    for await (const rows of listAllLeaderboardRows(parseLeaderboardSearch({}), 2)) batches.push(rows);
    expect(batches.flat().map((row) => row.rank)).toEqual([1, 1, 1, 4]);
    const csv = await (await getCsv(new Request("http://arena.test/api/v1/leaderboard.csv"))).text();
    const rankColumn = (csv.split("\n")[0] ?? "").split(",").indexOf("rank");
    const ranks = csv
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split(",")[rankColumn]);
    expect(ranks).toEqual(["1", "1", "1", "4"]);
  });

  it("are each 'Rank 1' on their run pages", async () => {
    const scores = await db.runFigures.findMany({ where: { runId: { in: [...tied, slower] } } });
    const rankOf = async (id: string) => getArenaRank(scores.find((row) => row.runId === id)?.score ?? null);
    expect(await Promise.all(tied.map(rankOf))).toEqual([1, 1, 1]);
    expect(await rankOf(slower)).toBe(4);
  });
});
