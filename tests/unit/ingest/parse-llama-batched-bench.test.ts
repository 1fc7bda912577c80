import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseArtifact, parseArtifactFile } from "@/lib/ingest/parse-artifact";
import { ParseError } from "@/lib/ingest/schema";

/** A file of one model and setup: its only part. */
const parseLlamaBatchedBench = (text: string) => parseArtifact("llama-batched-bench", text);

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/llama-batched-bench/${name}`, import.meta.url), "utf8");

function parseError(text: string): ParseError {
  try {
    parseLlamaBatchedBench(text);
  } catch (error) {
    if (error instanceof ParseError) return error;
    throw error;
  }
  throw new Error("expected a ParseError");
}

const HEADER = `|    PP |     TG |    B |   N_KV |   T_PP s | S_PP t/s |   T_TG s | S_TG t/s |      T s |    S t/s |
|-------|--------|------|--------|----------|----------|----------|----------|----------|----------|`;

describe("parseLlamaBatchedBench", () => {
  it("reads the table of an older build (`main:` settings, no is_tg_separate) with its logs", () => {
    const parsed = parseLlamaBatchedBench(fixture("llama-8b-4090-main.txt"));
    expect(parsed).toMatchObject({
      tool: "llama-batched-bench",
      format: "md",
      model: "llama 8B Q4_K - Medium",
      toolVersion: "a4417ddd (4589)",
    });
    expect(parsed.measurements.map((m) => m.testLabel)).toEqual([
      "pp512 tg128 b1",
      "pp512 tg128 b2",
      "pp512 tg128 b4",
      "pp512 tg128 b8",
      "pp512 tg128 b16",
    ]);
    const b8 = parsed.measurements[3];
    expect(b8).toMatchObject({
      promptTokens: 512,
      genTokens: 128,
      concurrency: 8,
      depth: 0,
      prefillTps: 7433.76,
      totalTps: 818.55,
      durationS: 1.802,
      definition: "llama-batched-bench",
    });
    // S_TG counts all eight sequences: each one decoded at an eighth of it
    expect(b8!.perUserTps).toBeCloseTo(818.55 / 8, 6);
    expect(parsed.setup).toMatchObject({
      buildCommit: "a4417ddd",
      buildNumber: 4589,
      gpuInfo: "NVIDIA GeForce RTX 4090",
      modelFile: "/models/Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf",
      modelType: "llama 8B Q4_K - Medium",
      modelSizeBytes: Math.round(4.58 * 2 ** 30),
      modelParams: 8_030_000_000,
      nGpuLayers: 99,
      flashAttention: "off",
      nBatch: 2048,
      nUbatch: 512,
      threads: 16,
    });
  });

  it("reads a newer build (`llama_batched_bench:`, is_tg_separate = 1): S_TG is one sequence's speed", () => {
    const parsed = parseLlamaBatchedBench(fixture("llama-8b-tg-separate.txt"));
    const b32 = parsed.measurements[1];
    expect(b32).toMatchObject({
      concurrency: 32,
      prefillTps: 3986.37,
      totalTps: 80.5,
      perUserTps: 80.5,
      definition: "llama-batched-bench:separate-tg",
    });
    expect(parsed.setup).toMatchObject({ flashAttention: "auto", nGpuLayers: -1, buildNumber: 7772, threads: 20 });
  });

  it("marks a shared prompt (-pps): S_PP counts the prompt once", () => {
    const text = fixture("llama-8b-4090-main.txt").replace("is_pp_shared = 0", "is_pp_shared = 1");
    expect(parseLlamaBatchedBench(text).measurements[0]!.definition).toBe("llama-batched-bench:shared-prompt");
  });

  it("reads --output-format jsonl after the start-up log", () => {
    const parsed = parseLlamaBatchedBench(fixture("llama-8b-jsonl.jsonl"));
    expect(parsed.format).toBe("jsonl");
    expect(parsed.measurements[0]).toMatchObject({
      promptTokens: 128,
      genTokens: 128,
      concurrency: 1,
      prefillTps: 547.45306,
      totalTps: 36.532975,
      perUserTps: 36.532975,
      durationS: 3.737494,
      testLabel: "pp128 tg128 b1",
    });
    expect(parsed.measurements[2]!.perUserTps).toBeCloseTo(130.912676 / 4, 6);
    expect(parsed.setup).toMatchObject({ nUbatch: 512, threads: 8, modelType: "llama 8B Q4_K - Medium" });
  });

  it("reads a table without its logs, and a 0-token side printed as nan", () => {
    const parsed = parseLlamaBatchedBench(
      `${HEADER}\n` +
        "|   512 |      0 |    4 |   2048 |    0.274 |  7474.45 |    0.000 |     -nan |    0.274 |  7474.45 |\n",
    );
    expect(parsed.measurements[0]).toMatchObject({ prefillTps: 7474.45, totalTps: null, perUserTps: null });
    expect(parsed.setup).toMatchObject({ modelType: null, buildCommit: null });
    expect(parsed.toolVersion).toBeNull();
  });

  it("gives two setups in one file their parts, named by what differs", () => {
    const text = fixture("llama-8b-4090-main.txt");
    const { parts } = parseArtifactFile(
      "llama-batched-bench",
      `${text}\n${text.replace("flash_attn = 0", "flash_attn = 1")}`,
    );
    expect(parts.map((p) => [p.part?.distinguishing, p.part?.lines])).toEqual([
      [{ fa: "0" }, [18, 19, 20, 21, 22]],
      [{ fa: "1" }, [46, 47, 48, 49, 50]],
    ]);
  });

  it("gives two models in one file their parts, from their loader logs", () => {
    const text = fixture("llama-8b-4090-main.txt");
    const { parts } = parseArtifactFile(
      "llama-batched-bench",
      `${text}\n${text.replace("print_info: model type       = 8B", "print_info: model type       = 70B")}`,
    );
    expect(parts.map((p) => [p.part?.modelLabel, p.part?.precision, p.part?.lines.length])).toEqual([
      ["llama 8B Q4_K - Medium", "Q4_K - Medium", 5],
      ["llama 70B Q4_K - Medium", "Q4_K - Medium", 5],
    ]);
  });

  it.each([
    ["an empty file", "", "The llama-batched-bench output is empty"],
    ["garbage", "Segmentation fault (core dumped)\n", "No llama-batched-bench results"],
    [
      "a header without rows",
      `main: n_kv_max = 2048, n_batch = 2048\n\n${HEADER}\n`,
      "This looks like llama-batched-bench output, but its table (line 3) has no result rows",
    ],
  ])("refuses %s, saying how to write an accepted file", (_case, text, message) => {
    const error = parseError(text);
    expect(error.message).toContain(message);
    expect(error.message).toContain("llama-batched-bench -m model.gguf");
  });

  it("reads ik_llama.cpp's llama-sweep-bench table (no B column) as a sweep, not a batched-bench table", () => {
    const sweep =
      "|    PP |     TG |   N_KV |   T_PP s | S_PP t/s |   T_TG s | S_TG t/s |\n" +
      "|-------|--------|--------|----------|----------|----------|----------|\n" +
      "|   512 |    128 |      0 |    0.100 |  5120.00 |    1.000 |   128.00 |\n";
    const parsed = parseLlamaBatchedBench(sweep);
    expect(parsed.tool).toBe("llama-sweep-bench");
    expect(parsed.measurements[0]).toMatchObject({ testLabel: "PP512 @ N_KV 0", definition: "llama-sweep-bench" });
  });

  it("refuses hostile log lines by their length, in linear time", () => {
    const from =
      "llama_model_loader: loaded meta data with 1 key-value pairs and 1 tensors from" +
      " from (version".repeat(200_000);
    const started = performance.now();
    expect(parseError(`${from}\n${"print_info: arch = ".repeat(100_000)}\n`).message).toMatch(
      /^line 1 is 2,800,078 characters long: .*upload cap lineChars/,
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("names the line and column of an unreadable cell in the refusal of a table of no other row", () => {
    const error = parseError(
      `${HEADER}\n` +
        "|   512 |    128 |    1 |    640 |    0.071 |     fast |    0.812 |   157.64 |    0.883 |   724.80 |\n",
    );
    expect(error.message).toContain('line 3: cannot read "fast" in column S_PP t/s');
    expect(error.path).toBe("line 3");
  });
});
