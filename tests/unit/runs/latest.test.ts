import { describe, expect, it } from "vitest";
import { orderLatestRuns } from "@/lib/runs/latest";

const run = (runId: string, day: number) => ({ runId, measuredAt: new Date(Date.UTC(2026, 10, day)) });

describe("orderLatestRuns", () => {
  it("never puts a failed run above a listed one, even when it is the newest", () => {
    const listed = [run("b", 20), run("c", 10)];
    const failed = [run("a", 30)];
    expect(orderLatestRuns(listed, failed, 10).map((r) => r.runId)).toEqual(["b", "c", "a"]);
  });

  it("keeps only the newest `limit` runs of both, so an old failed run is left out", () => {
    const listed = [run("b", 20), run("c", 10)];
    const failed = [run("a", 30), run("old", 1)];
    expect(orderLatestRuns(listed, failed, 3).map((r) => r.runId)).toEqual(["b", "c", "a"]);
  });

  it("orders each part newest first, ties by id", () => {
    const listed = [run("y", 5), run("x", 5), run("z", 9)];
    expect(orderLatestRuns(listed, [run("f2", 2), run("f8", 8)], 10).map((r) => r.runId)).toEqual([
      "z",
      "x",
      "y",
      "f8",
      "f2",
    ]);
  });
});
