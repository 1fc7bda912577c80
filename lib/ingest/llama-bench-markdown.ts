/**
 * llama-bench's markdown table (`-o md`, the default) read by column name, never by offset:
 * publishers trim columns (`ngl`), narrow or widen them, add their own before `model` (`rocm`),
 * drop the `build:` footer, and paste several runs, each with its own header and footer, between
 * log lines. Rows pasted without their header are read by their shape. The cells carry few setup
 * facts: model, size, params, backend, ngl, the parameter columns shown, and the build line.
 * Pure module.
 */
import { checkCellChars } from "@/lib/ingest/caps";
import { describeValue } from "@/lib/ingest/json";
import type { BenchResult } from "@/lib/ingest/llama-bench-records";
import { toBenchMeasurement } from "@/lib/ingest/llama-bench-results";
import {
  cleanText,
  type FamilyRow,
  parseFlashAttention,
  parseInteger,
  parseModelParams,
  parseModelSize,
  shortFacts,
} from "@/lib/ingest/llama-cpp";
import { ParseError } from "@/lib/ingest/schema";
import { splitPipeRow } from "@/lib/ingest/table";

/** `pp512`, `tg128`, `pp512+tg128`, `pp2048 @ d4096`; 2023 builds wrote `pp 512` and `tg 128`. */
const TEST_NAME = /^(?:pp ?(\d+)(?:\+tg ?(\d+))?|tg ?(\d+))(?: @ d(\d+))?$/;
export const BUILD_LINE = /^build: ([0-9a-f]{4,40}) \((\d+)\)\s*$/;
const RATE_CELL = /^(\d+(?:\.\d+)?)(?:\s*±\s*(\d+(?:\.\d+)?))?$/;
const SIZE_CELL = /^\d+(?:\.\d+)? [KMGT]?i?B$/;
const PARAMS_CELL = /^\d+(?:\.\d+)? [KMBT]$/;

/** Markdown columns that are not setup facts: the test and its result. */
const RESULT_COLUMNS = new Set(["model", "test", "t/s"]);

export function isResultHeader(cells: string[]): boolean {
  return ["model", "test", "t/s"].every((name) => cells.includes(name));
}

export const splitRow = splitPipeRow;

/**
 * The columns of a row pasted without its header, read by its shape: model, size, params and
 * backend first (as every build prints them), the test and its rate last; the columns between
 * (ngl, fa, threads...) cannot be named and are kept as `column N`. Null when it is not such a row.
 */
export function headerByShape(cells: string[]): string[] | null {
  const [, size = "", params = ""] = cells;
  const test = cells[cells.length - 2] ?? "";
  const rate = cells[cells.length - 1] ?? "";
  if (cells.length < 6 || !SIZE_CELL.test(size) || !PARAMS_CELL.test(params)) return null;
  if (!TEST_NAME.test(test) || !RATE_CELL.test(rate)) return null;
  return cells.map((_, index) => {
    if (index >= cells.length - 2) return index === cells.length - 1 ? "t/s" : "test";
    return ["model", "size", "params", "backend"][index] ?? `column ${index + 1}`;
  });
}

export type MarkdownRow = {
  line: number;
  cells: string[];
  header: string[];
  build: string | null;
  section: string | null;
  /** Facts the text around the table states (a `rocm` version in the heading above). */
  context: Record<string, string | null>;
};

/** One row of a table as a row of its model and setup; a row that cannot be read is a ParseError naming its line. */
export function readMarkdownRow(row: MarkdownRow): FamilyRow {
  const at = `line ${row.line}`;
  if (row.cells.length !== row.header.length) {
    throw new ParseError(`${at}: expected ${row.header.length} cells, found ${row.cells.length}`, at);
  }
  const names = row.header;
  for (const [index, cell] of row.cells.entries()) checkCellChars(cell, row.line, names[index] ?? String(index + 1));
  const cells: Record<string, string> = Object.fromEntries(names.map((name, index) => [name, row.cells[index] ?? ""]));
  const facts: Record<string, string> = {};
  for (const [name, value] of Object.entries(cells)) if (!RESULT_COLUMNS.has(name)) facts[name] = value;
  const build = /^(\S+) \((\d+)\)$/.exec(row.build ?? "");
  const model = cleanText(cells.model);
  return {
    tool: "llama-bench",
    format: "md",
    at: row.line,
    model,
    name: null,
    section: row.section,
    facts: { ...row.context, ...shortFacts(facts), build: row.build },
    setup: {
      buildCommit: build?.[1] ?? null,
      buildNumber: build ? Number(build[2]) : null,
      backends: cleanText(cells.backend),
      modelType: model,
      modelSizeBytes: parseModelSize(cells.size ?? null),
      modelParams: parseModelParams(cells.params ?? null),
      nGpuLayers: parseInteger(cells.ngl),
      flashAttention: parseFlashAttention(cells.fa),
      nBatch: parseInteger(cells.n_batch),
      nUbatch: parseInteger(cells.n_ubatch),
      threads: parseInteger(cells.threads),
      typeK: cleanText(cells.type_k),
      typeV: cleanText(cells.type_v),
    },
    measuredAt: null,
    measurement: toBenchMeasurement(readResult(cells, at)),
  };
}

function readResult(cells: Record<string, string>, at: string): BenchResult {
  // a missing cell reads as empty, which no pattern takes: the error names the row
  const test = TEST_NAME.exec(cells.test ?? "");
  if (!test) throw new ParseError(`${at}: unrecognised test name ${describeValue(cells.test)}`, at);
  const rate = RATE_CELL.exec(cells["t/s"] ?? "");
  if (!rate) throw new ParseError(`${at}: cannot read ${describeValue(cells["t/s"])} in column t/s`, at);
  return {
    at,
    nPrompt: Number(test[1] ?? 0),
    nGen: Number(test[2] ?? test[3] ?? 0),
    nDepth: Number(test[4] ?? 0),
    mean: Number(rate[1]),
    std: rate[2] === undefined ? null : Number(rate[2]),
    repeats: null,
    durationS: null,
  };
}
