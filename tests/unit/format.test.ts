import { describe, expect, it } from "vitest";
import {
  EMPTY,
  formatContext,
  formatDate,
  formatDurationMs,
  formatEngineName,
  formatHardware,
  formatIsoDate,
  formatMs,
  formatNumber,
  formatParams,
  formatPercent,
  formatRate,
  formatMeasuredRate,
  formatThroughput,
  formatTps,
} from "@/lib/format";

describe("figures as the seed pages write them", () => {
  it.each([
    [46700, "46.7K"],
    [45100, "45.1K"],
    [10_000, "10.0K"],
    [9919, "9,919.0"],
    [408.2, "408.2"],
    [0, "0.0"],
  ])("matrix throughput %d -> %s", (value, text) => {
    expect(formatThroughput(value)).toBe(text);
  });

  it.each([
    [8192, "8K"],
    [131072, "128K"],
    [257024, "251K"],
    [0, "0"],
    [25000, "25,000"],
  ])("context %d -> %s", (tokens, text) => {
    expect(formatContext(tokens)).toBe(text);
  });

  it.each([
    [637, "637 ms"],
    [251, "251 ms"],
    [1820, "1.82 s"],
    [37120, "37.12 s"],
    [1000, "1.00 s"],
  ])("wait %d ms -> %s", (ms, text) => {
    expect(formatDurationMs(ms)).toBe(text);
  });

  it.each([
    [1, "100%"],
    [0.998, "99.8%"],
    [0.5, "50%"],
    [0, "0%"],
  ])("share %d -> %s", (ratio, text) => {
    expect(formatPercent(ratio)).toBe(text);
  });

  it("speeds, rates and times", () => {
    expect(formatNumber(12.51)).toBe("12.5");
    expect(formatNumber(1234.5)).toBe("1,234.5");
    expect(formatNumber(12.51, 2)).toBe("12.51");
    expect(formatTps(12.51)).toBe("12.5 t/s");
    expect(formatRate(0.24)).toBe("0.24 req/s");
    expect(formatMs(1560)).toBe("1,560 ms");
  });

  it("names, sizes and dates", () => {
    expect(formatEngineName("vllm")).toBe("vLLM");
    expect(formatEngineName("VLLM")).toBe("vLLM");
    expect(formatEngineName("sglang")).toBe("SGLang");
    expect(formatEngineName("exllamav2")).toBe("exllamav2");
    expect(formatParams(9)).toBe("9B");
    expect(formatParams(0.6)).toBe("0.6B");
    expect(formatDate("2026-08-07T00:00:00Z")).toBe("7 August 2026");
    // A Japanese page writes dates the Japanese way, and numbers with the same separators.
    expect(formatDate("2026-08-07T00:00:00Z", "ja")).toBe("2026年8月7日");
    expect(formatNumber(1234.5, 1, "ja")).toBe("1,234.5");
    expect(formatIsoDate(new Date("2026-11-01T00:00:00Z"))).toBe("2026-11-01");
    expect(
      formatHardware({ name: "DGX Spark", accelerator: "NVIDIA GB10", count: 1, memoryGB: 128, memoryKind: "unified" }),
    ).toBe("DGX Spark, NVIDIA GB10, 128 GB unified memory");
    expect(
      formatHardware(
        { name: "DGX Spark", accelerator: "NVIDIA GB10", count: 1, memoryGB: 128, memoryKind: "unified" },
        "ja",
      ),
    ).toBe("DGX Spark, NVIDIA GB10, 128 GB ユニファイドメモリ");
    expect(
      formatHardware({
        name: "RTX 3090",
        accelerator: "NVIDIA RTX 3090",
        count: 2,
        memoryGB: 24,
        memoryKind: "discrete",
      }),
    ).toBe("2× RTX 3090, NVIDIA RTX 3090, 24 GB VRAM");
  });

  it("keeps a tool's rate and its spread at the two decimals the tools print", () => {
    expect(formatMeasuredRate(130, 3.9)).toBe("130.00 ± 3.90");
    expect(formatMeasuredRate(9904.469871, 0)).toBe("9,904.47");
    expect(formatMeasuredRate(4.469104, null)).toBe("4.47");
    expect(formatMeasuredRate(null)).toBe(EMPTY);
  });

  it("shows a dash for a figure that was not measured", () => {
    for (const format of [
      formatNumber,
      formatTps,
      formatThroughput,
      formatDurationMs,
      formatMs,
      formatPercent,
      formatRate,
    ]) {
      expect(format(null)).toBe(EMPTY);
      expect(format(undefined)).toBe(EMPTY);
    }
    expect(EMPTY).toBe("—");
    expect(formatNumber(Number.NaN)).toBe(EMPTY);
  });
});
