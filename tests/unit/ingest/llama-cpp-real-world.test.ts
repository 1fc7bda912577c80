/**
 * The llama.cpp family's files that other people published (../shared/real-world, SOURCES.md says
 * where each came from), read as the importer reads them: the parts each becomes, and every figure
 * expected.json names found in the right part, to the precision the tool printed.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseArtifactFile } from "@/lib/ingest/parse-artifact";
import type { ArtifactTool, Measurement, ParsedArtifact } from "@/lib/ingest/schema";

const REAL_WORLD = new URL("../../../../shared/real-world/", import.meta.url);
const read = (name: string) => readFileSync(new URL(name, REAL_WORLD), "utf8");

type Figure = { test: string; value?: number; model?: string; fa?: number; rocm?: string } & Record<string, unknown>;
type Expected = { file: string; tool: string; figures: Figure[] };

const expected = (JSON.parse(read("expected.json")) as Expected[]).filter((entry) =>
  /^llama-(bench|batched-bench|sweep-bench)\b/.test(entry.tool),
);

/** The tool a contributor names for the file (the sweep-bench log is the one file of its tool). */
function toolOf(entry: Expected): ArtifactTool {
  return entry.tool.startsWith("llama-sweep-bench") ? "llama-sweep-bench" : (entry.tool.split(" ")[0] as ArtifactTool);
}

const parse = (entry: Expected) => parseArtifactFile(toolOf(entry), read(entry.file));

/** The part a figure names: by model label and distinguishing facts, or the only part. */
function partOf(parts: ParsedArtifact[], figure: Figure): ParsedArtifact {
  const matching = parts.filter(
    (parsed) =>
      (figure.model === undefined || parsed.part?.modelLabel === figure.model) &&
      (figure.fa === undefined || parsed.part?.distinguishing.fa === String(figure.fa)) &&
      (figure.rocm === undefined || parsed.part?.distinguishing.rocm === figure.rocm),
  );
  expect(matching, `one part for ${JSON.stringify(figure)}`).toHaveLength(1);
  return matching[0]!;
}

/** batched-bench's "PP128 TG128 B2" and sweep-bench's "PP2048 @ N_KV 0" by their parameters; llama-bench's by label. */
function measurementOf(parsed: ParsedArtifact, test: string): Measurement {
  const batched = /^PP(\d+) TG(\d+) B(\d+)$/.exec(test);
  const found = batched
    ? parsed.measurements.find(
        (m) =>
          m.promptTokens === Number(batched[1]) &&
          m.genTokens === Number(batched[2]) &&
          m.concurrency === Number(batched[3]),
      )
    : parsed.measurements.find((m) => m.testLabel === test);
  expect(found, `a measurement ${test}`).toBeDefined();
  return found!;
}

/** Rounded to the decimals the expected value was written with: the precision the tool printed. */
function printed(value: number | null, like: number): number | null {
  if (value === null) return null;
  const decimals = String(like).split(".")[1]?.length ?? 0;
  return Number(value.toFixed(decimals));
}

describe("llama.cpp files published by others: every expected figure in its part", () => {
  it.each(expected.map((entry) => [entry.file, entry]))("%s", (_file, entry) => {
    const { parts } = parse(entry);
    for (const figure of entry.figures) {
      const measurement = measurementOf(partOf(parts, figure), figure.test);
      if (figure.value !== undefined) {
        const value = measurement.prefillTps ?? measurement.perUserTps ?? measurement.totalTps;
        const kind = figure.test.startsWith("tg") ? measurement.perUserTps : value;
        expect(printed(figure.test.includes("+") ? measurement.totalTps : kind, figure.value)).toBe(figure.value);
      }
      if (typeof figure.S_PP === "number") expect(printed(measurement.prefillTps, figure.S_PP)).toBe(figure.S_PP);
      if (typeof figure.S_TG === "number") {
        const sTg = measurement.definition === "llama-sweep-bench" ? measurement.perUserTps : measurement.totalTps;
        expect(printed(sTg, figure.S_TG)).toBe(figure.S_TG);
      }
      if (typeof figure.per_user_tg === "number") {
        expect(printed(measurement.perUserTps, figure.per_user_tg)).toBe(figure.per_user_tg);
      }
    }
  });
});

