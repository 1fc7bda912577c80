import { describe, expect, it } from "vitest";
import { DEFAULT_ASSUMPTIONS } from "@/lib/cost/compute";
import {
  findDecidingPoint,
  planCapacity,
  rankVerdicts,
  type MeasuredPoint,
  type PlannerSetup,
} from "@/lib/planner/plan";
import { parsePlannerSearch, toPlannerQueryString } from "@/lib/planner/search-params";

const cell = (concurrency: number, contextTokens: number, ttftMs: number, perUserTps: number): MeasuredPoint => ({
  source: "matrix",
  testKey: null,
  concurrency,
  contextTokens,
  ttftMs,
  perUserTps,
  totalTps: perUserTps * concurrency,
});

const setup = (runId: string, points: MeasuredPoint[], facts: Partial<PlannerSetup> = {}): PlannerSetup => ({
  runId,
  modelName: "Model",
  modelSlug: "model",
  precision: "BF16",
  hardwareName: "GPU",
  hardwareSlug: "gpu",
  engineName: "vllm",
  engineVersion: "0.26.0",
  priceUsd: null,
  boardPowerW: null,
  measuredPowerW: null,
  capacity5s: null,
  points,
  ...facts,
});

/** The question: 20 users, 8k context, TTFT under 2 s, at least 20 t/s each. */
const QUESTION = { users: 20, contextTokens: 8192, ttftS: 2, perUserTps: 20, rank: "cost" as const };

describe("the deciding point", () => {
  const points = [
    cell(16, 8192, 900, 40),
    cell(32, 8192, 1500, 25),
    cell(32, 16384, 2500, 18),
    cell(64, 8192, 3000, 12),
  ];

  it("is the nearest measured point at or above the users and the context: fewest requests, then least context", () => {
    expect(findDecidingPoint(points, QUESTION)).toEqual(cell(32, 8192, 1500, 25));
    expect(findDecidingPoint(points, { ...QUESTION, contextTokens: 9000 })).toEqual(cell(32, 16384, 2500, 18));
  });

  it("is none when nothing was measured at that load: a smaller load is never stretched to fit", () => {
    expect(findDecidingPoint(points, { ...QUESTION, users: 65 })).toBeNull();
    expect(findDecidingPoint([cell(16, 32768, 100, 99)], QUESTION)).toBeNull();
  });
});

describe("the planner's answer to 20 users at 8k context, TTFT under 2 s, 20 t/s each", () => {
  const setups = [
    setup("meets-cheap", [cell(20, 8192, 1200, 30)], { priceUsd: 1500, boardPowerW: 350 }),
    setup("meets-roomy", [cell(32, 8192, 400, 60)], { priceUsd: 30000, boardPowerW: 600 }),
    setup("meets-unpriced", [cell(20, 16384, 1900, 21)]),
    setup("ttft-just-over", [cell(20, 8192, 2001, 30)], { priceUsd: 1500, boardPowerW: 350 }),
    setup("speed-just-under", [cell(24, 8192, 800, 19.9)]),
    // Fast at 16 users only: no measured point at 20, so not listed at all.
    setup("smaller-load-only", [cell(16, 8192, 300, 80)]),
    // Fast at 4k only: too little context.
    setup("shorter-context-only", [cell(32, 4096, 300, 80)]),
    // Meets at 64 users but its nearest point, 32 users, misses: judged on the nearest.
    setup("nearest-misses", [cell(32, 8192, 2600, 25), cell(64, 8192, 1000, 30)]),
  ];
  const plan = planCapacity(setups, QUESTION, DEFAULT_ASSUMPTIONS);

  it("lists exactly the setups whose measured point meets both targets, cheapest first, no known cost last", () => {
    expect(plan.meeting.map((verdict) => verdict.setup.runId)).toEqual([
      "meets-cheap",
      "meets-roomy",
      "meets-unpriced",
    ]);
    expect(plan.meeting[0]?.costPerMTokUsd).toBeGreaterThan(0);
    expect(plan.meeting[0]?.powerBasis).toBe("board");
    expect(plan.meeting[2]?.costPerMTokUsd).toBeNull();
  });

  it("names the near misses and what each misses, closest first", () => {
    expect(plan.missing.map((verdict) => [verdict.setup.runId, verdict.misses])).toEqual([
      ["ttft-just-over", ["ttft"]],
      ["speed-just-under", ["speed"]],
      ["nearest-misses", ["ttft"]],
    ]);
  });

  it("measures the margin on the tighter target, and ranks by it on request", () => {
    const roomy = plan.meeting.find((verdict) => verdict.setup.runId === "meets-roomy");
    // TTFT 0.4 s against 2 s is 5×, 60 t/s against 20 is 3×: 200 % to spare on the tighter one.
    expect(roomy?.margin).toBeCloseTo(2, 9);
    const byMargin = rankVerdicts(plan.meeting, "margin").map((verdict) => verdict.setup.runId);
    expect(byMargin).toEqual(["meets-roomy", "meets-cheap", "meets-unpriced"]);
  });
});

describe("the planner's question in the address", () => {
  it("reads each figure, falling back to its default, and writes only what differs", () => {
    const query = parsePlannerSearch(
      new URLSearchParams("users=20&context=8192&ttft=1.5&speed=abc&rank=margin&kwh=0.3"),
    );
    expect(query).toMatchObject({ users: 20, contextTokens: 8192, ttftS: 1.5, perUserTps: 20, rank: "margin" });
    expect(query.assumptions.usdPerKwh).toBe(0.3);
    expect(toPlannerQueryString(query)).toBe("users=20&ttft=1.5&rank=margin&kwh=0.3");
    expect(parsePlannerSearch({ users: "2.5", context: "-1", ttft: "0" })).toMatchObject({
      users: 10,
      contextTokens: 8192,
      ttftS: 2,
    });
  });
});
