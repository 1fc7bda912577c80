import { describe, expect, it } from "vitest";
import { describeValue, MAX_JSON_DEPTH, parsePythonJson } from "@/lib/ingest/json";
import { ParseError } from "@/lib/ingest/schema";
import { BundleError, parseRunBundle, prepareRun } from "@/lib/runs/prepare";

const nestedArrays = (levels: number, leaf = "1") => "[".repeat(levels) + leaf + "]".repeat(levels);

function parseError(text: string): ParseError {
  try {
    parsePythonJson(text);
  } catch (error) {
    if (error instanceof ParseError) return error;
    throw error;
  }
  throw new Error("expected a ParseError");
}

describe("parsePythonJson: nesting is bounded, whichever reader takes the text", () => {
  it("reads JSON up to the depth limit", () => {
    expect(computeDepthOf(parsePythonJson(nestedArrays(MAX_JSON_DEPTH)))).toBe(MAX_JSON_DEPTH);
    expect(computeDepthOf(parsePythonJson(nestedArrays(MAX_JSON_DEPTH, "NaN")))).toBe(MAX_JSON_DEPTH);
  });

  it("refuses 100,000 levels as standard JSON and with Python's NaN (the recursive reader)", () => {
    expect(parseError(nestedArrays(100_000)).message).toBe("JSON nested more than 64 levels deep");
    expect(parseError(nestedArrays(100_000, "NaN")).message).toMatch(
      /^Malformed JSON at line 1, column 65: JSON nested/,
    );
    expect(parseError(`{"a": ${nestedArrays(MAX_JSON_DEPTH)}}`).message).toBe("JSON nested more than 64 levels deep");
  });
});

function computeDepthOf(value: unknown): number {
  let depth = 0;
  for (let current = value; Array.isArray(current); current = current[0]) depth += 1;
  return depth;
}

describe("deeply nested artifact text: 400 naming the artifact, not a stack overflow", () => {
  const bundle = (artifact: { tool: string; content: string }) => ({
    schemaVersion: 1,
    model: { name: "Qwen3.5-9B", org: "Alibaba", paramsB: 9, architecture: "dense", precision: "BF16" },
    hardware: { name: "DGX Spark", accelerator: "NVIDIA GB10", memoryGB: 128, memoryKind: "unified" },
    engine: { name: "vllm", version: "0.26.0" },
    launchCommand: "vllm serve Qwen/Qwen3.5-9B",
    measuredAt: "2026-08-07",
    artifacts: [{ tool: "summary", content: '{"tests": []}' }, artifact],
  });
  const deep = nestedArrays(100_000);
  const cases: Array<[string, string]> = [
    ["vllm-bench-serve", `{"completed": ${deep}}`],
    ["vllm-bench-serve", `{"completed": 1}\n{"completed": ${deep}}`],
    ["vllm-bench-serve", `{"completed": NaN, "x": ${deep}}`],
    ["llm-inference-bench", `{"metadata": {}, "results": [${deep}]}`],
    ["llama-benchy", `{"benchmarks": ${deep}}`],
    ["summary", `{"tests": ${deep}}`],
  ];
  for (const [tool, content] of cases) {
    it(`${tool}: ${content.slice(0, 30)}…`, () => {
      let caught: unknown = null;
      try {
        prepareRun(parseRunBundle(bundle({ tool, content })));
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(BundleError);
      const issues = (caught as BundleError).issues;
      expect(issues).toHaveLength(1);
      expect(issues[0]!.path).toMatch(/^artifacts\.1\.content/);
      expect(issues[0]!.message).toMatch(/JSON nested more than 64 levels deep/);
    });
  }
});

describe("describeValue", () => {
  it("shows a value briefly, without recursing into it", () => {
    const deep = JSON.parse(nestedArrays(100_000));
    expect(describeValue(deep)).toBe("a list of 1 items");
    expect(describeValue({ a: 1 })).toBe("an object");
    expect(describeValue("x".repeat(100))).toBe(`"${"x".repeat(40)}"…`);
    expect(describeValue(12)).toBe("12");
  });
});
