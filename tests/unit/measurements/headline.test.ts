import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseArtifact } from "@/lib/ingest/parse-artifact";
import type { ArtifactTool } from "@/lib/ingest/schema";
import { computeHeadlineFigures, findSingleSequenceDecodeTps } from "@/lib/measurements/headline";

const parse = (tool: ArtifactTool, path: string) => parseArtifact(tool, readFileSync(path, "utf8")).measurements;
const shown = (path: string, tool: ArtifactTool) =>
  computeHeadlineFigures(parse(tool, path)).figures.map(({ label, definition, value }) => ({
    label,
    definition,
    value,
  }));

describe("computeHeadlineFigures", () => {
  it("shows a llama-bench run's pp512 and tg128, each under its own definition", () => {
    expect(shown("../shared/real-world/sensura-san-llm-bench-rpi4-llama3.2-1b-Q4_K_M.json", "llama-bench")).toEqual([
      { label: "pp512", definition: "llama-bench:pp", value: 11.857453 },
      { label: "tg128", definition: "llama-bench:tg", value: 4.469104 },
    ]);
  });

  it("falls back to the first prompt and generation tests, named as the tool named them", () => {
    expect(shown("tests/fixtures/llama-bench/gpt-oss-20b-cuda-depth.md", "llama-bench")).toEqual([
      { label: "pp2048", definition: "llama-bench:pp", value: 3782.76 },
      { label: "tg32", definition: "llama-bench:tg", value: 196.42 },
    ]);
  });

  it("shows a batched-bench table's one sequence and its widest batch", () => {
    expect(shown("tests/fixtures/llama-batched-bench/llama-8b-4090-main.txt", "llama-batched-bench")).toEqual([
      { label: "S_PP pp512 tg128 b1", definition: "llama-batched-bench", value: 7211.27 },
      { label: "S_TG pp512 tg128 b1", definition: "llama-batched-bench", value: 157.64 },
      { label: "S_TG pp512 tg128 b16", definition: "llama-batched-bench", value: 1157.06 },
    ]);
  });

  it("shows a llama-benchy sweep's first and deepest point", () => {
    expect(shown("tests/fixtures/llama-benchy/depth-sweep-pp2048-tg480.md", "llama-benchy")).toEqual([
      { label: "pp2048", definition: "llama-benchy", value: 4100 },
      { label: "tg480", definition: "llama-benchy", value: 62 },
      { label: "pp2048 @ d200000", definition: "llama-benchy", value: 1272.41 },
      { label: "tg480 @ d200000", definition: "llama-benchy", value: 27.56 },
    ]);
  });

  it("counts failed requests where the tool counts them", () => {
    const [row] = parse("vllm-bench-serve", "tests/fixtures/vllm-bench-serve/monday-peak.json");
    if (!row) throw new Error("the fixture has a row");
    expect(computeHeadlineFigures([{ ...row, requests: 300, successes: 291 }])).toMatchObject({
      requests: 300,
      failed: 9,
    });
    expect(computeHeadlineFigures(parse("llama-bench", "tests/fixtures/llama-bench/llama-8b-b5163.csv")).failed).toBe(
      null,
    );
  });

  it("has no figure for a run without measurements (a speed matrix alone)", () => {
    expect(computeHeadlineFigures([])).toEqual({ figures: [], requests: null, failed: null });
  });
});

describe("findSingleSequenceDecodeTps", () => {
  it("reads llama-bench tg128 and a batched-bench sequence alone as single-request decode", () => {
    const rows = parse("llama-bench", "../shared/real-world/sensura-san-llm-bench-rpi4-llama3.2-1b-Q4_K_M.json");
    expect(findSingleSequenceDecodeTps(rows)).toBe(4.469104);
    const batched = parse("llama-batched-bench", "tests/fixtures/llama-batched-bench/llama-8b-4090-main.txt");
    expect(findSingleSequenceDecodeTps(batched)).toBe(157.64);
  });
});
