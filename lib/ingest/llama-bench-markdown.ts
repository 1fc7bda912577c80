/**
 * llama-bench's markdown table (`-o md`, the default) read by column name, never by offset:
 * publishers trim columns (`ngl`), narrow or widen them, drop the `build:` footer, and paste
 * several runs, each with its own header and footer, between log lines. The cells carry few setup
 * facts: model, size, params, backend, ngl, the parameter columns shown, and the build line.
 * Pure module.
 */
import { checkCellChars, checkCountCap, checkLineChars } from "@/lib/ingest/caps";
import { describeValue } from "@/lib/ingest/json";
import type { BenchResult } from "@/lib/ingest/llama-bench-records";
import {
  cleanText,
  firstKnown,
  parseFlashAttention,
  parseInteger,
  parseModelParams,
  parseModelSize,
  requireOneSetup,
  validateSetup,
} from "@/lib/ingest/llama-cpp";
import { ParseError, type ArtifactSetup } from "@/lib/ingest/schema";
import { isSeparatorRow, splitPipeRow } from "@/lib/ingest/table";

const HOW_TO_CUT = "for a table: its header and separator lines, its rows and its build line";

const TEST_NAME = /^(?:pp ?(\d+)(?:\+tg ?(\d+))?|tg ?(\d+))(?: @ d(\d+))?$/;
const BUILD_LINE = /^build: ([0-9a-f]{4,40}) \((\d+)\)\s*$/;
const RATE_CELL = /^(\d+(?:\.\d+)?)(?:\s*±\s*(\d+(?:\.\d+)?))?$/;

/** Markdown columns that are not setup facts: the test and its result. */
const RESULT_COLUMNS = new Set(["model", "test", "t/s"]);
export function isResultHeader(cells: string[]): boolean {
  return ["model", "test", "t/s"].every((name) => cells.includes(name));
}

export const splitRow = splitPipeRow;

type MarkdownRow = { line: number; cells: Record<string, string>; build: string | null };

/** The table(s) from the header at `first` on: the results and the setup facts the columns carry. */
export function readMarkdown(lines: string[], first: number): { results: BenchResult[]; setup: ArtifactSetup } {
  const rows: MarkdownRow[] = [];
  /** The columns of the table being read; null under another table (a README's hardware table). */
  let header: string[] | null = null;
  /** Rows since the last `build:` line: the footer that follows a table belongs to its rows. */
  let unbuilt: MarkdownRow[] = [];
  for (const [offset, text] of lines.slice(first).entries()) {
    const index = first + offset;
    const number = index + 1;
    const line = checkLineChars(text, number).trim();
    const build = BUILD_LINE.exec(line);
    if (build) {
      for (const row of unbuilt) row.build = `${build[1]} (${build[2]})`;
      unbuilt = [];
    } else if (line.startsWith("|") && !isSeparatorRow(line)) {
      const cells = splitRow(line);
      if (isResultHeader(cells) || isSeparatorRow(lines[index + 1] ?? "")) {
        header = isResultHeader(cells) ? cells : null;
        continue;
      }
      if (!header) continue;
      if (cells.length !== header.length) {
        throw new ParseError(
          `line ${number}: expected ${header.length} cells, found ${cells.length}`,
          `line ${number}`,
        );
      }
      checkCountCap(rows.length + 1, "measurementsPerArtifact", `line ${number}`);
      const names = header;
      for (const [i, cell] of cells.entries()) checkCellChars(cell, number, names[i] ?? String(i + 1));
      const row = {
        line: number,
        cells: Object.fromEntries(names.map((name, i) => [name, cells[i] ?? ""])),
        build: null,
      };
      rows.push(row);
      unbuilt.push(row);
    }
  }
  const [firstRow] = rows;
  if (!firstRow) throw new ParseError("The llama-bench table has no results", `line ${first + 1}`);
  requireOneSetup(
    rows.map((row) => ({ at: row.line, model: row.cells.model || null, facts: markdownFacts(row) })),
    "line",
    HOW_TO_CUT,
  );
  const results = rows.map(readMarkdownResult);
  const known = firstKnown(rows.map(markdownFacts));
  const build = /^(\S+) \((\d+)\)$/.exec(known.build ?? "");
  const setup = validateSetup(
    {
      buildCommit: build?.[1] ?? null,
      buildNumber: build ? Number(build[2]) : null,
      backends: cleanText(known.backend),
      modelType: cleanText(firstRow.cells.model),
      modelSizeBytes: parseModelSize(known.size ?? null),
      modelParams: parseModelParams(known.params ?? null),
      nGpuLayers: parseInteger(known.ngl),
      flashAttention: parseFlashAttention(known.fa),
      nBatch: parseInteger(known.n_batch),
      nUbatch: parseInteger(known.n_ubatch),
      threads: parseInteger(known.threads),
      typeK: cleanText(known.type_k),
      typeV: cleanText(known.type_v),
    },
    () => `line ${firstRow.line}`,
  );
  return { results, setup };
}

function markdownFacts(row: MarkdownRow): Record<string, string | null> {
  const facts: Record<string, string | null> = { build: row.build };
  for (const [name, value] of Object.entries(row.cells)) if (!RESULT_COLUMNS.has(name)) facts[name] = value || null;
  return facts;
}

function readMarkdownResult(row: MarkdownRow): BenchResult {
  const at = `line ${row.line}`;
  // a missing cell reads as empty, which no pattern takes: the error names the row
  const test = TEST_NAME.exec(row.cells.test ?? "");
  if (!test) throw new ParseError(`${at}: unrecognised test name ${describeValue(row.cells.test)}`, at);
  const rate = RATE_CELL.exec(row.cells["t/s"] ?? "");
  if (!rate) throw new ParseError(`${at}: cannot read ${describeValue(row.cells["t/s"])} in column t/s`, at);
  const prompt = test[1] ?? "0";
  const gen = test[2] ?? test[3] ?? "0";
  return {
    at,
    nPrompt: Number(prompt),
    nGen: Number(gen),
    nDepth: Number(test[4] ?? 0),
    mean: Number(rate[1]),
    std: rate[2] === undefined ? null : Number(rate[2]),
    repeats: null,
    durationS: null,
  };
}
