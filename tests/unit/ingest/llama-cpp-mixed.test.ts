/**
 * Files that hold several llama.cpp tools' tables: the maintainers' DGX Spark bench files put a
 * llama-batched-bench table and then a llama-bench table under each model's heading. Every table
 * is read, and each model is one part holding both (issue 26: the llama-bench rows were dropped).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseArtifactFile } from "@/lib/ingest/parse-artifact";

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/llama-cpp-mixed/${name}`, import.meta.url), "utf8");

describe("a file of llama-batched-bench and llama-bench tables", () => {
  it("gives each of the five models one part with its batched-bench and llama-bench rows", () => {
    const { parts, skipped } = parseArtifactFile("llama-batched-bench", fixture("dgx-spark.md"));
    expect(skipped).toEqual([]);
    expect(parts.map((p) => [p.part?.modelLabel, p.part?.distinguishing, p.measurements.length])).toEqual([
      ["gpt-oss 20B MXFP4 MoE", {}, 28],
      ["gpt-oss 120B MXFP4 MoE", {}, 28],
      ["qwen3moe 30B.A3B Q8_0", {}, 28],
      ["qwen2 7B Q8_0", {}, 28],
      ["gemma3 4B Q4_0", {}, 28],
    ]);
    const gemma = parts[4]!;
    // the batched-bench figure that was once ranked under another model's name
    expect(gemma.measurements.find((m) => m.testLabel === "pp512 tg32 b32")).toMatchObject({
      totalTps: 801.81,
      definition: "llama-batched-bench",
    });
    expect(gemma.measurements.find((m) => m.testLabel === "tg32 @ d32768")).toMatchObject({
      perUserTps: 58.38,
      definition: "llama-bench:tg",
    });
    expect(gemma.setup).toMatchObject({ buildCommit: "2f68ce7cf", nUbatch: 2048, flashAttention: "on" });
  });

  it("keeps the llama-bench rows after the batched-bench table: pp2048, tg32 and the depth sweep", () => {
    const { parts } = parseArtifactFile("llama-bench", fixture("nemotron-dgx-spark.md"));
    expect(parts).toHaveLength(1);
    const [nemotron] = parts;
    expect(nemotron!.part).toMatchObject({ modelLabel: "nemotron_h_moe 120B.A12B Q4_K - Medium" });
    const definitions = nemotron!.measurements.map((m) => m.definition);
    expect(definitions.filter((d) => d === "llama-batched-bench")).toHaveLength(18);
    expect(definitions.filter((d) => d?.startsWith("llama-bench:"))).toHaveLength(10);
    const byLabel = Object.fromEntries(nemotron!.measurements.map((m) => [m.testLabel, m]));
    expect(byLabel.pp2048).toMatchObject({ prefillTps: 768.84 });
    expect(byLabel.tg32).toMatchObject({ perUserTps: 19.94 });
    expect(byLabel["tg32 @ d32768"]).toMatchObject({ depth: 32768, perUserTps: 17.08 });
  });

  it("keeps tables of two setups apart even under one heading", () => {
    const text = fixture("nemotron-dgx-spark.md").replace("n_ubatch = 2048, flash_attn", "n_ubatch = 512, flash_attn");
    const { parts } = parseArtifactFile("llama-bench", text);
    expect(parts.map((p) => [p.tool, p.measurements.length, p.part?.distinguishing])).toEqual([
      ["llama-batched-bench", 18, { ub: "512" }],
      ["llama-bench", 10, { ub: "2048" }],
    ]);
  });
});
