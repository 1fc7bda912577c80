/**
 * A file of llama.cpp's benchmark tools read whole: every llama-bench table (any era, extra
 * columns, rows pasted without their header), every llama-batched-bench and llama-sweep-bench
 * table with the log and settings lines above it, batched-bench's JSON Lines, or llama-bench's
 * machine formats; grouped into one part per model and setup (llama-cpp.ts). A row that cannot be
 * read is skipped with its line and reason; nothing is dropped in silence. Pure module.
 */
import { checkCountCap, checkLineChars } from "@/lib/ingest/caps";
import { detectTool } from "@/lib/ingest/detect-tool";
import {
  BUILD_LINE,
  headerByShape,
  isResultHeader,
  type MarkdownRow,
  readMarkdownRow,
  splitRow,
} from "@/lib/ingest/llama-bench-markdown";
import { findRecordFormat, readRecords } from "@/lib/ingest/llama-bench-records";
import { readRecordRows } from "@/lib/ingest/llama-bench-results";
import { type FamilyRow, groupIntoParts, type LlamaCppTool } from "@/lib/ingest/llama-cpp";
import { readLogLine, readSettings, SETTINGS_LINE } from "@/lib/ingest/llama-cpp-log";
import {
  BATCHED_COLUMNS,
  readBatchedJsonLine,
  readBatchedRow,
  readSweepRow,
  SWEEP_COLUMNS,
  type TableContext,
} from "@/lib/ingest/llama-cpp-tables";
import { ParseError, type ParsedFile, type SkippedRow } from "@/lib/ingest/schema";
import { countPipes, isSeparatorRow, MAX_TABLE_CELLS } from "@/lib/ingest/table";

/** What the refusals name: what each tool's accepted output is, and the command that writes it. */
const ACCEPTED: Record<LlamaCppTool, { expected: string; command: string }> = {
  "llama-bench": {
    expected: "its markdown table (| model | size | params | backend | ... | test | t/s |) or its CSV, JSON or SQL",
    command:
      "run `llama-bench -m model.gguf -o md` and paste the whole table with its header line, " +
      "or run `llama-bench -m model.gguf -o json > llama-bench.json` and upload that file",
  },
  "llama-batched-bench": {
    expected: "its table (|    PP |     TG |    B |   N_KV | ... | S t/s |) or its JSON Lines",
    command:
      "run `llama-batched-bench -m model.gguf -c 32768 -npp 512 -ntg 128 -npl 1,2,4,8 > llama-batched-bench.txt` " +
      "and upload its whole output (the `main: n_kv_max = ...` line and the table), or add `--output-format jsonl`",
  },
  "llama-sweep-bench": {
    expected: "its table (|    PP |     TG |   N_KV |   T_PP s | S_PP t/s |   T_TG s | S_TG t/s |)",
    command:
      "run `llama-sweep-bench -m model.gguf -c 32768 > llama-sweep-bench.txt` and upload its whole output " +
      "(the `main: n_kv_max = ...` line and the table)",
  },
};

export function parseLlamaCppFile(text: string, tool: LlamaCppTool): ParsedFile {
  // quoted pastes ("> | model | ...") read as the table they quote
  const lines = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .map(unquote);
  const records = findRecords(lines);
  const read = records ? { ...readRecordRows(records), notes: [], lastHeader: null } : readText(lines);
  if (read.rows.length === 0) throw refuse(text, tool, read.skipped, read.lastHeader);
  return { parts: groupIntoParts(read.rows, tool), skipped: read.skipped, notes: read.notes };
}

/** llama-bench's machine formats, when the file's first result is one of them (they are read whole). */
function findRecords(lines: string[]) {
  for (const [index, text] of lines.entries()) {
    const line = text.trim();
    // bounds the line (checkLineChars) unless it opens a JSON document
    const format = findRecordFormat(line, index + 1);
    if (format) return readRecords(lines, index, format);
    if (line.startsWith("|")) return null;
  }
  return null;
}

/** A quoted paste's line ("> | model | ...", ">> ...") without its quote marks; by hand, in one pass. */
function unquote(line: string): string {
  let at = 0;
  while (line.charAt(at) === ">") at += /\s/.test(line.charAt(at + 1)) ? 2 : 1;
  return at === 0 ? line : line.slice(at);
}

type Table =
  | { kind: "bench"; header: string[] }
  | { kind: "batched" | "sweep" }
  /** A table with llama.cpp-like columns that no tool of the family prints: its rows are skipped, named. */
  | { kind: "unknown"; columns: string };

const TABLE_TOOLS = { bench: "llama-bench", batched: "llama-batched-bench", sweep: "llama-sweep-bench" } as const;

/** A line that starts a table, or "other" for the header of a table no llama.cpp tool writes (a README's). */
function readHeader(cells: string[], next: string | undefined): Table | "other" | null {
  if (isResultHeader(cells)) return { kind: "bench", header: cells };
  if (cells[0] === "PP" && cells[1] === "TG") {
    if (cells.join() === BATCHED_COLUMNS.join()) return { kind: "batched" };
    if (cells.join() === SWEEP_COLUMNS.join()) return { kind: "sweep" };
    return { kind: "unknown", columns: cells.join(" | ") };
  }
  return next !== undefined && isSeparatorRow(next.trim()) ? "other" : null;
}

const HEADING = /^#{1,6}\s+(.+?)\s*#*$/;
const ROCM = /\bROCm[ -]?v?(\d+(?:\.\d+)+)/i;

