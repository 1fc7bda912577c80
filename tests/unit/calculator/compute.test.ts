import { describe, expect, it } from "vitest";
import {
  computeBandwidthCeilingTps,
  computeDecodeCalculation,
  computeKvBytesPerToken,
  computeKvGB,
  type CalculatorInput,
  type KvGeometry,
} from "@/lib/calculator/compute";
import { computeBytesPerParam, computeDecodeCeilingTps } from "@/lib/scoring/memory";

/** Qwen3-8B's attention, from its config.json: 36 layers, 8 KV heads, head_dim 128; BF16 cache. */
const QWEN3_8B_KV: KvGeometry = { layers: 36, kvHeads: 8, headDim: 128, bytesPerElement: 2 };

const base: CalculatorInput = {
  bandwidthGBs: 273,
  memoryGB: 128,
  paramsB: 9,
  activeParamsB: null,
  bytesPerParam: 2,
  contextTokens: 8192,
  concurrency: 1,
  kv: null,
};

describe("the weights-only decode ceiling", () => {
  it("gives 15.17 tok/s for a 9B model at BF16 on 273 GB/s (DGX Spark, seed 000)", () => {
    const result = computeDecodeCalculation(base);
    expect(result.weightsGB).toBe(18);
    expect(result.ceilingTps).toBeCloseTo(15.17, 2);
    // The same figure the run's stored ceiling comes from.
    const stored = computeDecodeCeilingTps(
      { paramsB: 9, activeParamsB: null, architecture: "dense", precision: "BF16" },
      273,
    );
    expect(result.ceilingTps).toBeCloseTo(stored!, 10);
  });

  it("reads only the active parameters of a mixture of experts, but keeps all of them in memory", () => {
    // A 30B MoE with 3B active at FP8 on an RTX 3090 (936 GB/s, 24 GB).
    const result = computeDecodeCalculation({
      ...base,
      bandwidthGBs: 936,
      memoryGB: 24,
      paramsB: 30,
      activeParamsB: 3,
      bytesPerParam: computeBytesPerParam("FP8"),
    });
    expect(result.weightsReadGB).toBe(3);
    expect(result.ceilingTps).toBeCloseTo(312, 6);
    expect(result.weightsGB).toBe(30);
    expect(result.fits).toBe(false);
  });

  it("has no ceiling without bandwidth, parameters or bytes per parameter", () => {
    expect(computeDecodeCalculation({ ...base, bandwidthGBs: null }).ceilingTps).toBeNull();
    expect(computeDecodeCalculation({ ...base, paramsB: null }).ceilingTps).toBeNull();
    expect(computeDecodeCalculation({ ...base, bytesPerParam: 0 }).ceilingTps).toBeNull();
    expect(computeBandwidthCeilingTps(273, null)).toBeNull();
  });
});

describe("the KV cache", () => {
  it("takes 144 KiB per token with Qwen3-8B's geometry, 4.83 GB for a 32K context", () => {
    expect(computeKvBytesPerToken(QWEN3_8B_KV)).toBe(2 * 36 * 8 * 128 * 2); // 147,456 bytes
    expect(computeKvGB(QWEN3_8B_KV, 32_768)).toBeCloseTo(4.832, 3);
    expect(computeKvGB(QWEN3_8B_KV, 32_768, 4)).toBeCloseTo(19.327, 3);
    expect(computeKvBytesPerToken({ ...QWEN3_8B_KV, bytesPerElement: 1 })).toBe(73_728); // FP8 cache halves it
  });

  it("lowers the single-request ceiling: 8.2B at BF16 on 273 GB/s with 32K of context", () => {
    const result = computeDecodeCalculation({ ...base, paramsB: 8.2, contextTokens: 32_768, kv: QWEN3_8B_KV });
    expect(result.ceilingTps).toBeCloseTo(273 / 16.4, 6); // 16.65 tok/s, weights only
    expect(result.ceilingWithKvTps).toBeCloseTo(273 / (16.4 + 4.832), 2); // 12.86 tok/s
    expect(result.ceilingWithKvTps!).toBeLessThan(result.ceilingTps!);
    expect(result.includesKv).toBe(true);
  });

  it("shares one read of the weights among requests decoding together, each reading its own KV cache", () => {
    const result = computeDecodeCalculation({
      ...base,
      paramsB: 8.2,
      contextTokens: 32_768,
      concurrency: 4,
      kv: QWEN3_8B_KV,
    });
    const read = 16.4 + 4 * 4.832;
    expect(result.perRequestAtConcurrencyTps).toBeCloseTo(273 / read, 2);
    expect(result.totalAtConcurrencyTps).toBeCloseTo((4 * 273) / read, 2);
    // The single-request ceilings do not change with concurrency.
    expect(result.ceilingWithKvTps).toBeCloseTo(273 / (16.4 + 4.832), 2);
  });

  it("leaves the KV cache out while its geometry is incomplete", () => {
    const result = computeDecodeCalculation({ ...base, kv: { ...QWEN3_8B_KV, layers: 0 } });
    expect(result.ceilingWithKvTps).toBeNull();
    expect(result.includesKv).toBe(false);
    expect(result.memoryNeededGB).toBe(18);
  });
});

describe("whether weights and KV cache fit in memory", () => {
  const rtx3090 = { ...base, bandwidthGBs: 936, memoryGB: 24, contextTokens: 32_768, kv: QWEN3_8B_KV };

  it("fits a 9B BF16 model with one 32K context in 24 GB", () => {
    const result = computeDecodeCalculation(rtx3090);
    expect(result.memoryNeededGB).toBeCloseTo(18 + 4.832, 3);
    expect(result.fits).toBe(true);
    expect(result.headroomGB).toBeCloseTo(24 - 22.832, 3);
  });

  it("does not fit two such requests at once", () => {
    const result = computeDecodeCalculation({ ...rtx3090, concurrency: 2 });
    expect(result.memoryNeededGB).toBeCloseTo(18 + 9.664, 3);
    expect(result.fits).toBe(false);
    expect(result.headroomGB!).toBeLessThan(0);
  });

  it("cannot tell without the memory size", () => {
    expect(computeDecodeCalculation({ ...rtx3090, memoryGB: null }).fits).toBeNull();
  });
});
