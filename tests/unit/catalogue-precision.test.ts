/** The precision the upload form and GET /api/v1/catalogue/match read from a label or a file name. */
import { expect, it } from "vitest";
import { precisionOfFileName, precisionOfLabel } from "@/lib/catalogue/precision";
it("reads the precision llama.cpp's model type or a GGUF file name states", () => {
  expect(precisionOfLabel("qwen3 4B Q5_K - Medium")).toBe("Q5_K_M");
  expect(precisionOfLabel("qwen3moe 30B.A3B Q8_0")).toBe("Q8_0");
  expect(precisionOfLabel("qwen3moe 30B.A3B")).toBe(null);
  expect(precisionOfLabel("gpt-oss 20B MXFP4 MoE")).toBe("MXFP4");
  expect(precisionOfLabel("llama 8B mostly Q4_0")).toBe("Q4_0");
  expect(precisionOfFileName("/m/Qwen3.5-9B-UD-Q4_K_XL.gguf")).toBe("UD-Q4_K_XL");
  expect(precisionOfFileName("Qwen3-235B-A22B-UD-Q2_K_XL-00001-of-00002.gguf")).toBe("UD-Q2_K_XL");
  expect(precisionOfFileName("Qwen3-14B-Q6_K.gguf")).toBe("Q6_K");
  expect(precisionOfFileName("gpt-oss-20b-mxfp4.gguf")).toBe("MXFP4");
});