type Pending = { line: number; text: string; read: () => FamilyRow };

function readText(lines: string[]) {
  const pending: Pending[] = [];
  const notes: string[] = [];
  const skipped: SkippedRow[] = [];
  const headerless: number[] = [];
  let table: Table | null = null;
  let lastHeader: { tool: LlamaCppTool; line: number } | null = null;
  let section: string | null = null;
  let context: Record<string, string | null> = {};
  let facts: Record<string, string> = {};
  let settings: Record<string, string> = {};
  let inFence = false;
  /** Rows since the last `build:` line: the footer that follows a table belongs to its rows. */
  let unbuilt: MarkdownRow[] = [];
  for (const [index, text] of lines.entries()) {
    const number = index + 1;
    const line = checkLineChars(text, number).trim();
    const heading = inFence ? null : HEADING.exec(line);
    if (line.startsWith("```")) inFence = !inFence;
    if (heading) {
      // a section of its own: a README's `## <model>` or `### ROCm 6.4.1`
      section = heading[1] ?? null;
      context = { rocm: ROCM.exec(section ?? "")?.[1] ?? null };
      facts = {};
      settings = {};
      table = null;
      continue;
    }
    const build = BUILD_LINE.exec(line);
    if (build) {
      for (const row of unbuilt) row.build = `${build[1]} (${build[2]})`;
      unbuilt = [];
      continue;
    }
    facts = readLogLine(line, facts);
    if (SETTINGS_LINE.test(line)) settings = readSettings(line);
    const where: TableContext = { line: number, settings, facts, section, context };
    if (line.startsWith("{") && line.includes('"speed_tg"')) {
      pending.push({ line: number, text: line, read: () => readBatchedJsonLine(line, where) });
      checkCountCap(pending.length, "measurementsPerArtifact", `line ${number}`);
      continue;
    }
    if (!line.startsWith("|") || isSeparatorRow(line)) continue;
    if (countPipes(line) > MAX_TABLE_CELLS + 1) {
      if (table)
        skipped.push({
          line: number,
          reason: `line ${number}: not a table row: too many cells`,
          text: line.slice(0, 200),
        });
      continue;
    }
    const cells = splitRow(line);
    const header = readHeader(cells, lines[index + 1]);
    if (header) {
      table = header === "other" ? null : header;
      if (header !== "other" && header.kind !== "unknown")
        lastHeader = { tool: TABLE_TOOLS[header.kind], line: number };
      continue;
    }
    const shape = table ? null : headerByShape(cells);
    if (shape) headerless.push(number);
    const current: Table | null = shape ? { kind: "bench", header: shape } : table;
    if (current === null) continue;
    if (current.kind === "unknown") {
      const reason =
        `line ${number}: a table of columns ${current.columns}, which no llama.cpp tool prints ` +
        `(llama-batched-bench: ${BATCHED_COLUMNS.join(" | ")}; llama-sweep-bench: ${SWEEP_COLUMNS.join(" | ")})`;
      skipped.push({ line: number, reason, text: line.slice(0, 200) });
      continue;
    }
    if (current.kind === "bench") {
      const row: MarkdownRow = { line: number, cells, header: current.header, build: null, section, context };
      unbuilt.push(row);
      pending.push({ line: number, text: line, read: () => readMarkdownRow(row) });
    } else {
      const read = current.kind === "batched" ? readBatchedRow : readSweepRow;
      pending.push({ line: number, text: line, read: () => read(cells, where) });
    }
    checkCountCap(pending.length, "measurementsPerArtifact", `line ${number}`);
  }
  if (headerless.length > 0) {
    notes.push(
      `${describeLines(headerless)}: llama-bench rows without their header line; their columns were read by ` +
        "their shape (model, size, params, backend first, test and t/s last; the columns between are unnamed).",
    );
  }
  const rows: FamilyRow[] = [];
  for (const entry of pending) {
    try {
      rows.push(entry.read());
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      skipped.push({ line: entry.line, reason: error.message, text: entry.text.slice(0, 200) });
    }
  }
  skipped.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { rows, skipped, notes, lastHeader };
}

function describeLines(lines: number[]): string {
  const first = lines[0];
  const last = lines[lines.length - 1];
  return first === last ? `line ${first}` : `lines ${first}-${last}`;
}

/** Why nothing could be read, naming the tool the file looks like, what it should hold and how to write it. */
function refuse(
  text: string,
  tool: LlamaCppTool,
  skipped: SkippedRow[],
  header: { tool: LlamaCppTool; line: number } | null,
): ParseError {
  const [first] = skipped;
  if (first) {
    const like = header?.tool ?? tool;
    return new ParseError(
      `The ${like} output holds no row that could be read (${first.reason}). ${capitalize(ACCEPTED[like].command)}.`,
      `line ${first.line ?? 1}`,
    );
  }
  if (header) {
    return new ParseError(
      `This looks like ${header.tool} output, but its table (line ${header.line}) has no result rows: the run may ` +
        `have stopped before its first result. ${capitalize(ACCEPTED[header.tool].command)}.`,
      `line ${header.line}`,
    );
  }
  const { expected, command } = ACCEPTED[tool];
  if (text.trim() === "")
    return new ParseError(`The ${tool} output is empty: expected ${expected}; ${command}.`, "line 1");
  const other = detectTool(text);
  const looks = other && other !== tool ? ` It looks like ${other} output: upload it as ${other}.` : "";
  return new ParseError(`No ${tool} results: expected ${expected}; ${command}.${looks}`, "line 1");
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
