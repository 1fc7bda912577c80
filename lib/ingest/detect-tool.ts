/**
 * Which tool wrote a file, from its content: for uploads of raw files that do not say.
 * Pure. Returns null when no tool's format is recognised.
 */
import type { ArtifactTool } from "@/lib/ingest/schema";

export function detectTool(text: string): ArtifactTool | null {
  const head = text.slice(0, 20_000);
  const trimmed = head.trimStart();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    if (/"summary_table"\s*:|"prefill"\s*:\s*\{[\s\S]*"results"\s*:|"decode_mode"\s*:/.test(head))
      return "llm-inference-bench";
    if (/"benchmarks"\s*:|"latency_mode"\s*:|"prefix_caching_enabled"\s*:/.test(head)) return "llama-benchy";
    if (/"request_throughput"\s*:|"num_prompts"\s*:|"mean_ttft_ms"\s*:/.test(head)) return "vllm-bench-serve";
    if (/"schemaVersion"\s*:|"tests"\s*:\s*\[|"matrix"\s*:\s*\{/.test(head)) return "summary";
    return null;
  }
  if (/^\s*model,test_name,/m.test(head)) return "llama-benchy";
  if (/\|\s*model\s*\|\s*test\s*\|/.test(head) || /llama-benchy \(/.test(head)) return "llama-benchy";
  return null;
}