describe("llama.cpp files published by others: parts, notes and skipped rows", () => {
  const file = (name: string) => parse(expected.find((entry) => entry.file === name)!);

  it("gives the three quantizations of one llama-bench JSON three parts, each dated by its test_time", () => {
    const { parts } = file("khunguraharman-m4-mac-mini-qwen3-4b-three-quants.json");
    expect(
      parts.map((p) => [p.part?.modelLabel, p.part?.precision, p.part?.lines, p.measuredAt?.toISOString()]),
    ).toEqual([
      ["qwen3 4B Q8_0", "Q8_0", [1, 2, 3, 4, 5], "2026-08-03T19:54:28.000Z"],
      ["qwen3 4B Q6_K", "Q6_K", [6, 7, 8, 9, 10], "2026-08-05T17:32:41.000Z"],
      ["qwen3 4B Q5_K - Medium", "Q5_K - Medium", [11, 12, 13, 14, 15], "2026-08-07T08:06:48.000Z"],
    ]);
  });

  it("splits a hand-merged README table by model and ROCm version (the publisher's own column)", () => {
    const { parts } = file("mixa3607-mi50-gfx906-rocm-six-models.md");
    expect(parts).toHaveLength(14);
    expect(parts.filter((p) => p.part?.modelLabel === "qwen3 14B Q4_0").map((p) => p.part?.distinguishing)).toEqual([
      { rocm: "6.3.4" },
      { rocm: "6.4.1" },
    ]);
  });

  it("splits one model's table by -fa 0,1", () => {
    const { parts } = file("ik_llama-disc399-fizzAI-gtx1650s-mainline-cuda-blas-fa-sweep.md");
    expect(parts.map((p) => [p.part?.distinguishing, p.part?.lines, p.toolVersion])).toEqual([
      [{ fa: "0" }, [8, 9], "15e03282 (5318)"],
      [{ fa: "1" }, [10, 11], "15e03282 (5318)"],
    ]);
  });

  it("gives two interleaved models their own rows", () => {
    const { parts } = file("ik_llama-pr56-ikawrakow-metal-bf16-vs-f16-2024.md");
    expect(parts.map((p) => [p.part?.modelLabel, p.part?.lines])).toEqual([
      ["llama 8B BF16", [3, 5]],
      ["llama 8B F16", [4, 6]],
    ]);
  });

  it("reads fork columns and a log line between the separator and the rows", () => {
    const [only] = file("ik_llama-disc459-VinnyG9-2xP100-qwen3-235b-ik-columns.md").parts;
    expect(only!.measurements).toHaveLength(6);
    expect(only!.setup).toMatchObject({ nGpuLayers: 94, threads: 16, flashAttention: "on", backends: "CUDA" });
  });

  it("reads two rows without their header by their shape, and says so", () => {
    const { parts, notes } = file("ik_llama-issue539-jagusztinl-cobalt100-arm-rows-without-header.md");
    expect(parts.map((p) => [p.part?.modelLabel, p.setup?.backends, p.setup?.modelSizeBytes])).toEqual([
      ["deepseek2 671B Q4_0", "RPC", Math.round(353.47 * 2 ** 30)],
    ]);
    expect(notes).toEqual([expect.stringContaining("lines 2-3: llama-bench rows without their header line")]);
  });

  it("reads a batched-bench log cut short by a crash, with the loader's model facts", () => {
    const { parts, skipped } = file("ik_llama-issue389-QuPengfei-batched-bench-cpu-qwen3-235b-crash.log");
    expect(skipped).toEqual([]);
    expect(parts[0]!.part).toMatchObject({ precision: "Q4_K - Medium", lines: [145, 146] });
    expect(parts[0]!.setup).toMatchObject({
      modelType: "qwen3moe ?B Q4_K - Medium",
      modelSizeBytes: Math.round(132.386 * 2 ** 30),
      modelParams: 235_094_000_000,
      nGpuLayers: 0,
      threads: 64,
    });
  });

  it("reads llama-sweep-bench as a depth sweep of prompt and generation speed", () => {
    const { parts } = file("ik_llama-issue629-sousekd-rtx5090-sweep-bench-windows.log");
    const [sweep] = parts;
    expect(sweep).toMatchObject({ tool: "llama-sweep-bench", toolVersion: "5236c98b (3772)" });
    expect(sweep!.measurements).toHaveLength(16);
    expect(sweep!.measurements[15]).toMatchObject({
      testLabel: "PP2048 @ N_KV 30720",
      definition: "llama-sweep-bench",
      promptTokens: 2048,
      genTokens: 512,
      depth: 30720,
      concurrency: 1,
      prefillTps: 306.09,
      perUserTps: 19.92,
    });
    // the console wrapped the loader's file line: no half of a file name
    expect(sweep!.setup).toMatchObject({ modelFile: null, nUbatch: 2048, nBatch: 4096, threads: 32, nGpuLayers: 999 });
  });
});
