/**
 * llama-bench's machine-readable outputs (`-o json|jsonl|csv|sql`) read into one record per test:
 * field name -> value, as the tool wrote it (JSON values; strings for CSV and SQL). Lines that
 * are not part of the output (backend start-up lines on stderr, shell prompts, fences) are
 * passed over. Pure module.
 */
import { checkCountCap, checkLineChars } from "@/lib/ingest/caps";
import { parsePythonJson } from "@/lib/ingest/json";
import type { Unit } from "@/lib/ingest/llama-cpp";
import { asRecord } from "@/lib/ingest/parse-vllm-bench";
import { ParseError } from "@/lib/ingest/schema";
import { splitCsvLine } from "@/lib/ingest/csv";

/** One test's result before validation; `at` locates it (line, or position in a JSON array). */
export type BenchResult = {
  at: string;
  nPrompt: number;
  nGen: number;
  nDepth: number;
  mean: number | null;
  std: number | null;
  repeats: number | null;
  durationS: number | null;
};

export type BenchRecord = { at: number; fields: Record<string, unknown> };
export type RecordFormat = "json" | "jsonl" | "csv" | "sql";
export type RecordSet = { format: RecordFormat; unit: Unit; records: BenchRecord[] };

const CSV_HEADER = /^build_commit,/;
const SQL_INSERT = /^INSERT INTO \w+ \(([^)]*)\) VALUES \('(.*)'\);$/;

/** `[`, alone or followed by the first object: a JSON document, read whole whatever its lines' lengths. */
export function isJsonArrayStart(line: string): boolean {
  if (!line.startsWith("[")) return false;
  const rest = line.slice(1).trimStart();
  return rest === "" || rest.startsWith("{");
}

const isJsonLine = (line: string) => line.startsWith("{") && line.endsWith("}");

/** Which machine format starts at this (trimmed) line, if any; a line other than JSON's is bounded first. */
export function findRecordFormat(line: string, number: number): RecordFormat | null {
  if (isJsonArrayStart(line)) return "json";
  checkLineChars(line, number);
  if (isJsonLine(line) && line.includes('"avg_ts"')) return "jsonl";
  if (CSV_HEADER.test(line)) return "csv";
  if (line.startsWith("CREATE TABLE IF NOT EXISTS") || SQL_INSERT.test(line)) return "sql";
  return null;
}

export function readRecords(lines: string[], start: number, format: RecordFormat): RecordSet {
  switch (format) {
    case "json":
      return { format, unit: "result", records: readJsonArray(lines, start) };
    case "jsonl":
      return { format, unit: "line", records: readJsonLines(lines, start) };
    case "csv":
      return { format, unit: "line", records: readCsv(lines, start) };
    case "sql":
      return { format, unit: "line", records: readSql(lines, start) };
  }
}

/**
 * `-o json`: `[`, the objects, `]`. The closing bracket is written only when the run ends: an
 * aborted run's file ends after its last object, and is read as if it were closed.
 */
function readJsonArray(lines: string[], start: number): BenchRecord[] {
  const closing = lines.findLastIndex((line, index) => index > start && line.trim() === "]");
  const lastObject = lines.findLastIndex((line, index) => index >= start && line.trim().endsWith("}"));
  let text: string;
  if (closing > start) text = lines.slice(start, closing + 1).join("\n");
  else if (lines[start]?.trim().endsWith("]")) text = lines[start] ?? "";
  else if (lastObject >= start) text = `${lines.slice(start, lastObject + 1).join("\n")}\n]`;
  else throw new ParseError(`line ${start + 1}: the JSON array holds no result`, `line ${start + 1}`);
  const value = parsePythonJson(text, start + 1);
  if (!Array.isArray(value)) throw new ParseError("the llama-bench JSON must be a list", "$");
  checkCountCap(value.length, "measurementsPerArtifact", "$");
  return value.map((item, index) => ({ at: index + 1, fields: asRecord(item, `[${index}]`) }));
}

/** `-o jsonl`: one object per line; other lines (stderr captured with 2>&1) are skipped. */
function readJsonLines(lines: string[], start: number): BenchRecord[] {
  const records: BenchRecord[] = [];
  for (const [offset, text] of lines.slice(start).entries()) {
    const index = start + offset;
    const line = checkLineChars(text, index + 1).trim();
    if (!isJsonLine(line)) continue;
    checkCountCap(records.length + 1, "measurementsPerArtifact", `line ${index + 1}`);
    records.push({ at: index + 1, fields: asRecord(parsePythonJson(line, index + 1), `line ${index + 1}`) });
  }
  return records;
}

/** `-o csv`: a header of field names, then rows of double-quoted values; a new header starts a new run. */
function readCsv(lines: string[], start: number): BenchRecord[] {
  const records: BenchRecord[] = [];
  let header: string[] = [];
  for (const [offset, text] of lines.slice(start).entries()) {
    const index = start + offset;
    const line = checkLineChars(text, index + 1).trim();
    if (CSV_HEADER.test(line)) header = splitCsvLine(line);
    if (!line.startsWith('"')) continue;
    checkCountCap(records.length + 1, "measurementsPerArtifact", `line ${index + 1}`);
    records.push({ at: index + 1, fields: zip(header, splitCsvLine(line), index + 1) });
  }
  return records;
}

/** `-o sql`: a CREATE TABLE statement, then one INSERT per test with every value single-quoted. */
function readSql(lines: string[], start: number): BenchRecord[] {
  const records: BenchRecord[] = [];
  for (const [offset, text] of lines.slice(start).entries()) {
    const index = start + offset;
    // both groups are part of every match
    const [, columnList, valueList] = SQL_INSERT.exec(checkLineChars(text, index + 1).trim()) ?? [];
    if (columnList === undefined || valueList === undefined) continue;
    checkCountCap(records.length + 1, "measurementsPerArtifact", `line ${index + 1}`);
    // values are quoted but not escaped: split on the separator the printer writes
    const names = columnList.split(",").map((name) => name.trim());
    records.push({ at: index + 1, fields: zip(names, valueList.split("', '"), index + 1) });
  }
  return records;
}

function zip(names: string[], values: string[], line: number): Record<string, unknown> {
  if (names.length !== values.length) {
    throw new ParseError(
      `line ${line}: expected ${names.length} values (one per field), found ${values.length}`,
      `line ${line}`,
    );
  }
  const fields: Record<string, unknown> = {};
  names.forEach((name, index) => {
    Object.defineProperty(fields, name, { value: values[index], enumerable: true, writable: true });
  });
  return fields;
}
