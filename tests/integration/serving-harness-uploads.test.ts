/**
 * Issue 28's serving harnesses through the one import path: an AIPerf, GenAI-Perf, GuideLLM (v1
 * and v2) and SGLang bench_serving file uploads, each benchmark stored as a measurement with its
 * tool's definition, a sweep as one run, and the API keys these files carry stored nowhere.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importRunBundle } from "@/lib/uploads/import";
import { truncateAll } from "@/tests/support/database";
import { BUNDLE_METADATA, readFixture } from "@/tests/support/run-bundle";

const SGLANG_ENGINE = { name: "sglang", version: "0.5.6" };

function bundleOf(tool: string, file: string, engine: object = BUNDLE_METADATA.engine) {
  return {
    ...BUNDLE_METADATA,
    engine,
    artifacts: [{ tool, fileName: file.split("/").at(-1), content: readFixture(file) }],
  };
}

beforeEach(async () => {
  await truncateAll(process.env.DATABASE_URL ?? "");
});

describe("serving harness uploads", () => {
  it.each([
    ["aiperf", "aiperf/schema-1.5.json", "aiperf", 1],
    ["aiperf", "aiperf/records.json", "aiperf", 1],
    ["aiperf", "aiperf/genai-perf.json", "genai-perf", 1],
    ["guidellm", "guidellm/v2-sweep.json", "guidellm-v2", 3],
    ["guidellm", "guidellm/v1-concurrent.json", "guidellm-v1", 3],
    ["sglang-bench-serving", "sglang-bench-serving/eagle-concurrency-sweep.jsonl", "sglang-bench-serving", 3],
  ])("%s %s: one run, a measurement per benchmark, under its definition", async (tool, file, definition, count) => {
    const engine = tool === "sglang-bench-serving" ? SGLANG_ENGINE : undefined;
    const result = await importRunBundle(bundleOf(tool, file, engine), { contributorId: null });
    expect(result.status).toBe("created");
    expect(result.runs).toHaveLength(1);
    const rows = await db.measurement.findMany({ where: { runId: result.id } });
    expect(rows).toHaveLength(count);
    expect(rows.every((row) => row.definition === definition && row.testKey === null)).toBe(true);
    expect(rows.every((row) => row.ttftMeanMs !== null && row.totalTps !== null && row.perUserTps !== null)).toBe(true);
  });

  it("names GuideLLM's benchmark that measured nothing, and splits SGLang lines by launch", async () => {
    const guidellm = await importRunBundle(bundleOf("guidellm", "guidellm/v2-sweep.json"), { contributorId: null });
    expect(guidellm.skipped.map((row) => row.reason)).toEqual([
      "nothing was measured: benchmarks[3]: 40 requests, none successful",
    ]);
    const sglang = await importRunBundle(
      bundleOf("sglang-bench-serving", "sglang-bench-serving/mixed.jsonl", SGLANG_ENGINE),
      { contributorId: null },
    );
    expect(sglang.runs).toHaveLength(2);
    expect(sglang.skipped.map((row) => row.line)).toEqual([3, 4]);
  });

  it("stores none of the API keys the files carry", async () => {
    const files: Array<[string, string]> = [
      ["guidellm", "guidellm/v2-sweep.json"],
      ["guidellm", "guidellm/v1-concurrent.json"],
      ["sglang-bench-serving", "sglang-bench-serving/mixed.jsonl"],
      ["aiperf", "aiperf/schema-1.5.json"],
    ];
    for (const [tool, file] of files) await importRunBundle(bundleOf(tool, file), { contributorId: null });
    const stored = JSON.stringify([
      await db.artifact.findMany(),
      await db.measurement.findMany(),
      await db.run.findMany(),
    ]);
    expect(stored).not.toMatch(/THISISAFAKEKEY|hf_FAKEFAKE|sglang-FAKE-KEY/);
  });
});
