import { readFileSync } from "node:fs";
import path from "node:path";
import type { MatrixCell } from "@/lib/ingest/schema";
import { runBundleSchema } from "@/lib/runs/schema";
import { summaryContentSchema } from "@/lib/ingest/summary";

/** The matrix cells of seed 003 (Qwen3.5-4B BF16 on H200 NVL), as imported. */
export function loadSeed003Cells(): MatrixCell[] {
  const file = path.resolve(__dirname, "../../../prisma/seed/003-qwen3-5-4b-bf16-h200-nvl.json");
  const bundle = runBundleSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  const summary = summaryContentSchema.parse(bundle.artifacts.find((a) => a.tool === "summary")?.content);
  if (!summary.matrix) throw new Error("seed 003 has no matrix");
  return summary.matrix.cells;
}

export const K = 1024;
