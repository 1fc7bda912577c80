import { describe, expect, it } from "vitest";
import {
  computeContrastRatio,
  computeHeatmapScale,
  computeStepColors,
  describeDecodeCell,
  getHeatmapMetric,
  HEATMAP_METRICS,
  HEATMAP_STEPS,
  pickTextColor,
} from "@/lib/matrix/heatmap";
import { en, ja } from "@/lib/i18n/messages";
import { K, loadSeed003Cells } from "./seed-003";

const decode = loadSeed003Cells().filter((cell) => cell.phase === "decode");
const cell = (context: number, concurrency: number) => {
  const found = decode.find((c) => c.contextTokens === context && c.concurrency === concurrency);
  if (!found) throw new Error(`no cell ${context} x ${concurrency}`);
  return found;
};

describe("heatmap metrics", () => {
  it("formats each metric of the 8K x 1 cell as the matrix pages write it", () => {
    const shown = HEATMAP_METRICS.map((metric) => metric.format(cell(8 * K, 1)[metric.key]));
    expect(shown).toEqual(["408.2", "405.9", "78 ms", "2.5 ms"]);
  });

  it("marks throughput higher-is-better and latencies lower-is-better", () => {
    expect(HEATMAP_METRICS.map((metric) => [metric.label, metric.better])).toEqual([
      ["Total tok/s", "higher"],
      ["Per request tok/s", "higher"],
      ["TTFT", "lower"],
      ["Time between tokens", "lower"],
    ]);
  });

  it("falls back to total tok/s for an unknown metric key", () => {
    expect(getHeatmapMetric("ttftMs").label).toBe("TTFT");
    expect(getHeatmapMetric("bogus").key).toBe("totalTps");
  });
});

describe("computeHeatmapScale on seed 003", () => {
  it("gives the fastest total tok/s the best step and the slowest the worst", () => {
    const scale = computeHeatmapScale(
      decode.map((c) => c.totalTps),
      "higher",
    );
    expect(scale.best).toBe(cell(8 * K, 128).totalTps);
    expect(scale.worst).toBe(cell(251 * K, 1).totalTps);
    expect(scale.stepOf(cell(8 * K, 128).totalTps)).toBe(HEATMAP_STEPS - 1);
    expect(scale.stepOf(cell(251 * K, 1).totalTps)).toBe(0);
    expect(scale.stepOf(null)).toBeNull();
  });

  it("reverses for TTFT: 78 ms is the best step, 12,678 ms the worst", () => {
    const scale = computeHeatmapScale(
      decode.map((c) => c.ttftMs),
      "lower",
    );
    expect(scale.best).toBe(78);
    expect(scale.worst).toBe(cell(128 * K, 128).ttftMs);
    expect(scale.stepOf(78)).toBe(HEATMAP_STEPS - 1);
    expect(scale.stepOf(cell(128 * K, 128).ttftMs)).toBe(0);
  });

  it("spaces steps on a log scale so mid-range TTFTs do not all share one shade", () => {
    const scale = computeHeatmapScale(
      decode.map((c) => c.ttftMs),
      "lower",
    );
    expect(scale.log).toBe(true);
    const steps = new Set(decode.map((c) => scale.stepOf(c.ttftMs)).filter((step) => step !== null));
    expect(steps.size).toBeGreaterThanOrEqual(6);
    // 632 ms is ~8x the best and ~20x better than the worst: in the middle, not lumped with the best.
    const middle = scale.stepOf(632)!;
    expect(middle).toBeGreaterThan(1);
    expect(middle).toBeLessThan(HEATMAP_STEPS - 2);
  });

  it("orders steps monotonically with the figure", () => {
    const scale = computeHeatmapScale(
      decode.map((c) => c.tbtMs),
      "lower",
    );
    const sorted = decode.filter((c) => c.tbtMs !== null).sort((a, b) => a.tbtMs! - b.tbtMs!);
    const steps = sorted.map((c) => scale.stepOf(c.tbtMs)!);
    for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeLessThanOrEqual(steps[i - 1]!);
  });

  it("handles a matrix with no figure or a single value", () => {
    expect(computeHeatmapScale([null, null], "higher").stepOf(5)).toBeNull();
    const one = computeHeatmapScale([42, 42, null], "lower");
    expect(one.stepOf(42)).toBe(HEATMAP_STEPS - 1);
  });
});

describe("heatmap colours", () => {
  it("keeps every step's text readable (WCAG AA 4.5:1) in light and dark mode", () => {
    for (let step = 0; step < HEATMAP_STEPS; step++) {
      const { light, dark } = computeStepColors(step);
      expect(computeContrastRatio(light.background, light.color)).toBeGreaterThanOrEqual(4.5);
      expect(computeContrastRatio(dark.background, dark.color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("darkens towards better on a light page and brightens towards better on a dark page", () => {
    const luminance = (hex: string) => computeContrastRatio(hex, "#000000");
    expect(luminance(computeStepColors(HEATMAP_STEPS - 1).light.background)).toBeLessThan(
      luminance(computeStepColors(0).light.background),
    );
    expect(luminance(computeStepColors(HEATMAP_STEPS - 1).dark.background)).toBeGreaterThan(
      luminance(computeStepColors(0).dark.background),
    );
  });

  it("picks white text on dark blue and near-black on pale blue", () => {
    expect(pickTextColor("#08306b")).toBe("#ffffff");
    expect(pickTextColor("#deebf7")).toBe("#111111");
    expect(computeContrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
  });
});

describe("describeDecodeCell", () => {
  it("lists every figure of a measured cell", () => {
    expect(describeDecodeCell(cell(251 * K, 2), "note")).toBe(
      "251K context × 2 requests at once:\n470.7 total tok/s\n244.9 tok/s per request\n5,791 ms TTFT\n4.1 ms " +
        "between tokens",
    );
  });

  it("explains an over-capacity cell with the page's note", () => {
    expect(describeDecodeCell(cell(251 * K, 128), "Over capacity: exceeds the KV cache.")).toBe(
      "251K context × 128 requests at once: Over capacity: exceeds the KV cache.",
    );
  });

  it("reads the same in English by default as with the English catalogue's words, and in Japanese with its own", () => {
    for (const [context, concurrency] of [
      [251 * K, 2],
      [251 * K, 128],
      [8 * K, 1],
    ] as const) {
      const shown = cell(context, concurrency);
      expect(describeDecodeCell(shown, "note", en.DecodeHeatmap)).toBe(describeDecodeCell(shown, "note"));
    }
    expect(describeDecodeCell(cell(8 * K, 1), "note", ja.DecodeHeatmap)).toMatch(
      /^コンテキスト 8K × 同時1リクエスト：\n合計 408.2 tok\/s\n/,
    );
  });
});
