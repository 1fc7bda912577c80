/**
 * llama.cpp's printed model type split into the model and its precision ("qwen3 4B Q5_K - Medium"
 * -> "qwen3 4B" and "Q5_K_M"). Pure, with no Node import: the upload form loads it in the browser.
 */
const QUANT_NAME = String.raw`(?:(?:UD-)?(?:I?Q\d\w*|TQ\d\w*)|BF16|F16|F32|FP16|FP8|FP4|MXFP4|NVFP4)`;
const QUANT_SIZE = String.raw`(?:\s*-\s*(?:Small|Medium|Large|Extra small|XS|XXS|S|M|L|\d+(?:\.\d+)?\s*bpw))?`;
const QUANT = new RegExp(String.raw`\s+(?:mostly\s+)?${QUANT_NAME}${QUANT_SIZE}(?:\s*\(guessed\))?$`, "i");

/** The label without the precision it ends with: "qwen3 4B Q5_K - Medium" -> "qwen3 4B". */
export function computeModelBase(label: string): string {
  return label.replace(QUANT, "").trim() || label.trim();
}

/** "Q5_K - Medium" -> "Q5_K_M", "mostly Q4_0" -> "Q4_0": llama.cpp's printed type as its file names say it. */
export function normalizePrecision(precision: string): string {
  const sizes: Record<string, string> = { small: "S", medium: "M", large: "L", "extra small": "XS" };
  return (
    precision
      .trim()
      .replace(/^mostly\s+/i, "")
      // ik_llama.cpp's "IQ4_XS - 4.25 bpw": the bits per weight are the type's, not part of its name
      .replace(/\s*-\s*\d+(?:\.\d+)?\s*bpw$/i, "")
      // llama.cpp names plain Q2_K "Q2_K - Medium" (its Q2_K_S is "Q2_K - Small")
      .replace(/^Q2_K\s*-\s*Medium$/i, "Q2_K")
      .replace(/\s*-\s*(Small|Medium|Large|Extra small)$/i, (_match, size: string) => `_${sizes[size.toLowerCase()]}`)
  );
}
