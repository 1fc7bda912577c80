import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseArtifact } from "@/lib/ingest/parse-artifact";
import { MEASUREMENT_DEFINITIONS } from "@/lib/ingest/schema";
import { getDefinition, listDefinitions } from "@/lib/measurements/definitions";
import { formatTestLabel, groupMeasurements, type MeasurementRow } from "@/lib/measurements/groups";

const SWEEP = readFileSync("tests/fixtures/llama-benchy/depth-sweep-pp2048-tg480.md", "utf8");

/** The parsed rungs as stored rows of one artifact. */
function storedRows(text: string, tool: "llama-benchy"): MeasurementRow[] {
  return parseArtifact(tool, text).measurements.map((measurement, index) => ({
    ...measurement,
    id: `m${index}`,
    artifactId: "a1",
    testKey: null,
  }));
}

describe("groupMeasurements", () => {
  const groups = groupMeasurements(storedRows(SWEEP, "llama-benchy"), new Map([["a1", "llama-benchy"]]));

  it("keeps every rung of a depth sweep that maps to no suite test, in depth order", () => {
    expect(groups).toHaveLength(1);
    const [group] = groups;
    expect(group?.definition.key).toBe("llama-benchy");
    expect(group?.rows.map((row) => row.depth)).toEqual([
      0, 1000, 2000, 5000, 10000, 20000, 50000, 100000, 150000, 200000,
    ]);
    expect(group?.figures).toEqual(["prefillTps", "perUserTps", "totalTps", "ttftMeanMs"]);
    expect(group?.rows[9]?.figures.perUserTps?.value).toBeCloseTo(27.56, 2);
    expect(group?.rows[9]?.figures.prefillTps?.std).toBeCloseTo(5.09, 2);
  });

  it("draws one context-scaling profile from the sweep, with every depth and figure", () => {
    const profiles = groups[0]?.profiles ?? [];
    expect(profiles).toHaveLength(1);
    expect(profiles[0]?.label).toBe("pp2048+tg480");
    expect(profiles[0]?.points).toHaveLength(10);
    expect(profiles[0]?.points.at(-1)).toMatchObject({ depth: 200000, perUserTps: 27.56 });
    expect(profiles[0]?.figures).toEqual(["prefillTps", "perUserTps", "ttftMeanMs"]);
  });

  it("makes no profile from fewer than three depths", () => {
    const rows = storedRows(SWEEP, "llama-benchy").filter((row) => (row.depth ?? 0) <= 1000);
    const [group] = groupMeasurements(rows, new Map([["a1", "llama-benchy"]]));
    expect(group?.profiles).toEqual([]);
    expect(group?.rows).toHaveLength(2);
  });

  it("keeps figures of different definitions in different groups", () => {
    const rows = storedRows(SWEEP, "llama-benchy").slice(0, 2);
    const other = { ...rows[0], id: "x", artifactId: "a2", definition: "llama-bench:tg" } as MeasurementRow;
    const grouped = groupMeasurements(
      [...rows, other],
      new Map([
        ["a1", "llama-benchy"],
        ["a2", "llama-bench"],
      ]),
    );
    expect(grouped.map((group) => group.definition.key)).toEqual(["llama-benchy", "llama-bench:tg"]);
  });
});

describe("formatTestLabel", () => {
  it("names a test in llama-bench's words", () => {
    expect(formatTestLabel({ promptTokens: 512, genTokens: 0, depth: 4096, concurrency: 1 })).toBe("pp512 @ d4096");
    expect(formatTestLabel({ promptTokens: 0, genTokens: 128, depth: 0, concurrency: 1 })).toBe("tg128");
    expect(formatTestLabel({ promptTokens: 2048, genTokens: 32, depth: null, concurrency: 8 })).toBe("pp2048+tg32 ×8");
  });
});

describe("definitions", () => {
  it("describes every tool the arena reads, and each figure a definition claims", () => {
    for (const tool of ["llama-benchy", "vllm-bench-serve", "llm-inference-bench", "summary"]) {
      expect(getDefinition(tool, tool).summary).not.toMatch(/^Figures as/);
    }
    for (const definition of listDefinitions()) expect(Object.keys(definition.figures).length).toBeGreaterThan(0);
  });

  it("describes every definition a parser sets", () => {
    const described = listDefinitions().map((definition) => definition.key);
    expect(described).toEqual(expect.arrayContaining(Object.values(MEASUREMENT_DEFINITIONS)));
  });
});
