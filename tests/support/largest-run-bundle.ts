/**
 * The largest run an upload may hold: UPLOAD_CAPS.measurementsPerRun measurements in artifacts of
 * measurementsPerArtifact each, as llama-benchy writes them (a prompt and a generation test at each
 * of 2,000 context depths per artifact), on Qwen3.5-4B on an RTX 4090 (not a seed's setup).
 */
import { UPLOAD_CAPS } from "@/lib/ingest/caps";
import { BUNDLE_METADATA } from "@/tests/support/run-bundle";

const HEADER = [
  "llama-benchy (0.4.0)",
  "",
  "| model | test | t/s | peak t/s | ttfr (ms) | est_ppt (ms) | e2e_ttft (ms) |",
  "|:--|--:|--:|--:|--:|--:|--:|",
];

/** Artifact `index`: prompt tests of 512 × (index + 1) tokens and generation of 128 + index, at each depth. */
function buildSweep(index: number): string {
  const prompt = 512 * (index + 1);
  const rows: string[] = [];
  // llama-benchy's prompt and generation rows of one depth are one measurement.
  for (let step = 0; rows.length < 2 * UPLOAD_CAPS.measurementsPerArtifact; step++) {
    const depth = 1000 + step * 100;
    const speed = (8000 - step).toFixed(2);
    rows.push(`| q | pp${prompt} @ d${depth} | ${speed} ± 1.00 |  | 500.00 ± 1.00 | 490.00 ± 1.00 | 510.00 ± 1.00 |`);
    rows.push(`| q | tg${128 + index} @ d${depth} | ${(60 - step / 100).toFixed(2)} ± 0.10 | 61.00 ± 0.00 |  |  |  |`);
  }
  return [...HEADER, ...rows, ""].join("\n");
}

export function buildLargestRunBundle() {
  const artifacts = Array.from(
    { length: UPLOAD_CAPS.measurementsPerRun / UPLOAD_CAPS.measurementsPerArtifact },
    (_, index) => ({ tool: "llama-benchy", fileName: `sweep-${index}.md`, content: buildSweep(index) }),
  );
  return {
    ...BUNDLE_METADATA,
    model: { name: "Qwen3.5-4B", org: "Alibaba", paramsB: 4, architecture: "dense", precision: "BF16" },
    hardware: { name: "RTX 4090", accelerator: "NVIDIA RTX 4090", memoryGB: 24, memoryKind: "discrete" },
    artifacts,
  };
}
