import { describe, expect, it } from "vitest";
import { measurementSchema } from "@/lib/ingest/schema";
import { computePlausibilityWarnings, WARNINGS_PER_CODE } from "@/lib/runs/plausibility";

const MODEL = { paramsB: 9, activeParamsB: null, architecture: "dense" as const, precision: "BF16" };

describe("plausibility warnings stay readable whatever the upload", () => {
  it("keeps 20 warnings of a code and counts the rest in one more", () => {
    // 10,000 rungs whose per-user speed times users is far above the total: one warning each
    const measurements = Array.from({ length: 10_000 }, (_, index) => ({
      ...measurementSchema.parse({ promptTokens: index + 1, concurrency: 10, perUserTps: 14, totalTps: 60 }),
      testKey: "chat",
    }));
    const warnings = computePlausibilityWarnings({ measurements, matrixCells: [], model: MODEL, bandwidthGBs: 273 });
    expect(warnings).toHaveLength(WARNINGS_PER_CODE + 1);
    expect(warnings[0]!.message).toBe("At pp 1, c10: 14.0 t/s per user × 10 users is far above the total of 60.0 t/s.");
    expect(warnings.at(-1)).toEqual({
      code: "per-user-above-total",
      message: "9980 more warnings like the 20 above (per-user-above-total).",
      test: null,
    });
  });
});
