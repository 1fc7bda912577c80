/**
 * The precision an upload's files state: llama.cpp's model type ends with it ("qwen3 4B Q5_K -
 * Medium" -> "Q5_K_M"), a GGUF file's name holds it ("Qwen3.5-9B-UD-Q4_K_XL.gguf" -> "UD-Q4_K_XL").
 * Pure; safe to import on the client.
 */
import { computeModelBase, normalizePrecision } from "@/lib/runs/precision-names";

/** The quantization llama.cpp's model type ends with, as file names write it; null when it states none. */
export function precisionOfLabel(label: string): string | null {
  // gpt-oss prints "gpt-oss 20B MXFP4 MoE": the precision before the architecture word
  const trimmed = label
    .slice(0, 300)
    .trim()
    .replace(/\s+MoE$/i, "");
  const base = computeModelBase(trimmed);
  if (base === trimmed || !trimmed.startsWith(base)) return null;
  const rest = trimmed
    .slice(base.length)
    .replace(/\s*\(guessed\)$/i, "")
    .trim();
  if (!rest) return null;
  const precision = normalizePrecision(rest).replace(/\s+/g, "");
  return /^(?:mostly)?$/i.test(precision) ? null : precision.toUpperCase();
}

const FILE_QUANT = new RegExp(
  String.raw`(?:^|[-_.\s])((?:UD-)?(?:I?Q\d(?:_[A-Z0-9]+)*|TQ\d(?:_[A-Z0-9]+)*|` +
    String.raw`BF16|F16|F32|FP16|FP8|FP4|MXFP4|NVFP4))(?=[-_.\s]|$)`,
  "i",
);

/** The quantization a model file's name holds ("…-UD-Q4_K_XL-00001-of-00002.gguf" -> "UD-Q4_K_XL"); null when none. */
export function precisionOfFileName(file: string): string | null {
  const name = (file.slice(0, 500).split(/[\\/]/).at(-1) ?? "").replace(/\.gguf$/i, "");
  return FILE_QUANT.exec(name)?.[1]?.toUpperCase() ?? null;
}
