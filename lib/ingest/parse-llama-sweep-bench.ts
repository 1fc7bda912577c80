/**
 * Parser for ik_llama.cpp's `llama-sweep-bench` (examples/sweep-bench/sweep-bench.cpp): its
 * 7-column table (PP, TG, N_KV, T_PP s, S_PP t/s, T_TG s, S_TG t/s) under the
 * `main: n_kv_max = ...` settings line, read as a depth sweep of prompt and generation speed
 * (llama-cpp-tables.ts), with the model and build from the loader's log (llama-cpp-log.ts).
 * Pure module.
 */
import { parseLlamaCppFile } from "@/lib/ingest/llama-cpp-file";
import type { ParsedFile } from "@/lib/ingest/schema";

export function parseLlamaSweepBench(text: string): ParsedFile {
  return parseLlamaCppFile(text, "llama-sweep-bench");
}
