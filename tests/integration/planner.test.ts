/**
 * The capacity planner against real PostgreSQL: "20 users, 8k context, TTFT under 2 s, at least
 * 20 t/s each" answered from known matrix cells and suite rungs, including near misses, setups
 * measured only below the load, a cell over capacity, and a hidden run.
 */
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { getCapacityPlan } from "@/lib/planner/data";
import { parsePlannerSearch } from "@/lib/planner/search-params";
import { recomputeRunFigures } from "@/lib/runs/recompute";
import { importRunBundle } from "@/lib/uploads/import";
import { truncateAll } from "@/tests/support/database";

const url = process.env.DATABASE_URL!;

type Cell = { concurrency: number; ttftMs: number; perRequestTps: number; status?: "valid" | "over_capacity" };

let day = 0;
/** Seed 003's matrix bundle on hardware of its own, with only these decode cells at 8k context. */
function matrixBundle(hardware: string, cells: Cell[], facts: object = {}) {
  const bundle = JSON.parse(readFileSync("prisma/seed/003-qwen3-5-4b-bf16-h200-nvl.json", "utf8"));
  day += 1;
  bundle.measuredAt = `2026-10-${String(day).padStart(2, "0")}`;
  bundle.hardware = { name: hardware, accelerator: hardware, memoryGB: 48, memoryKind: "discrete", ...facts };
  bundle.artifacts[0].content.matrix.cells = cells.map((cell) => ({
    phase: "decode",
    contextTokens: 8192,
    concurrency: cell.concurrency,
    status: cell.status ?? "valid",
    totalTps: cell.status === "over_capacity" ? null : cell.perRequestTps * cell.concurrency,
    perRequestTps: cell.status === "over_capacity" ? null : cell.perRequestTps,
    ttftMs: cell.status === "over_capacity" ? null : cell.ttftMs,
  }));
  return bundle;
}

/** Seed 000's suite run on hardware of its own, with a rag-8k rung at 20 concurrent requests. */
function suiteBundle(hardware: string, rung: { perUserTps: number; ttftMeanMs: number }) {
  const bundle = JSON.parse(readFileSync("prisma/seed/000-qwen3-5-9b-bf16-dgx-spark.json", "utf8"));
  bundle.hardware = { ...bundle.hardware, name: hardware, accelerator: hardware, boardPowerW: undefined };
  const rag = bundle.artifacts[0].content.tests.find((test: { test: string }) => test.test === "rag-8k");
  rag.measurements.push({ promptTokens: 8192, genTokens: 512, depth: 0, concurrency: 20, repeats: 3, ...rung });
  return bundle;
}

const QUESTION = parsePlannerSearch(new URLSearchParams("users=20&context=8192&ttft=2&speed=20"));
const ids: Record<string, string> = {};

beforeEach(async () => {
  await truncateAll(url);
  const price = { priceUsd: 2000, priceSource: "test fixture", priceAsOf: "2026-01-01" };
  const power = { boardPowerW: 300, boardPowerSource: "test fixture" };
  const runs = {
    meetsCheap: matrixBundle("Card Cheap", [{ concurrency: 20, ttftMs: 1500, perRequestTps: 25 }], {
      ...price,
      ...power,
    }),
    meetsAt32: matrixBundle("Card Roomy", [
      { concurrency: 8, ttftMs: 200, perRequestTps: 90 },
      { concurrency: 32, ttftMs: 600, perRequestTps: 45 },
    ]),
    ttftJustOver: matrixBundle("Card Laggy", [{ concurrency: 20, ttftMs: 2050, perRequestTps: 30 }]),
    speedJustUnder: matrixBundle("Card Slowish", [{ concurrency: 24, ttftMs: 900, perRequestTps: 19.5 }]),
    belowLoadOnly: matrixBundle("Card Small", [{ concurrency: 16, ttftMs: 300, perRequestTps: 60 }]),
    overCapacity: matrixBundle("Card Full", [
      { concurrency: 16, ttftMs: 300, perRequestTps: 60 },
      { concurrency: 32, ttftMs: 0, perRequestTps: 0, status: "over_capacity" },
    ]),
    hidden: matrixBundle("Card Hidden", [{ concurrency: 20, ttftMs: 500, perRequestTps: 50 }]),
    suiteMeets: suiteBundle("Card Suite", { perUserTps: 22, ttftMeanMs: 1800 }),
  };
  for (const [key, bundle] of Object.entries(runs)) {
    ids[key] = (await importRunBundle(bundle, { contributorId: null })).id;
  }
  await db.$transaction(async (tx) => {
    await tx.run.update({ where: { id: ids.hidden }, data: { hiddenAt: new Date(), hiddenReason: "test" } });
    await recomputeRunFigures(tx, ids.hidden!);
  });
});

describe("the capacity planner", () => {
  it("answers 20 users, 8k, TTFT under 2 s, 20 t/s each with exactly the setups whose points meet it", async () => {
    const plan = await getCapacityPlan(QUESTION);
    const meeting = plan.meeting.map((verdict) => verdict.setup.runId);
    expect(new Set(meeting)).toEqual(new Set([ids.meetsCheap, ids.meetsAt32, ids.suiteMeets]));
    // Cheapest first: the only setup with a price and power, then the others by margin.
    expect(meeting[0]).toBe(ids.meetsCheap);
    expect(plan.meeting[0]?.costPerMTokUsd).toBeGreaterThan(0);
    expect(plan.meeting[0]?.powerBasis).toBe("board");
    expect(plan.meeting.slice(1).every((verdict) => verdict.costPerMTokUsd === null)).toBe(true);
    const suite = plan.meeting.find((verdict) => verdict.setup.runId === ids.suiteMeets);
    expect(suite?.point).toMatchObject({ source: "suite", testKey: "rag-8k", concurrency: 20, contextTokens: 8192 });
    const roomy = plan.meeting.find((verdict) => verdict.setup.runId === ids.meetsAt32);
    expect(roomy?.point).toMatchObject({ source: "matrix", concurrency: 32, perUserTps: 45 });
  });

  it("lists the near misses with what they miss, and leaves out setups not measured at the load", async () => {
    const plan = await getCapacityPlan(QUESTION);
    expect(plan.missing.map((verdict) => [verdict.setup.runId, verdict.misses])).toEqual([
      [ids.ttftJustOver, ["ttft"]],
      [ids.speedJustUnder, ["speed"]],
    ]);
    const listed = [...plan.meeting, ...plan.missing].map((verdict) => verdict.setup.runId);
    for (const key of ["belowLoadOnly", "overCapacity", "hidden"]) expect(listed).not.toContain(ids[key]);
  });

  it("ranks by margin on request, and finds nothing past every measured load", async () => {
    const byMargin = await getCapacityPlan({ ...QUESTION, rank: "margin" });
    expect(byMargin.meeting[0]?.setup.runId).toBe(ids.meetsAt32);
    const tooMany = await getCapacityPlan({ ...QUESTION, users: 33 });
    expect(tooMany.meeting).toEqual([]);
    expect(tooMany.missing).toEqual([]);
  });
});
