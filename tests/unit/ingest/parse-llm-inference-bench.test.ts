import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseArtifact } from "@/lib/ingest/parse-artifact";
import { parseLlmInferenceBench } from "@/lib/ingest/parse-llm-inference-bench";
import type { MatrixCell } from "@/lib/ingest/schema";
import { catchParseError } from "@/tests/support/parse-error";

const TEXT = readFileSync(
  new URL("../../fixtures/llm-inference-bench/matrix-qwen3.5-9b-gap-and-loop.json", import.meta.url),
  "utf8",
);
const report = () => JSON.parse(TEXT);

const find = (cells: MatrixCell[], phase: string, context: number, concurrency: number) =>
  cells.find((c) => c.phase === phase && c.contextTokens === context && c.concurrency === concurrency);

describe("parseLlmInferenceBench", () => {
  const parsed = parseLlmInferenceBench(TEXT);
  const cells = parsed.matrix?.cells ?? [];

  it("reads the metadata into the artifact and the matrix meta", () => {
    expect(parsed).toMatchObject({
      tool: "llm-inference-bench",
      format: "json",
      toolVersion: "0.6.2",
      model: "qwen3.5-9b-bf16",
      measuredAt: new Date("2026-08-08T14:22:31.518Z"),
      measurements: [],
    });
    expect(parsed.matrix?.meta).toEqual({
      decodeMode: "duration",
      prefillMode: "integrated_decode_scout",
      secondsPerMeasurement: 30,
      maxOutputTokens: 2048,
      // hardware_run_summary.power_total_avg_w: the run's measured power
      averagePowerW: 83.4,
    });
    expect(cells.filter((c) => c.phase === "prefill")).toHaveLength(4);
    expect(cells.filter((c) => c.phase === "decode")).toHaveLength(16);
  });

  it("turns prefill entries into concurrency-1 cells with TTFT in milliseconds", () => {
    expect(find(cells, "prefill", 16384, 1)).toMatchObject({
      status: "valid",
      totalTps: 3958,
      ttftMs: 4139,
      completedRequests: 1,
      perRequestTps: null,
    });
  });

  it("turns results into decode cells: medians converted to ms, 0 read as not reported", () => {
    const raw = report().results[1];
    expect(raw).toMatchObject({ context_tokens: 0, concurrency: 2 });
    expect(find(cells, "decode", 0, 2)).toEqual({
      phase: "decode",
      contextTokens: 0,
      concurrency: 2,
      status: "valid",
      totalTps: raw.aggregate_tps,
      perRequestTps: raw.per_request_avg_tps,
      ttftMs: Math.round(raw.ttft_p50 * 1e9) / 1e6,
      tbtMs: Math.round(raw.inter_token_latency_p50 * 1e9) / 1e6,
      avgActiveRequests: raw.avg_running_reqs,
      completedRequests: 0,
      outputTokens: raw.total_tokens,
      measuredSeconds: raw.measurement_seconds,
      failureReason: null,
    });
    expect(find(cells, "decode", 0, 2)?.tbtMs).toBeCloseTo(71.875, 6);
  });

  it("marks the grid cells absent from results as over capacity, with no figures", () => {
    const over = cells.filter((c) => c.status === "over_capacity" && c.totalTps === null);
    expect(over.map((c) => [c.contextTokens, c.concurrency])).toEqual([
      [32768, 8],
      [65536, 4],
      [65536, 8],
    ]);
  });

  it("keeps a capacity-limited cell's figures as over capacity, with the tool's reason", () => {
    expect(find(cells, "decode", 32768, 4)).toMatchObject({
      status: "over_capacity",
      avgActiveRequests: 3.21,
      failureReason: "warmup timed out after 60s: 3/4 requests running (KV cache 91% used)",
    });
    expect(find(cells, "decode", 32768, 4)?.totalTps).toBeCloseTo(28.865, 3);
  });

  it("turns a loop-invalidated cell (sentinel throughput) into an error with its reason", () => {
    expect(find(cells, "decode", 16384, 8)).toMatchObject({
      status: "error",
      totalTps: null,
      ttftMs: null,
      failureReason: "exact repetition: 4 cycles of 1,187 chars in request 6 (content); cell invalidated",
    });
  });

  it("treats null throughput, a null summary entry and errors without throughput as failed cells", () => {
    const data = report();
    Object.assign(data.results[0], { aggregate_tps: null, error: "stream disconnected before warmup completed" });
    data.summary_table["0"]["2"] = null;
    Object.assign(data.results[2], { aggregate_tps: 0, num_errors: 4 });
    const out = parseArtifact("llm-inference-bench", data).matrix?.cells ?? [];
    expect(find(out, "decode", 0, 1)).toMatchObject({
      status: "error",
      failureReason: "stream disconnected before warmup completed",
    });
    expect(find(out, "decode", 0, 2)).toMatchObject({ status: "error", failureReason: "no throughput reported" });
    expect(find(out, "decode", 0, 4)).toMatchObject({ status: "error", failureReason: "4 request errors" });
  });

  it("marks a prefill entry without a rate as failed", () => {
    const data = report();
    data.prefill["32768"].tok_per_sec = 0;
    const out = parseArtifact("llm-inference-bench", data).matrix?.cells ?? [];
    expect(find(out, "prefill", 32768, 1)).toMatchObject({ status: "error", totalTps: null, ttftMs: null });
  });

  it("adds no over-capacity cells for a prefill-only run", () => {
    const data = report();
    data.metadata.prefill_only = true;
    data.results = [];
    const out = parseArtifact("llm-inference-bench", JSON.stringify(data)).matrix?.cells ?? [];
    expect(out.map((c) => c.phase)).toEqual(["prefill", "prefill", "prefill", "prefill"]);
  });

  it("tolerates unknown keys", () => {
    const data = report();
    data.results[0].new_metric_from_a_later_version = { anything: [1, 2] };
    data.metadata.some_flag = true;
    expect(parseArtifact("llm-inference-bench", data).matrix?.cells).toHaveLength(20);
  });

  it("rejects negative, NaN and non-numeric figures naming the path", () => {
    const data = report();
    data.results[3].aggregate_tps = -5;
    expect(catchParseError(() => parseArtifact("llm-inference-bench", data))).toMatchObject({
      path: "results[3].aggregate_tps",
    });
    data.results[3].aggregate_tps = 12;
    data.results[5].ttft_p50 = Number.NaN;
    expect(catchParseError(() => parseArtifact("llm-inference-bench", data))).toMatchObject({
      path: "results[5].ttft_p50",
    });
    data.results[5].ttft_p50 = "1.2s";
    const text = catchParseError(() => parseArtifact("llm-inference-bench", data));
    expect(text.path).toBe("results[5].ttft_p50");
    expect(text.message).toMatch(/must be a number/);
    const prefill = report();
    prefill.prefill["8192"].tok_per_sec = -1;
    expect(catchParseError(() => parseArtifact("llm-inference-bench", prefill))).toMatchObject({
      path: 'prefill["8192"].tok_per_sec',
    });
  });

  it("names the line of malformed JSON and rejects reports that are not a matrix", () => {
    const broken = TEXT.replace('"decode_mode": "duration",', '"decode_mode": "duration"');
    // the comma is missing at the end of line 8; like Python's json, the reader stops at line 9
    expect(catchParseError(() => parseLlmInferenceBench(broken)).path).toBe("line 9");
    expect(catchParseError(() => parseArtifact("llm-inference-bench", { results: [] }))).toMatchObject({
      path: "metadata",
    });
    const p2pOnly = { metadata: { version: "0.6.2", mode: "p2pmark_only" }, p2pmark: { status: "ok" } };
    expect(catchParseError(() => parseArtifact("llm-inference-bench", p2pOnly))).toMatchObject({ path: "results" });
  });
});
