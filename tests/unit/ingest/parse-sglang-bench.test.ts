import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectTool } from "@/lib/ingest/detect-tool";
import { mapMeasurementsToSuite } from "@/lib/ingest/map-to-suite";
import { parseArtifactFile } from "@/lib/ingest/parse-artifact";
import { parseSglangBench } from "@/lib/ingest/parse-sglang-bench";
import { catchParseError } from "@/tests/support/parse-error";

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/sglang-bench-serving/${name}`, import.meta.url), "utf8");

/** The fixture's lines as objects (read with the project's reader: the file holds bare Infinity). */
const firstLine = () => fixture("eagle-concurrency-sweep.jsonl").split("\n")[0]!;

describe("parseSglangBench", () => {
  it("reads a concurrency sweep as one part, bare Infinity as an unlimited rate", () => {
    const { parts, skipped, notes } = parseSglangBench(fixture("eagle-concurrency-sweep.jsonl"));
    expect(skipped).toEqual([]);
    expect(parts).toHaveLength(1);
    const part = parts[0]!;
    expect(part).toMatchObject({
      tool: "sglang-bench-serving",
      format: "jsonl",
      toolVersion: "0.5.6",
      model: "deepseek-ai/DeepSeek-V3",
      measuredAt: null,
      part: { modelLabel: "deepseek-ai/DeepSeek-V3", distinguishing: {}, lines: [1, 2, 3] },
    });
    expect(part.measurements.map((m) => [m.testLabel, m.requestRate, m.maxConcurrency, m.successes])).toEqual([
      ["inf ×1", null, 1, 16],
      ["inf ×16", null, 16, 64],
      ["inf ×64", null, 64, 256],
    ]);
    expect(part.measurements[1]).toMatchObject({
      definition: "sglang-bench-serving",
      concurrency: 16,
      dataset: "random",
      promptTokens: 8192,
      genTokens: 1024,
      durationS: 151.2,
      totalTps: 433.4,
      peakTps: 537.4,
      ttftMeanMs: 1810.4,
      ttftP50Ms: 1702.3,
      ttftP99Ms: 5120.9,
      tpotMeanMs: 44.8,
      itlMeanMs: 128.6,
      e2elMeanMs: 47630.5,
      requests: null,
    });
    expect(part.measurements[1]!.perUserTps).toBeCloseTo(1000 / 44.8, 9);
    expect(part.measurements[1]!.ttftP95Ms).toBeCloseTo(5120.9 * 0.9, 9);
    expect(part.sanityOutputs).toEqual([
      "The capital of France is Paris.",
      "Photosynthesis turns light into chemical energy.",
    ]);
    expect(notes).toEqual([
      "line 1 (inf ×1): mean speculative acceptance length 2.91 tokens per step (accept_length).",
      "line 2 (inf ×16): mean speculative acceptance length 2.84 tokens per step (accept_length).",
      "line 3 (inf ×64): mean speculative acceptance length 2.79 tokens per step (accept_length).",
    ]);
  });

  it("never echoes server_info's API key or host", () => {
    const out = JSON.stringify(parseSglangBench(fixture("mixed.jsonl")));
    expect(out).not.toMatch(/sglang-FAKE-KEY|10\.20\.30\.40|internal_states/);
  });

  it("groups lines by launch, names what differs, and accounts for every line", () => {
    const { parts, skipped } = parseSglangBench(fixture("mixed.jsonl"));
    expect(parts.map((p) => [p.part?.lines, p.part?.distinguishing])).toEqual([
      [
        [1, 2],
        {
          dataset_name: "sharegpt",
          speculative_algorithm: "none",
          speculative_eagle_topk: "none",
          speculative_num_draft_tokens: "none",
          speculative_num_steps: "none",
          tp_size: "4",
        },
      ],
      [
        [5],
        {
          dataset_name: "random",
          speculative_algorithm: "EAGLE",
          speculative_eagle_topk: "1",
          speculative_num_draft_tokens: "4",
          speculative_num_steps: "3",
          tp_size: "8",
        },
      ],
    ]);
    expect(parts[0]!.measurements.map((m) => [m.testLabel, m.requestRate, m.concurrency])).toEqual([
      ["2 qps", 2, null],
      ["4 qps", 4, null],
    ]);
    expect(skipped.map((row) => [row.line, row.reason.slice(0, 40)])).toEqual([
      [3, "no result: SGLang writes only the per-re"],
      [4, expect.stringMatching(/^Malformed JSON/)],
    ]);
  });

  it("reads a single line, and an already-parsed object", () => {
    const one = parseSglangBench(firstLine());
    expect(one.parts[0]!.measurements).toHaveLength(1);
    const object = parseArtifactFile("sglang-bench-serving", {
      ...JSON.parse(firstLine().replace("Infinity", '"inf"')),
    });
    expect(object.parts[0]!.measurements[0]).toEqual(one.parts[0]!.measurements[0]);
  });

  it("reads a trace replay's rate as no rate", () => {
    const line = firstLine().replace("Infinity", '"trace"');
    expect(parseSglangBench(line).parts[0]!.measurements[0]).toMatchObject({ testLabel: "trace", requestRate: null });
  });

  it("names the field of a bad value", () => {
    const bad = (from: string, to: string) => catchParseError(() => parseSglangBench(firstLine().replace(from, to)));
    expect(bad('"request_rate": Infinity', '"request_rate": "fast"')).toMatchObject({
      path: "line 1",
      message: expect.stringContaining("line 1: request_rate"),
    });
    expect(bad('"mean_ttft_ms": 820.4', '"mean_ttft_ms": -1').message).toContain("line 1: mean_ttft_ms");
    expect(bad('"completed": 16', '"completed": "16"').message).toContain("line 1: completed must be a number");
    expect(bad('"accept_length": 2.91', '"accept_length": "high"').message).toContain("line 1: accept_length");
  });

  it("refuses a file of no usable line, a run that completed nothing, and text that is not JSON Lines", () => {
    expect(
      catchParseError(() => parseSglangBench(firstLine().replace('"completed": 16', '"completed": 0'))).message,
    ).toMatch(/no line of the file could be used: line 1: nothing was measured/);
    expect(catchParseError(() => parseSglangBench("Serving Benchmark Result\nfoo")).path).toBe("line 1");
    expect(catchParseError(() => parseSglangBench('{"backend": ')).message).toContain("sglang.bench_serving");
  });
});

describe("SGLang files through detection, the dispatcher and the suite", () => {
  it.each(["eagle-concurrency-sweep.jsonl", "mixed.jsonl"])("%s", (name) => {
    const text = fixture(name);
    expect(detectTool(text)).toBe("sglang-bench-serving");
    for (const part of parseArtifactFile("sglang-bench-serving", text).parts) {
      expect(mapMeasurementsToSuite(part).every((m) => m.test === null)).toBe(true);
    }
  });
});
