/**
 * Which tool wrote a file, from its content: for uploads of raw files that do not say.
 * Pure. Returns null when no tool's format is recognised.
 */
import { headerByShape, isResultHeader } from "@/lib/ingest/llama-bench-markdown";
import type { ArtifactTool } from "@/lib/ingest/schema";
import { countPipes, MAX_TABLE_CELLS, splitPipeRow } from "@/lib/ingest/table";
import { isVllmConsoleText } from "@/lib/ingest/vllm-console";

/** llama-bench's CSV and SQL: the field names of its schema (its JSON is told by "build_commit" and "avg_ts"). */
const LLAMA_BENCH_FIELDS = /^[ \t]*build_commit,build_number,|^INSERT INTO \w+ \(build_commit, /m;
/** llama-batched-bench's table (PP, TG, B, N_KV, ...) or its JSON Lines. */
const BATCHED_BENCH = /^[ \t]*\| *PP *\| *TG *\| *B *\| *N_KV *\||^[ \t]*\{"n_kv_max": \d+,.*"speed_tg"/m;
/** ik_llama.cpp's llama-sweep-bench table: PP, TG, N_KV and no B. */
const SWEEP_BENCH = /^[ \t]*\| *PP *\| *TG *\| *N_KV *\| *T_PP s *\|/m;

export function detectTool(text: string): ArtifactTool | null {
  const head = text.slice(0, 20_000);
  // llama.cpp's tools first: their outputs often open with backend start-up lines, not with the data
  if (BATCHED_BENCH.test(head)) return "llama-batched-bench";
  if (SWEEP_BENCH.test(head)) return "llama-sweep-bench";
  const benchJson = /"build_commit"\s*:/.test(head) && /"avg_ts"\s*:/.test(head);
  if (benchJson || hasLlamaBenchRows(head) || LLAMA_BENCH_FIELDS.test(head)) return "llama-bench";
  // the whole text: a long run's progress bars push the result block past the head
  if (isVllmConsoleText(text)) return "vllm-bench-serve";
  const trimmed = head.trimStart();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    if (isAiperfExport(head)) return "aiperf";
    // SGLang's lines embed the server's /server_info; vLLM's have no e2e_latency figures
    if (/"server_info"\s*:/.test(head) && /"(?:mean|median)_e2e_latency_ms"\s*:|"accept_length"\s*:/.test(head)) {
      return "sglang-bench-serving";
    }
    // before llama-benchy's check: GuideLLM's report has a "benchmarks" list too
    if (/"guidellm_version"\s*:|"type_"\s*:\s*"generative_benchmark"/.test(head)) return "guidellm";
    if (/"summary_table"\s*:|"decode_mode"\s*:/.test(head) || hasPrefillResults(head)) return "llm-inference-bench";
    if (/"benchmarks"\s*:|"latency_mode"\s*:|"prefix_caching_enabled"\s*:/.test(head)) return "llama-benchy";
    if (/"request_throughput"\s*:|"num_prompts"\s*:|"mean_ttft_ms"\s*:/.test(head)) return "vllm-bench-serve";
    if (/"schemaVersion"\s*:|"tests"\s*:\s*\[|"matrix"\s*:\s*\{/.test(head)) return "summary";
    return null;
  }
  if (/^[ \t]*model,test_name,/m.test(head)) return "llama-benchy";
  if (/\|\s*model\s*\|\s*test\s*\|/.test(head) || /llama-benchy \(/.test(head)) return "llama-benchy";
  return null;
}

/**
 * llama-bench's markdown header, with or without columns before `model` (llama-benchy's has model,
 * test and t/s too, never size, params or backend), or its rows pasted without their header.
 */
function hasLlamaBenchRows(head: string): boolean {
  return head.split("\n").some((text) => {
    const line = text.replace(/^[ \t>]+/, "");
    if (!line.startsWith("|") || countPipes(line) > MAX_TABLE_CELLS + 1) return false;
    const cells = splitPipeRow(line.trimEnd());
    const described = cells.includes("size") || cells.includes("params") || cells.includes("backend");
    return (isResultHeader(cells) && described) || headerByShape(cells) !== null;
  });
}

/**
 * `"prefill": {` with `"results":` somewhere after it. Two searches, not one pattern: `[\s\S]*`
 * between them made the search run over the rest of the text from every `"prefill"`.
 */
function hasPrefillResults(head: string): boolean {
  const prefill = /"prefill"\s*:\s*\{/.exec(head);
  return prefill !== null && /"results"\s*:/.test(head.slice(prefill.index));
}

/**
 * AIPerf's profile export: `aiperf_version` (schema 1.x), or the older `records` of blocks with
 * `tag` and `header`; GenAI-Perf's: `service_kind` beside a `time_to_first_token` block. Before
 * vLLM's check: these files have a `request_throughput` too.
 */
function isAiperfExport(head: string): boolean {
  if (/"aiperf_version"\s*:/.test(head)) return true;
  if (/"schema_version"\s*:\s*"1\.\d+"/.test(head) && /"time_to_first_token"\s*:\s*\{/.test(head)) return true;
  const records = /"records"\s*:\s*\{/.test(head) && /"header"\s*:/.test(head) && /"tag"\s*:/.test(head);
  if (records && /"unit"\s*:/.test(head)) return true;
  return /"service_kind"\s*:/.test(head) && /"time_to_first_token"\s*:\s*\{/.test(head);
}
