import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseRunBundle, prepareRun, prepareRuns } from "@/lib/runs/prepare";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), "utf8");

function bundle(artifacts: unknown[]) {
  return {
    schemaVersion: 1,
    model: { name: "Llama 3.1 8B Instruct", org: "Meta", paramsB: 8, architecture: "dense", precision: "GGUF Q4_K_M" },
    hardware: {
      name: "RTX 4090",
      accelerator: "NVIDIA GeForce RTX 4090",
      memoryGB: 24,
      memoryKind: "discrete",
      bandwidthGBs: 1008,
    },
    engine: { name: "llama.cpp", version: "b5163", commit: "8cf427ff" },
    launchCommand: "llama-bench -m /models/Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf -fa 1 -d 0,4096 -o csv",
    measuredAt: "2025-04-22",
    artifacts,
  };
}

describe("prepareRun: runs of llama.cpp's own benchmarks", () => {
  it("accepts a run made only of llama-bench and llama-batched-bench results, none of them a suite rung", () => {
    const prepared = prepareRun(
      parseRunBundle(
        bundle([
          { tool: "llama-bench", fileName: "bench.csv", content: fixture("llama-bench/llama-8b-b5163.csv") },
          {
            tool: "llama-batched-bench",
            fileName: "batched.txt",
            content: fixture("llama-batched-bench/llama-8b-4090-main.txt"),
          },
        ]),
      ),
    );
    expect(
      prepared.artifacts.map((artifact) => [artifact.tool, artifact.format, artifact.measurements.length]),
    ).toEqual([
      ["llama-bench", "csv", 3],
      ["llama-batched-bench", "md", 5],
    ]);
    const measurements = prepared.artifacts.flatMap((artifact) => artifact.measurements);
    expect(measurements.every((m) => m.testKey === null)).toBe(true);
    expect(measurements.find((m) => m.testLabel === "tg128")).toMatchObject({
      perUserTps: 155.669765,
      definition: "llama-bench:tg",
    });
    expect(prepared.artifacts[0]!.setup).toMatchObject({ buildNumber: 5163, backends: "CUDA", flashAttention: "on" });
    expect(prepared.artifacts[1]!.setup).toMatchObject({ modelType: "llama 8B Q4_K - Medium", nGpuLayers: 99 });
    expect(prepared.benchmarkTools).toEqual([
      { name: "llama-bench", version: "8cf427ff (5163)" },
      { name: "llama-batched-bench", version: "a4417ddd (4589)" },
    ]);
  });

  it("makes a run per model of a multi-model file, each holding only its own model's rows", () => {
    const content = fixture("llama-bench/three-models.md");
    const { runs } = prepareRuns(parseRunBundle(bundle([{ tool: "llama-bench", fileName: "bench.md", content }])));
    expect(runs.map((run) => run.modelLabel)).toEqual([
      "gpt-oss 20B MXFP4 MoE",
      "gpt-oss 120B MXFP4 MoE",
      "qwen3moe 30B.A3B Q8_0",
    ]);
    // each run is named after its own rows, never after the model the contributor typed
    expect(runs.map((run) => run.bundle.model.name)).not.toContain("Llama 3.1 8B Instruct");
    const decode = runs.map(
      (run) =>
        run.artifacts.flatMap((artifact) => artifact.measurements).find((m) => m.testLabel === "tg32")?.perUserTps,
    );
    expect(decode).toEqual([196.42, 58.61, 80.16]);
    expect(() => prepareRun(parseRunBundle(bundle([{ tool: "llama-bench", fileName: "bench.md", content }])))).toThrow(
      "The bundle makes 3 runs, not one.",
    );
  });
});
