import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseArtifact } from "@/lib/ingest/parse-artifact";
import { parsePythonJson, parseVllmBenchServe } from "@/lib/ingest/parse-vllm-bench";
import { catchParseError } from "@/tests/support/parse-error";

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/vllm-bench-serve/${name}`, import.meta.url), "utf8");

/** The file's only part: these fixtures hold one model and setup each. */
function parseOne(text: string) {
  const { parts, skipped } = parseVllmBenchServe(text);
  expect(skipped).toEqual([]);
  expect(parts).toHaveLength(1);
  return parts[0]!;
}

describe("parseVllmBenchServe", () => {
  it("maps a current result file onto one measurement, ignoring --metadata keys for the figures", () => {
    const text = fixture("office-baseline-metadata.json");
    const raw = JSON.parse(text);
    const parsed = parseOne(text);
    expect(parsed).toMatchObject({
      tool: "vllm-bench-serve",
      format: "json",
      toolVersion: null,
      model: "Qwen/Qwen3.5-9B",
      measuredAt: new Date("2026-08-07T13:15:22Z"),
      sanityOutputs: [],
    });
    expect(parsed.measurements).toHaveLength(1);
    const [m] = parsed.measurements;
    expect(m).toMatchObject({
      requestRate: 0.3,
      burstiness: 0.7,
      maxConcurrency: null,
      concurrency: null,
      dataset: "random",
      numPrompts: 200,
      requests: 200,
      successes: 200,
      promptTokens: Math.round(raw.total_input_tokens / 200),
      genTokens: Math.round(raw.total_output_tokens / 200),
      durationS: raw.duration,
      achievedRate: raw.request_throughput,
      totalTps: raw.output_throughput,
      ttftMeanMs: raw.mean_ttft_ms,
      ttftStdMs: raw.std_ttft_ms,
      ttftP50Ms: raw.median_ttft_ms,
      ttftP95Ms: raw.p95_ttft_ms,
      ttftP99Ms: raw.p99_ttft_ms,
      tpotMeanMs: raw.mean_tpot_ms,
      itlMeanMs: raw.mean_itl_ms,
      e2elMeanMs: raw.mean_e2el_ms,
      depth: null,
      repeats: null,
    });
    expect(m!.perUserTps).toBeCloseTo(1000 / raw.mean_tpot_ms, 9);
  });

  it("keeps generated texts for the sanity check and counts the failed request", () => {
    const parsed = parseOne(fixture("sharegpt-detailed.json"));
    expect(parsed.measurements[0]).toMatchObject({ numPrompts: 16, requests: 16, successes: 15, requestRate: 0.3 });
    expect(parsed.sanityOutputs).toHaveLength(15);
    expect(parsed.sanityOutputs[6]).toMatch(/^Bonjour ! Voici trois idées/);
  });

  it("reads --append-result JSON Lines as one measurement per line", () => {
    const parsed = parseOne(fixture("capacity-sweep.jsonl"));
    expect(parsed.format).toBe("jsonl");
    expect(parsed.measurements.map((m) => [m.requestRate, m.numPrompts])).toEqual([
      [0.1, 100],
      [0.2, 100],
      [0.3, 100],
      [0.5, 125],
      [0.7, 175],
      [1, 250],
    ]);
    expect(parsed.measuredAt).toEqual(new Date("2026-08-07T15:00:12Z"));
    expect(parsed.measurements[5]!.ttftP95Ms).toBeCloseTo(14307.53, 2);
  });

  it("reads a legacy benchmark_serving.py file: goodput key with a colon, no failed, rate inf", () => {
    const text = fixture("legacy-smoke-inf.json");
    expect(text).toContain('"request_goodput:": null');
    const parsed = parseOne(text);
    expect(parsed.measurements[0]).toMatchObject({
      requestRate: null,
      burstiness: 1,
      numPrompts: 10,
      requests: 10,
      successes: 10,
      promptTokens: 128,
      genTokens: 64,
      ttftP95Ms: null,
    });
    expect(parsed.measurements[0]!.ttftP99Ms).toBeCloseTo(128.378, 3);
    expect(parsed.sanityOutputs).toHaveLength(10);
  });

  it("counts non-empty errors as failures when the file has no failed key", () => {
    const legacy = JSON.parse(fixture("legacy-smoke-inf.json"));
    delete legacy.num_prompts;
    legacy.completed = 8;
    legacy.errors[3] = "ServerDisconnectedError";
    legacy.errors[7] = "TimeoutError";
    expect(parseArtifact("vllm-bench-serve", legacy).measurements[0]).toMatchObject({ requests: 10, successes: 8 });
  });

  it("reads Python's NaN and Infinity as null", () => {
    const parsed = parseOne(fixture("reasoning-nan.json"));
    expect(parsed.measurements[0]).toMatchObject({ itlMeanMs: null, requestRate: 0.2, numPrompts: 50 });
    expect(parsed.measurements[0]!.tpotMeanMs).toBeGreaterThan(0);
    const infinite = fixture("office-baseline-metadata.json")
      .replace(/"request_rate": 0\.3/, '"request_rate": Infinity')
      .replace(/"std_ttft_ms": [\d.]+/, '"std_ttft_ms": -Infinity');
    expect(parseOne(infinite).measurements[0]).toMatchObject({ requestRate: null, ttftStdMs: null });
    expect(parsePythonJson('{"texts": ["NaN is fine here"], "x": NaN}')).toEqual({
      texts: ["NaN is fine here"],
      x: null,
    });
  });

  it("names the line of malformed JSON, in a single object and in JSON Lines", () => {
    const single = fixture("monday-peak.json").slice(0, 500);
    expect(catchParseError(() => parseVllmBenchServe(single))).toMatchObject({ path: "line 1" });
    const pretty = JSON.stringify(JSON.parse(fixture("monday-peak.json")), null, 2).replace(
      '"completed": 300,',
      '"completed": 300',
    );
    const error = catchParseError(() => parseVllmBenchServe(pretty));
    expect(error.path).toBe("line 14"); // the line after "completed": 300 (line 13) lacks the comma
    const lines = fixture("capacity-sweep.jsonl").split("\n");
    lines[3] = lines[3]!.slice(0, -40);
    const { parts, skipped } = parseVllmBenchServe(lines.join("\n"));
    expect(parts[0]!.measurements.map((m) => m.requestRate)).toEqual([0.1, 0.2, 0.3, 0.7, 1]);
    expect(skipped).toEqual([
      { line: 4, reason: expect.stringMatching(/^Malformed JSON at line 4, column \d+/), text: expect.any(String) },
    ]);
    expect(skipped[0]!.text!.length).toBeLessThanOrEqual(200);
  });

  it("says which file was expected when a single object is not JSON", () => {
    const error = catchParseError(() => parseVllmBenchServe(fixture("monday-peak.json").slice(0, 500)));
    expect(error.message).toMatch(/^vllm bench serve: Malformed JSON at line 1/);
    expect(error.message).toContain("vllm bench serve ... --save-result --result-filename x.json");
  });

  it("rejects negative and NaN figures naming the field (and the line in JSON Lines)", () => {
    const negative = fixture("monday-peak.json").replace(/"mean_ttft_ms": [\d.]+/, '"mean_ttft_ms": -12.5');
    const error = catchParseError(() => parseVllmBenchServe(negative));
    expect(error.path).toBe("mean_ttft_ms");
    expect(error.message).toMatch(/^mean_ttft_ms: .*\(got -12\.5\)$/);
    const lines = fixture("capacity-sweep.jsonl").split("\n");
    lines[2] = lines[2]!.replace(/"output_throughput": [\d.]+/, '"output_throughput": -1');
    const { parts, skipped } = parseVllmBenchServe(lines.join("\n"));
    expect(parts[0]!.part!.lines).toEqual([1, 2, 4, 5, 6]);
    expect(skipped).toMatchObject([
      { line: 3, reason: expect.stringMatching(/^line 3: output_throughput: .*\(got -1\)$/) },
    ]);
    const object = JSON.parse(fixture("monday-peak.json"));
    object.p95_ttft_ms = Number.NaN;
    expect(catchParseError(() => parseArtifact("vllm-bench-serve", object))).toMatchObject({ path: "p95_ttft_ms" });
  });

  it("rejects a request rate that is neither a number nor inf", () => {
    const rate = fixture("monday-peak.json").replace('"request_rate": 1.5', '"request_rate": "fast"');
    expect(catchParseError(() => parseVllmBenchServe(rate))).toMatchObject({ path: "request_rate" });
  });

  it("makes a line of another model another part, never a rung of the first", () => {
    const lines = fixture("capacity-sweep.jsonl").split("\n");
    lines[1] = lines[1]!.replace('"model_id": "Qwen/Qwen3.5-9B"', '"model_id": "other/model"');
    const { parts } = parseVllmBenchServe(lines.join("\n"));
    expect(parts.map((part) => [part.model, part.part!.lines])).toEqual([
      ["Qwen/Qwen3.5-9B", [1, 3, 4, 5, 6]],
      ["other/model", [2]],
    ]);
    expect(parts.map((part) => part.part!.distinguishing)).toEqual([{}, {}]);
  });
});
