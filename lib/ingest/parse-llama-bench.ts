/**
 * Parser for llama.cpp's `llama-bench` (tools/llama-bench/llama-bench.cpp) in every output format:
 * the markdown table (`-o md`, the default), `-o csv`, `-o json`, `-o jsonl` and `-o sql`, across
 * the builds since 2023 and the forks' extra columns (llama-bench-markdown.ts,
 * llama-bench-records.ts). A file is read whole with the other llama.cpp tools' tables in it, one
 * part per model and setup (llama-cpp-file.ts). Pure module.
 */
import { parseLlamaCppFile } from "@/lib/ingest/llama-cpp-file";
import type { ParsedFile } from "@/lib/ingest/schema";

export function parseLlamaBench(text: string): ParsedFile {
  return parseLlamaCppFile(text, "llama-bench");
}
