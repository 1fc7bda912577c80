import { describe, expect, it } from "vitest";
import {
  compareEngineVersions,
  computeMatrixHistoryFigures,
  computeSetupHistory,
  type HistoryRun,
} from "@/lib/insights/history";

const chat = (value: number | null) => ({ key: "test:chat", label: "Chat", unit: "tok/s", order: 0, value });

function run(runId: string, engineVersion: string, measuredAt: string, value: number | null): HistoryRun {
  return { runId, engineName: "vllm", engineVersion, measuredAt, figures: [chat(value)] };
}

describe("engine versions in release order", () => {
  it("compares release numbers as numbers, a release candidate or dev build before its release", () => {
    const versions = ["0.10.0", "0.9.2", "0.26.1", "0.26.1rc1.dev914+gc3dabcddc", "0.26.0", "v0.26.1.post1"];
    expect([...versions].sort(compareEngineVersions)).toEqual([
      "0.9.2",
      "0.10.0",
      "0.26.0",
      "0.26.1rc1.dev914+gc3dabcddc",
      "0.26.1",
      "v0.26.1.post1",
    ]);
  });

  it("reads llama.cpp's build numbers", () => {
    expect(["b4600", "b10", "b4567"].sort(compareEngineVersions)).toEqual(["b10", "b4567", "b4600"]);
  });
});

describe("a setup's history", () => {
  it("orders by engine version then date and marks a fall of more than 5% with both runs", () => {
    const [engine] = computeSetupHistory([
      run("r3", "0.27.0", "2026-10-01T00:00:00.000Z", 10),
      run("r1", "0.25.0", "2026-09-01T00:00:00.000Z", 12.5),
      run("r2", "0.26.0", "2026-08-01T00:00:00.000Z", 12.4),
    ]);
    const [series] = engine!.series;
    expect(series!.points.map((p) => p.runId)).toEqual(["r1", "r2", "r3"]);
    expect(series!.drops).toHaveLength(1);
    expect(series!.drops[0]).toMatchObject({ fromVersion: "0.26.0", toVersion: "0.27.0", fromRunId: "r2" });
    expect(series!.drops[0]).toMatchObject({ toRunId: "r3", fromValue: 12.4, toValue: 10 });
    expect(series!.drops[0]!.changePercent).toBeCloseTo(-19.35, 2);
  });

  it("does not mark a fall of 5% or less, nor a rise", () => {
    const [engine] = computeSetupHistory([
      run("r1", "1.0", "2026-01-01T00:00:00.000Z", 100),
      run("r2", "1.1", "2026-01-02T00:00:00.000Z", 95),
      run("r3", "1.2", "2026-01-03T00:00:00.000Z", 130),
    ]);
    expect(engine!.series[0]!.drops).toEqual([]);
  });

  it("compares the median of each version's runs and links the run closest to it", () => {
    const [engine] = computeSetupHistory([
      run("a1", "1.0", "2026-01-01T00:00:00.000Z", 100),
      run("a2", "1.0", "2026-01-02T00:00:00.000Z", 40),
      run("a3", "1.0", "2026-01-03T00:00:00.000Z", 98),
      run("b1", "1.1", "2026-02-01T00:00:00.000Z", 90),
    ]);
    const series = engine!.series[0]!;
    expect(series.versions).toEqual([
      { engineVersion: "1.0", value: 98, runId: "a3", runs: 3 },
      { engineVersion: "1.1", value: 90, runId: "b1", runs: 1 },
    ]);
    expect(series.drops.map((d) => [d.fromRunId, d.toRunId])).toEqual([["a3", "b1"]]);
  });

  it("keeps engines apart and leaves out runs without the figure", () => {
    const engines = computeSetupHistory([
      run("v", "0.26.0", "2026-01-01T00:00:00.000Z", 10),
      { ...run("l", "b4567", "2026-01-01T00:00:00.000Z", 20), engineName: "llama.cpp" },
      run("n", "0.27.0", "2026-01-02T00:00:00.000Z", null),
    ]);
    expect(engines.map((e) => [e.engineName, e.series[0]!.points.map((p) => p.runId)])).toEqual([
      ["llama.cpp", ["l"]],
      ["vllm", ["v"]],
    ]);
  });

  it("takes a matrix's single-request and highest-concurrency decode at its smallest context", () => {
    const figures = computeMatrixHistoryFigures([
      { contextTokens: 16384, concurrency: 1, perRequestTps: 300, totalTps: 300 },
      { contextTokens: 8192, concurrency: 1, perRequestTps: 408.2, totalTps: 408.2 },
      { contextTokens: 8192, concurrency: 64, perRequestTps: 90, totalTps: 6018.4 },
      { contextTokens: 8192, concurrency: 128, perRequestTps: 50, totalTps: 6429.2 },
    ]);
    expect(figures.map((f) => [f.key, f.value])).toEqual([
      ["matrix:decode:8192:1", 408.2],
      ["matrix:decode:8192:128", 6429.2],
    ]);
    expect(figures[1]!.label).toBe("Matrix: 128 requests at 8K context, total tok/s");
    expect(computeMatrixHistoryFigures([])).toEqual([]);
  });
});
