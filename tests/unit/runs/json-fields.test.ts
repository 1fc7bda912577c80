/**
 * JSON columns read back: a run's benchmark tools leave out what is not a name and a version, and
 * its plausibility warnings are read whole or refused, never shown as fewer than stored.
 */
import { describe, expect, it } from "vitest";
import { hasStringFields } from "@/lib/runs/json-fields";
import { readPlausibilityWarnings } from "@/lib/runs/plausibility";
import { readBenchmarkTools } from "@/lib/runs/schema";

describe("JSON columns read back", () => {
  it("keep the benchmark tools that name a tool and its version, and leave out the rest", () => {
    const stored = [
      { name: "llama-benchy", version: "0.3.1" },
      { name: "vllm bench serve" },
      { name: "llama-bench", version: 6 },
      null,
      "llama-bench",
    ];
    expect(readBenchmarkTools(stored)).toEqual([{ name: "llama-benchy", version: "0.3.1" }]);
    expect(readBenchmarkTools({ name: "llama-benchy", version: "0.3.1" })).toEqual([]);
  });

  it("read every plausibility warning, or refuse a list with one of another shape", () => {
    const warnings = [
      { code: "per-user-above-total", message: "Per-user speed exceeds the total", test: "chat-1k" },
      { code: "ceiling", message: "Above the decode ceiling", test: null },
    ];
    expect(readPlausibilityWarnings(warnings)).toEqual(warnings);
    expect(() => readPlausibilityWarnings([...warnings, { code: "ceiling", message: "x" }])).toThrow(/Run\.warnings/);
    expect(() => readPlausibilityWarnings([{ code: "ceiling", message: 5, test: null }])).toThrow(/Run\.warnings/);
  });

  it("check that each named field holds a string", () => {
    expect(hasStringFields({ a: "x", b: "" }, ["a", "b"])).toBe(true);
    expect(hasStringFields({ a: "x" }, ["a", "b"])).toBe(false);
    expect(hasStringFields({ a: "x", b: 1 }, ["a", "b"])).toBe(false);
    expect(hasStringFields("a", ["length"])).toBe(false);
  });
});
