import { describe, expect, it } from "vitest";
import { computeFiguresRows } from "@/lib/runs/figures-rows";
import { computeRunFigures } from "@/lib/scoring/figures";
import { CHAT_TEST } from "@/lib/scoring/rules";
import { buildSeed000Input } from "../scoring/seed-000-input";

const setup = {
  runId: "run-1",
  listed: true,
  modelName: "Qwen3 8B",
  modelSlug: "qwen3-8b",
  orgSlug: "qwen",
  paramsB: 8,
  architecture: "dense" as const,
  precision: "bf16",
  hardwareSlug: "rtx-4090",
  engineName: "vLLM",
  measuredAt: new Date("2026-11-01T00:00:00Z"),
  computedAt: new Date("2026-11-02T00:00:00Z"),
  priceUsd: null,
  boardPowerW: null,
  measuredPowerW: null,
};

describe("computeFiguresRows", () => {
  const figures = computeRunFigures(buildSeed000Input());
  const { runFigures, testFigures } = computeFiguresRows(figures, setup);
  const chat = figures.tests.find((test) => test.key === CHAT_TEST)?.headline;

  it("puts the chat headline and the score beside the run's setup", () => {
    expect(chat?.perUserTps).toBeGreaterThan(0);
    expect(runFigures.chatPerUserTps).toBe(chat?.perUserTps);
    expect(runFigures.chatTtftS).toBe(chat?.ttftS);
    expect(runFigures.score).toBe(figures.score);
    expect(runFigures.hasSuite).toBe(true);
    expect(runFigures).toMatchObject({ runId: "run-1", modelSlug: "qwen3-8b", hardwareSlug: "rtx-4090" });
    expect(runFigures.details).toBe(figures);
  });

  it("has no energy or price figure without the catalogue's facts, never a guess", () => {
    expect(runFigures).toMatchObject({ priceUsd: null, powerW: null, powerMeasured: null, tokensPerJoule: null });
  });

  it("divides the throughput by the measured power before the board power, and says which it used", () => {
    const facts = { priceUsd: 4000, boardPowerW: 240 };
    const board = computeFiguresRows(figures, { ...setup, ...facts, measuredPowerW: null }).runFigures;
    const measured = computeFiguresRows(figures, { ...setup, ...facts, measuredPowerW: 120 }).runFigures;
    expect(figures.throughputTps).toBeGreaterThan(0);
    expect(board).toMatchObject({ priceUsd: 4000, powerW: 240, powerMeasured: false });
    expect(board.tokensPerJoule).toBeCloseTo((figures.throughputTps ?? 0) / 240, 9);
    expect(measured).toMatchObject({ powerW: 120, powerMeasured: true });
    expect(measured.tokensPerJoule).toBeCloseTo((figures.throughputTps ?? 0) / 120, 9);
  });

  it("keeps a TestFigures row for each test with a headline or counts, tied to the run", () => {
    const kept = figures.tests.filter((test) => test.headline !== null || test.counts);
    expect(testFigures.map((row) => row.testKey)).toEqual(kept.map((test) => test.key));
    expect(testFigures.every((row) => row.runId === "run-1")).toBe(true);
    expect(testFigures.find((row) => row.testKey === CHAT_TEST)?.perUserTps).toBe(chat?.perUserTps);
  });
});
