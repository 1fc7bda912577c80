import { describe, expect, it } from "vitest";
import { computeRunFigures, type RunFiguresInput } from "@/lib/scoring/figures";
import type { SuiteTestKey } from "@/lib/suite/test-keys";
import { buildSeed000Input, withTest } from "./seed-000-input";

function verdict(input: RunFiguresInput, key: SuiteTestKey) {
  const t = computeRunFigures(input).tests.find((x) => x.key === key)!;
  return { counts: t.counts, reason: t.reason };
}

const setSuccesses = (key: SuiteTestKey, successes: (requests: number, i: number) => number) =>
  withTest(buildSeed000Input(), key, (t) => ({
    ...t,
    measurements: t.measurements.map((m, i) => ({ ...m, successes: successes(m.requests!, i) })),
  }));

describe("eligibility reasons", () => {
  it("names the missing rungs of an incomplete test", () => {
    const input = withTest(buildSeed000Input(), "rag-8k", (t) => ({
      ...t,
      complete: false,
      missing: ["pp 8192 at concurrency 20"],
      measurements: t.measurements.filter((m) => m.concurrency !== 20),
    }));
    expect(verdict(input, "rag-8k")).toEqual({
      counts: false,
      reason: "Incomplete: missing pp 8192 at concurrency 20",
    });
  });

  it("marks a test whose sanity check failed", () => {
    const input = { ...buildSeed000Input(), reviewState: "failed" as const, sanityFailedTests: ["chat" as const] };
    expect(verdict(input, "chat")).toEqual({ counts: false, reason: "Sanity check failed" });
    expect(verdict(input, "rag-8k")).toEqual({ counts: true, reason: null });
  });

  it("needs 99% successful requests at an open-loop test's rung", () => {
    expect(
      verdict(
        setSuccesses("monday-peak", () => 291),
        "monday-peak",
      ),
    ).toEqual({
      counts: false,
      reason: "Only 97.0% of requests succeeded (needs 99%)",
    });
    expect(
      verdict(
        setSuccesses("monday-peak", () => 297),
        "monday-peak",
      ),
    ).toEqual({ counts: true, reason: null });
    // 98.9% must not read as 99.0%
    expect(
      verdict(
        setSuccesses("sharegpt", () => 247),
        "sharegpt",
      ).reason,
    ).toBe("Only 98.8% of requests succeeded (needs 99%)");
  });

  it("needs 99% at every rung of the rate sweep", () => {
    const input = setSuccesses("capacity-sweep", (requests, i) => (i === 4 ? requests - 5 : requests));
    expect(verdict(input, "capacity-sweep")).toEqual({
      counts: false,
      reason: "Only 97.1% of requests succeeded at 0.7 req/s (needs 99%)",
    });
  });

  it("does not count an open-loop test whose success was not reported", () => {
    const input = withTest(buildSeed000Input(), "reasoning", (t) => ({
      ...t,
      measurements: t.measurements.map((m) => ({ ...m, requests: null, successes: null })),
    }));
    expect(verdict(input, "reasoning")).toEqual({ counts: false, reason: "Request success not reported (needs 99%)" });
  });

  it("does not ask closed-loop tests for request success", () => {
    const chat = buildSeed000Input().tests.find((t) => t.key === "chat")!;
    expect(chat.measurements.every((m) => m.successes === null)).toBe(true);
    expect(verdict(buildSeed000Input(), "chat").counts).toBe(true);
  });

  it("marks a test without its headline figures", () => {
    const input = withTest(buildSeed000Input(), "long-output", (t) => ({
      ...t,
      measurements: t.measurements.map((m) => ({ ...m, ttftMeanMs: null })),
    }));
    expect(verdict(input, "long-output")).toEqual({
      counts: false,
      reason: "No headline figures (tokens/s per user and time to first token)",
    });
  });

  it("marks a test with no measurement as not measured", () => {
    const input = withTest(buildSeed000Input(), "sharegpt", (t) => ({ ...t, measurements: [] }));
    expect(verdict(input, "sharegpt")).toEqual({ counts: false, reason: "Not measured" });
  });
});
