/**
 * Memory footprint of the weights and the memory-bandwidth decode ceiling (rules 5 and 8).
 * Pure module.
 */
import { BYTES_PER_PARAM, GGUF_BITS_PER_WEIGHT } from "@/lib/scoring/rules";

/**
 * Bytes per parameter of a precision label as uploaders write it ("BF16", "FP8", "AWQ 4-bit",
 * "GGUF Q4_K_M", "Q6_K", "NVFP4" ...); null when the label names no precision we know.
 */
export function computeBytesPerParam(precision: string): number | null {
  const label = precision.trim().toUpperCase();
  // GGUF types first: "GGUF Q8_0" must not be read as 8-bit.
  const ggufType = label.match(/(?:^|[^A-Z0-9])(I?Q\d(?:_[A-Z0-9]+)*)(?![A-Z0-9_])/)?.[1];
  if (ggufType !== undefined) {
    const bits = GGUF_BITS_PER_WEIGHT[ggufType];
    return bits === undefined ? null : bits / 8;
  }
  if (/(^|[^A-Z0-9])(NV|MX)?FP4($|[^A-Z0-9])|INT4|W4A(8|16)|4[- ]?BIT/.test(label)) return BYTES_PER_PARAM.fourBit;
  if (/(^|[^A-Z0-9])FP8|INT8|W8A(8|16)|8[- ]?BIT/.test(label)) return BYTES_PER_PARAM.fp8;
  if (/BF16|BFLOAT16/.test(label)) return BYTES_PER_PARAM.bf16;
  if (/(^|[^A-Z0-9])F(P)?16($|[^A-Z0-9])|FLOAT16|16[- ]?BIT/.test(label)) return BYTES_PER_PARAM.fp16;
  if (/(^|[^A-Z0-9])F(P)?32($|[^A-Z0-9])|FLOAT32/.test(label)) return BYTES_PER_PARAM.fp32;
  return null;
}

/** Weights footprint in GB (10^9 bytes): billions of parameters x bytes per parameter. */
export function computeWeightsGB(paramsB: number, precision: string): number | null {
  const bytes = computeBytesPerParam(precision);
  return bytes === null ? null : paramsB * bytes;
}

export type CeilingModel = {
  paramsB: number;
  activeParamsB: number | null;
  architecture: "dense" | "moe";
  precision: string;
};

/**
 * Upper bound of single-request decode speed when every token reads the active weights once:
 * bandwidth (GB/s) / weights read per token (GB). Null without bandwidth, with an unknown
 * precision, or for a mixture-of-experts model whose active parameter count is unknown.
 */
export function computeDecodeCeilingTps(model: CeilingModel, bandwidthGBs: number | null): number | null {
  if (bandwidthGBs === null || !(bandwidthGBs > 0)) return null;
  const paramsB = model.architecture === "moe" ? model.activeParamsB : model.paramsB;
  if (paramsB === null || !(paramsB > 0)) return null;
  const gbPerToken = computeWeightsGB(paramsB, model.precision);
  return gbPerToken === null || gbPerToken <= 0 ? null : bandwidthGBs / gbPerToken;
}

/** Measured single-request decode speed as a share of the ceiling; null when either is unknown. */
export function computeEfficiency(measuredTps: number | null, ceilingTps: number | null): number | null {
  if (measuredTps === null || ceilingTps === null || !(ceilingTps > 0)) return null;
  return measuredTps / ceilingTps;
}
