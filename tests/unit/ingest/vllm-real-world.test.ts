/**
 * The vLLM-family files that other people published (../shared/real-world, beside the
 * repository): each figure expected.json names is found in the part it belongs to.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseArtifactFile } from "@/lib/ingest/parse-artifact";
import { type Measurement, ParseError, type ParsedArtifact } from "@/lib/ingest/schema";

const realWorld = path.resolve(fileURLToPath(new URL("../../..", import.meta.url)), "../shared/real-world");

type ExpectedFile = {
  file: string;
  tool: string;
  accept: boolean;
  figures: Array<{ test: string; value: number; alt?: { per_user_tps?: number } }>;
};

const expected: ExpectedFile[] = JSON.parse(readFileSync(path.join(realWorld, "expected.json"), "utf8"));
const vllmFiles = expected.filter((entry) => entry.tool.startsWith("vllm"));

/** The figure each name of expected.json stands for: `--save-result` keys and console labels. */
const FIELDS: Record<string, keyof Measurement> = {
  output_throughput: "totalTps",
  mean_ttft_ms: "ttftMeanMs",
  p95_ttft_ms: "ttftP95Ms",
  mean_tpot_ms: "tpotMeanMs",
  request_throughput: "achievedRate",
  "Output token throughput (tok/s)": "totalTps",
  "Mean TTFT (ms)": "ttftMeanMs",
  "P95 TTFT (ms)": "ttftP95Ms",
  "Mean TPOT (ms)": "tpotMeanMs",
  "Request throughput (req/s)": "achievedRate",
};

/**
 * The measurement a figure's name points at. In a file of several parts the name reads
 * "<deployment> <test label> <key>" ("no-features 10 qps output_throughput"); otherwise it is the key.
 */
function findMeasurement(
  parts: ParsedArtifact[],
  name: string,
): { field: keyof Measurement; measurement: Measurement } {
  const direct = FIELDS[name];
  if (direct) {
    expect(parts).toHaveLength(1);
    expect(parts[0]!.measurements).toHaveLength(1);
    return { field: direct, measurement: parts[0]!.measurements[0]! };
  }
  const match = /^(\S+) (.+) (\w+)$/.exec(name);
  const field = match ? FIELDS[match[3]!] : undefined;
  if (!match || !field) throw new Error(`no figure is known by the name ${JSON.stringify(name)}`);
  const part = parts.find((candidate) => candidate.part?.distinguishing.deployment === match[1]);
  expect(part, `a part of deployment ${match[1]}`).toBeDefined();
  const measurement = part!.measurements.find((candidate) => candidate.testLabel === match[2]);
  expect(measurement, `${match[2]} in deployment ${match[1]}`).toBeDefined();
  return { field, measurement: measurement! };
}

describe("published vLLM files show the figures expected.json names", () => {
  it("covers the five vLLM-family files", () => {
    expect(vllmFiles.map((entry) => entry.file).sort()).toEqual([
      "djangodevreng-dgxspark-gpt-oss-20b-10-monday-peak.json",
      "djangodevreng-dgxspark-gpt-oss-20b-10-monday-peak.log",
      "er0080-vllm-0.25.1-all-requests-failed.json",
      "kyuz0-r9700-vllm-qwen3-14b-fp8-qps4-console-wrapped.json",
      "nerdalert-llmd-4xL40S-benchmark_serving-results.json",
    ]);
  });

  for (const entry of vllmFiles.filter((candidate) => candidate.accept)) {
    it(entry.file, () => {
      const { parts } = parseArtifactFile("vllm-bench-serve", readFileSync(path.join(realWorld, entry.file), "utf8"));
      for (const figure of entry.figures) {
        const { field, measurement } = findMeasurement(parts, figure.test);
        expect(measurement[field], figure.test).toBe(figure.value);
        if (figure.alt?.per_user_tps !== undefined) {
          expect(measurement.perUserTps).toBeCloseTo(figure.alt.per_user_tps, 2);
        }
      }
      // a failure rate can be shown for every row: requests sent and requests that succeeded
      for (const measurement of parts.flatMap((part) => part.measurements)) {
        expect(measurement.requests).not.toBeNull();
        expect(measurement.successes).not.toBeNull();
      }
    });
  }

  it("reads the legacy JSON Lines sweep as a part per deployment, each holding its three rates", () => {
    const text = readFileSync(path.join(realWorld, "nerdalert-llmd-4xL40S-benchmark_serving-results.json"), "utf8");
    const { parts, skipped } = parseArtifactFile("vllm-bench-serve", text);
    expect(skipped).toEqual([]);
    expect(
      parts.map((part) => [part.part?.modelLabel, part.part?.distinguishing, part.part?.lines, part.format]),
    ).toEqual([
      ["meta-llama/Llama-3.2-3B-Instruct", { deployment: "no-features" }, [1, 2, 3], "jsonl"],
      ["meta-llama/Llama-3.2-3B-Instruct", { deployment: "base" }, [4, 5, 6], "jsonl"],
      ["meta-llama/Llama-3.2-3B-Instruct", { deployment: "kvcache" }, [7, 8, 9], "jsonl"],
    ]);
    for (const part of parts) {
      expect(part.measurements.map((m) => [m.testLabel, m.requestRate])).toEqual([
        ["10 qps", 10],
        ["30 qps", 30],
        ["inf", null],
      ]);
    }
    expect(parts.map((part) => part.measuredAt)).toEqual([
      new Date("2025-05-30T19:47:38Z"),
      new Date("2025-05-30T19:59:22Z"),
      new Date("2025-05-30T20:11:01Z"),
    ]);
  });

  it("refuses the run in which every request failed, naming completed: 0 and what to do", () => {
    const text = readFileSync(path.join(realWorld, "er0080-vllm-0.25.1-all-requests-failed.json"), "utf8");
    let caught: unknown = null;
    try {
      parseArtifactFile("vllm-bench-serve", text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ParseError);
    expect((caught as ParseError).message).toBe(
      "vllm bench serve measured nothing: the file says completed: 0, failed: 8, so no request succeeded and " +
        "there is no figure to publish. Find out why every request failed (the server's log, or the errors list " +
        "that --save-detailed adds), then run `vllm bench serve ... --save-result --result-filename x.json` again " +
        "and upload the new file.",
    );
    expect((caught as ParseError).path).toBe("completed");
  });
});
