/**
 * Parser for llama.cpp's `llama-batched-bench` (tools/batched-bench/batched-bench.cpp): its table,
 * with the settings line above it and the log lines around it, and its `--output-format jsonl`
 * lines (llama-cpp-tables.ts). The model and build are not in the table: they are read, when
 * captured, from the start-up log (llama-cpp-log.ts) or the heading above the table. A file is
 * read whole with the other llama.cpp tools' tables in it, one part per model and setup
 * (llama-cpp-file.ts). Pure module.
 */
import { parseLlamaCppFile } from "@/lib/ingest/llama-cpp-file";
import type { ParsedFile } from "@/lib/ingest/schema";

export function parseLlamaBatchedBench(text: string): ParsedFile {
  return parseLlamaCppFile(text, "llama-batched-bench");
}
