import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BundleError, parseRunBundle, prepareRun } from "@/lib/runs/prepare";

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

  it("names the artifact of a multi-model file and the way to cut it", () => {
    const content = fixture("llama-bench/three-models.md");
    let error: unknown;
    try {
      prepareRun(parseRunBundle(bundle([{ tool: "llama-bench", fileName: "bench.md", content }])));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BundleError);
    expect((error as BundleError).issues[0]).toMatchObject({ path: "artifacts.0.content (line 5)" });
    expect((error as BundleError).issues[0]!.message).toContain("one per model");
  });
});
