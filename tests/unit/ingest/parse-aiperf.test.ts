import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectTool } from "@/lib/ingest/detect-tool";
import { mapMeasurementsToSuite } from "@/lib/ingest/map-to-suite";
import { parseAiperf } from "@/lib/ingest/parse-aiperf";
import { parseArtifact, parseArtifactFile } from "@/lib/ingest/parse-artifact";
import { catchParseError } from "@/tests/support/parse-error";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/aiperf/${name}`, import.meta.url), "utf8");

function parseOne(text: string) {
  const { parts, skipped } = parseAiperf(text);
  expect(skipped).toEqual([]);
  expect(parts).toHaveLength(1);
  return parts[0]!;
}

describe("parseAiperf: schema 1.x", () => {
  it("maps a schema 1.5 export onto one measurement with its percentiles and load", () => {
    const text = fixture("schema-1.5.json");
    const { parts, notes } = parseAiperf(text);
    const parsed = parts[0]!;
    expect(parsed).toMatchObject({
      tool: "aiperf",
      format: "json",
      toolVersion: "0.5.0",
      model: "Qwen/Qwen3-8B",
      measuredAt: new Date("2026-03-02T09:14:05.120Z"),
      matrix: null,
    });
    expect(parsed.measurements).toEqual([
      expect.objectContaining({
        definition: "aiperf",
        testLabel: "inf ×16",
        concurrency: 16,
        maxConcurrency: 16,
        requestRate: null,
        numPrompts: 500,
        promptTokens: 1024,
        genTokens: 256,
        perUserTps: 46.5,
        perUserTpsStd: 4.4,
        totalTps: 1626.8,
        achievedRate: 3.19,
        ttftMeanMs: 182.4,
        ttftStdMs: 96.5,
        ttftP50Ms: 154.2,
        ttftP95Ms: 402.3,
        ttftP99Ms: 788.1,
        tpotMeanMs: 21.6,
        itlMeanMs: 21.9,
        e2elMeanMs: 5702.3,
        successes: 500,
        requests: 502,
        durationS: 156.78,
      }),
    ]);
    expect(notes[0]).toBe("Read as AIPerf's profile_export_aiperf.json, schema 1.5 written by aiperf 0.5.0.");
    expect(notes).toContain("2 requests failed: TimeoutError 504 ×2.");
    // the endpoint URL and the command line are not echoed into anything the parser returns
    expect(JSON.stringify({ parts, notes })).not.toMatch(/10\.0\.0\.12|api-key/);
  });

  it("reads a sweep point's rate from run_info.variation_values (schema 1.3)", () => {
    const parsed = parseOne(fixture("sweep-1.3-rate.json"));
    expect(parsed.toolVersion).toBe("0.4.0");
    expect(parsed.measuredAt).toEqual(new Date("2026-01-20T17:02:11Z"));
    expect(parsed.measurements[0]).toMatchObject({
      testLabel: "2 qps",
      requestRate: 2,
      concurrency: null,
      promptTokens: 512,
      genTokens: 128,
      requests: 240,
      successes: 240,
      itlMeanMs: null,
      tpotMeanMs: 12.5,
    });
    // no per-user block: 1 / inter-token latency
    expect(parsed.measurements[0]!.perUserTps).toBeCloseTo(80, 9);
  });

  it("converts latencies from the unit the block states", () => {
    const doc = JSON.parse(fixture("sweep-1.3-rate.json"));
    doc.time_to_first_token = { unit: "ns", avg: 95_200_000, p99: 170_000_000, count: 240 };
    doc.benchmark_duration = { unit: "ms", avg: 120_400 };
    const m = parseOne(JSON.stringify(doc)).measurements[0]!;
    expect(m.ttftMeanMs).toBeCloseTo(95.2, 9);
    expect(m.ttftP99Ms).toBeCloseTo(170, 9);
    expect(m.durationS).toBeCloseTo(120.4, 9);
  });

  it("names the field of a bad value, a bad unit and an unknown schema", () => {
    const doc = JSON.parse(fixture("schema-1.5.json"));
    expect(
      catchParseError(() => parseAiperf(JSON.stringify({ ...doc, time_to_first_token: { unit: "ms", avg: "x" } }))),
    ).toMatchObject({ path: "time_to_first_token.avg" });
    expect(
      catchParseError(() => parseAiperf(JSON.stringify({ ...doc, request_latency: { unit: "tokens", avg: 1 } }))),
    ).toMatchObject({ path: "request_latency.unit" });
    expect(
      catchParseError(() =>
        parseAiperf(JSON.stringify({ ...doc, output_token_throughput: { unit: "tokens/sec", avg: -1 } })),
      ),
    ).toMatchObject({ path: "output_token_throughput", message: expect.stringContaining("output_token_throughput") });
    expect(catchParseError(() => parseAiperf(JSON.stringify({ ...doc, schema_version: "2.0" })))).toMatchObject({
      path: "schema_version",
    });
    const loadgen = { ...doc.input_config.loadgen, concurrency: "16" };
    const input_config = { ...doc.input_config, loadgen };
    expect(catchParseError(() => parseAiperf(JSON.stringify({ ...doc, input_config })))).toMatchObject({
      path: "input_config.loadgen.concurrency",
    });
    expect(
      catchParseError(() => parseAiperf(JSON.stringify({ ...doc, request_count: { unit: "requests", avg: 0 } }))),
    ).toMatchObject({ message: expect.stringContaining("measured nothing") });
    expect(catchParseError(() => parseAiperf('{"schema_version": "1.5", "aiperf_version": '))).toMatchObject({
      message: expect.stringContaining("profile_export_aiperf.json"),
    });
    expect(catchParseError(() => parseAiperf('{"hello": 1}')).message).toContain("not an AIPerf or GenAI-Perf");
  });

  it("notes a cancelled run and an invalid submission", () => {
    const doc = JSON.parse(fixture("schema-1.5.json"));
    const { notes } = parseAiperf(
      JSON.stringify({ ...doc, was_cancelled: true, runtime_submission_invalid_reasons: ["context_overflow_rate"] }),
    );
    expect(notes).toContain("The run was cancelled before it finished (was_cancelled).");
    expect(notes).toContain("AIPerf marked the run invalid for submission: context_overflow_rate.");
  });
});

describe("parseAiperf: the older records shape", () => {
  it("reads short tags under records{} and counts the cancelled requests as failed", () => {
    const { parts, notes } = parseAiperf(fixture("records.json"));
    const parsed = parts[0]!;
    expect(parsed).toMatchObject({
      toolVersion: null,
      model: "openai/gpt-oss-20b",
      measuredAt: new Date("2025-10-06T08:01:12.402Z"),
    });
    expect(parsed.measurements[0]).toMatchObject({
      definition: "aiperf",
      testLabel: "inf ×60",
      concurrency: 60,
      numPrompts: 60,
      ttftMeanMs: 1210.5,
      ttftP50Ms: 1190.3,
      ttftP95Ms: 2290.1,
      ttftP99Ms: 2461.0,
      perUserTps: 40.9,
      totalTps: 1440,
      achievedRate: 7.2,
      tpotMeanMs: 24.6,
      itlMeanMs: 24.9,
      promptTokens: 550,
      genTokens: 200,
      successes: 54,
      requests: 60,
      durationS: 7.5,
    });
    expect(notes[0]).toMatch(/older `records` shape/);
    expect(notes).toContain("6 requests failed: RequestCancellationError 499 ×6.");
  });

  it("names a bad field under records", () => {
    const doc = JSON.parse(fixture("records.json"));
    doc.records.ttft.p99 = [1];
    expect(catchParseError(() => parseAiperf(JSON.stringify(doc)))).toMatchObject({ path: "records.ttft.p99" });
  });
});

describe("parseAiperf: GenAI-Perf", () => {
  it("reads profile_export_genai_perf.json under its own definition", () => {
    const parsed = parseOne(fixture("genai-perf.json"));
    expect(parsed).toMatchObject({ tool: "aiperf", toolVersion: null, model: "ensemble", measuredAt: null });
    expect(parsed.measurements[0]).toMatchObject({
      definition: "genai-perf",
      testLabel: "inf ×100",
      concurrency: 100,
      requestRate: null,
      ttftMeanMs: 201.7,
      ttftP99Ms: 401.2,
      tpotMeanMs: 2.45,
      perUserTps: 410.2,
      totalTps: 38120.5,
      achievedRate: 24.8,
      promptTokens: 200,
      genTokens: 1537,
      successes: null,
      requests: null,
    });
  });

  it("notes that a non-streaming TTFT is the request latency", () => {
    const doc = JSON.parse(fixture("genai-perf.json"));
    doc.input_config.streaming = false;
    expect(parseAiperf(JSON.stringify(doc)).notes).toContain(
      "GenAI-Perf ran without streaming: its time to first token is the whole request's latency.",
    );
  });
});

describe("AIPerf files through the dispatcher, detection and the suite", () => {
  it.each(["schema-1.5.json", "sweep-1.3-rate.json", "records.json", "genai-perf.json"])(
    "detects %s as aiperf and never maps it onto a vLLM suite test",
    (name) => {
      const text = fixture(name);
      expect(detectTool(text)).toBe("aiperf");
      const parsed = parseArtifact("aiperf", text);
      expect(mapMeasurementsToSuite(parsed).map((m) => m.test)).toEqual([null]);
    },
  );

  it("reads already-parsed JSON too", () => {
    const file = parseArtifactFile("aiperf", JSON.parse(fixture("records.json")));
    expect(file.parts[0]!.measurements[0]!.ttftMeanMs).toBe(1210.5);
  });
});
