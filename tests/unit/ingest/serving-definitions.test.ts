import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseArtifactFile } from "@/lib/ingest/parse-artifact";
import type { ArtifactTool } from "@/lib/ingest/schema";
import { getDefinition } from "@/lib/measurements/definitions";
import { groupMeasurements, type MeasurementRow } from "@/lib/measurements/groups";

const fixture = (path: string) => readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), "utf8");

/** One file of each serving harness, the TPOT of each meaning something else (issue 28). */
const FILES: Array<[ArtifactTool, string]> = [
  ["vllm-bench-serve", "vllm-bench-serve/capacity-sweep.jsonl"],
  ["guidellm", "guidellm/v2-sweep.json"],
  ["guidellm", "guidellm/v1-concurrent.json"],
  ["aiperf", "aiperf/schema-1.5.json"],
  ["aiperf", "aiperf/genai-perf.json"],
  ["sglang-bench-serving", "sglang-bench-serving/eagle-concurrency-sweep.jsonl"],
];

describe("serving harnesses' figures", () => {
  it("keep a definition per tool and version, so they never share a group of the measurements leaderboard", () => {
    const rows: MeasurementRow[] = [];
    const tools = new Map<string, string>();
    FILES.forEach(([tool, path], index) => {
      const artifactId = `a${index}`;
      tools.set(artifactId, tool);
      for (const part of parseArtifactFile(tool, fixture(path)).parts) {
        part.measurements.forEach((m, row) => {
          rows.push({ ...m, id: `${artifactId}-${row}`, artifactId, testKey: null });
        });
      }
    });
    const groups = groupMeasurements(rows, tools);
    expect(groups.map((group) => group.definition.key)).toEqual([
      "vllm-bench-serve",
      "guidellm-v2",
      "guidellm-v1",
      "aiperf",
      "genai-perf",
      "sglang-bench-serving",
    ]);
    // every definition is one the methodology page describes, not a fallback named after the tool
    for (const group of groups) expect(getDefinition(group.definition.key, "x").figures.perUserTps).toBeTruthy();
  });
});
