import { describe, expect, it } from "vitest";
import {
  computeBytesPerParam,
  computeDecodeCeilingTps,
  computeEfficiency,
  computeWeightsGB,
} from "@/lib/scoring/memory";

describe("computeBytesPerParam", () => {
  it.each([
    ["BF16", 2],
    ["FP16", 2],
    ["fp16", 2],
    ["FP8", 1],
    ["INT8", 1],
    ["AWQ 4-bit", 0.5],
    ["GPTQ 4-bit", 0.5],
    ["INT4", 0.5],
    ["NVFP4", 0.5],
    ["MXFP4", 0.5],
    ["GGUF Q8_0", 8.5 / 8],
    ["GGUF Q6_K", 6.5625 / 8],
    ["GGUF Q5_K_M", 5.5 / 8],
    ["GGUF Q4_K_M", 4.85 / 8],
    ["Q4_0", 4.5 / 8],
    ["GGUF Q3_K_M", 3.9 / 8],
    ["gguf q2_k", 2.6 / 8],
  ])("%s -> %d bytes per parameter", (precision, bytes) => {
    expect(computeBytesPerParam(precision)).toBeCloseTo(bytes, 12);
  });

  it.each(["", "GGUF", "GGUF IQ4_XS", "mystery", "EXL2"])("%s is unknown", (precision) => {
    expect(computeBytesPerParam(precision)).toBeNull();
  });
});

describe("memory figures", () => {
  it("sizes 9B BF16 weights at 18 GB", () => {
    expect(computeWeightsGB(9, "BF16")).toBe(18);
    expect(computeWeightsGB(9, "unknown")).toBeNull();
  });

  it("bounds decode by bandwidth over bytes read per token", () => {
    const dense = { paramsB: 9, activeParamsB: null, architecture: "dense" as const, precision: "BF16" };
    expect(computeDecodeCeilingTps(dense, 273)!.toFixed(2)).toBe("15.17");
    expect(computeDecodeCeilingTps(dense, null)).toBeNull();
    const moe = { paramsB: 30, activeParamsB: 3, architecture: "moe" as const, precision: "FP8" };
    expect(computeDecodeCeilingTps(moe, 273)).toBeCloseTo(91, 10);
    expect(computeDecodeCeilingTps({ ...moe, activeParamsB: null }, 273)).toBeNull();
    expect(computeEfficiency(13.65, 15.1666)).toBeCloseTo(0.9, 3);
    expect(computeEfficiency(null, 15)).toBeNull();
  });
});
