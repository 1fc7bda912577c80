/**
 * The tables of llama-batched-bench (tools/batched-bench/batched-bench.cpp) and of ik_llama.cpp's
 * llama-sweep-bench (examples/sweep-bench), and batched-bench's `--output-format jsonl` lines,
 * read row by row. Pure module.
 *
 * llama-batched-bench: a row is one combination of prompt size PP, generation size TG and B
 * parallel sequences: the B prompts decoded as one batch, then TG steps of B tokens. S_PP and S_TG
 * count the tokens of all sequences, so a sequence's own decode speed is S_TG / B; with
 * `is_tg_separate = 1` the sequences were generated one after another and S_TG is already one
 * sequence's speed. With `-pps` (is_pp_shared = 1) the prompt is shared and S_PP counts it once.
 * A figure of nan or inf (a 0-token side) is null.
 *
 * llama-sweep-bench: a depth sweep of one sequence. For each N_KV (0, then one ubatch more each
 * row) it generates TG tokens one at a time after N_KV tokens in the cache (S_TG), and processes a
 * batch of PP prompt tokens after them (S_PP).
 */
import { checkCellChars } from "@/lib/ingest/caps";
import { describeValue, parsePythonJson } from "@/lib/ingest/json";
import { describeModel, logSetup, nameModel } from "@/lib/ingest/llama-cpp-log";
import { type FamilyRow, shortFacts } from "@/lib/ingest/llama-cpp";
import { asRecord, validateFields } from "@/lib/ingest/parse-vllm-bench";
import { MEASUREMENT_DEFINITIONS, measurementSchema, ParseError } from "@/lib/ingest/schema";

export const BATCHED_COLUMNS = ["PP", "TG", "B", "N_KV", "T_PP s", "S_PP t/s", "T_TG s", "S_TG t/s", "T s", "S t/s"];
export const SWEEP_COLUMNS = ["PP", "TG", "N_KV", "T_PP s", "S_PP t/s", "T_TG s", "S_TG t/s"];
/** Which row figures the JSON Lines keys hold, in BATCHED_COLUMNS order. */
const JSON_KEYS = ["pp", "tg", "pl", "n_kv", "t_pp", "speed_pp", "t_tg", "speed_tg", "t", "speed"];
/** The settings that define a setup, as the settings line and the JSON Lines name them (n_kv_max is the context). */
const SETTINGS = [
  "n_batch",
  "n_ubatch",
  "flash_attn",
  "is_pp_shared",
  "is_tg_separate",
  "n_gpu_layers",
  "n_threads",
  "n_threads_batch",
];

/** Where a row stands: its line, the settings line and log facts above it, the heading over it. */
export type TableContext = {
  line: number;
  settings: Record<string, string>;
  facts: Record<string, string>;
  section: string | null;
  context: Record<string, string | null>;
};

function readCells(cells: string[], columns: string[], line: number): Array<number | null> {
  if (cells.length !== columns.length) {
    throw new ParseError(`line ${line}: expected ${columns.length} cells, found ${cells.length}`, `line ${line}`);
  }
  return cells.map((cell, index) => {
    checkCellChars(cell, line, columns[index] ?? String(index + 1));
    // a 0-token side divides by a zero time: printf writes nan, -nan or inf
    if (/^-?(nan|inf)$/i.test(cell)) return null;
    const value = Number(cell);
    if (cell === "" || !Number.isFinite(value)) {
      throw new ParseError(
        `line ${line}: cannot read ${describeValue(cell)} in column ${columns[index]}`,
        `line ${line}`,
      );
    }
    return value;
  });
}

function baseRow(where: TableContext, tool: FamilyRow["tool"], format: FamilyRow["format"]) {
  const settings = Object.fromEntries(SETTINGS.map((key) => [key, where.settings[key] ?? null]));
  return {
    tool,
    format,
    at: where.line,
    model: describeModel(where.facts),
    name: nameModel(where.facts) ?? where.section,
    section: where.section,
    facts: { ...where.context, ...shortFacts(settings), build: where.facts.build ?? null },
    setup: logSetup(where.facts, where.settings),
    measuredAt: null,
  };
}

const FIELD_COLUMNS: Record<string, string> = {
  promptTokens: "PP",
  genTokens: "TG",
  concurrency: "B",
  depth: "N_KV",
  prefillTps: "S_PP t/s",
  totalTps: "S_TG t/s",
  perUserTps: "S_TG t/s",
  durationS: "T s",
};

function validate(input: Record<string, unknown>, line: number) {
  return validateFields(measurementSchema, input, (field) => ({
    path: `line ${line}`,
    label: FIELD_COLUMNS[field] ?? field,
  }));
}

export function readBatchedRow(cells: string[], where: TableContext): FamilyRow {
  return batchedRow(readCells(cells, BATCHED_COLUMNS, where.line), where, "md");
}

/** One `--output-format jsonl` line: the settings ride on every line. */
export function readBatchedJsonLine(line: string, where: TableContext): FamilyRow {
  const record = asRecord(parsePythonJson(line, where.line), `line ${where.line}`);
  const settings: Record<string, string> = {};
  for (const key of SETTINGS) if (record[key] !== undefined) settings[key] = String(record[key]);
  const values = JSON_KEYS.map((key) => {
    const value = record[key];
    if (value === null || value === undefined) return null;
    if (typeof value !== "number") {
      throw new ParseError(
        `line ${where.line}: ${key} must be a number, not ${describeValue(value)}`,
        `line ${where.line}`,
      );
    }
    return value;
  });
  return batchedRow(values, { ...where, settings }, "jsonl");
}

function batchedRow(values: Array<number | null>, where: TableContext, format: FamilyRow["format"]): FamilyRow {
  const [pp = null, tg = null, b = null, , , speedPp = null, , speedTg = null, t = null] = values;
  const separate = where.settings.is_tg_separate === "1";
  const shared = where.settings.is_pp_shared === "1";
  const definition = separate
    ? MEASUREMENT_DEFINITIONS.llamaBatchedBenchSeparateGeneration
    : shared
      ? MEASUREMENT_DEFINITIONS.llamaBatchedBenchSharedPrompt
      : MEASUREMENT_DEFINITIONS.llamaBatchedBench;
  const measurement = validate(
    {
      promptTokens: pp,
      genTokens: tg,
      depth: 0,
      concurrency: b,
      prefillTps: speedPp,
      totalTps: speedTg,
      perUserTps: speedTg === null || !b ? null : separate ? speedTg : speedTg / b,
      durationS: t,
      testLabel: `pp${pp} tg${tg} b${b}`,
      definition,
    },
    where.line,
  );
  return { ...baseRow(where, "llama-batched-bench", format), measurement };
}

export function readSweepRow(cells: string[], where: TableContext): FamilyRow {
  const [pp = null, tg = null, nKv = null, tPp = null, sPp = null, tTg = null, sTg = null] = readCells(
    cells,
    SWEEP_COLUMNS,
    where.line,
  );
  const measurement = validate(
    {
      promptTokens: pp,
      genTokens: tg,
      depth: nKv,
      concurrency: 1,
      prefillTps: sPp,
      perUserTps: sTg,
      durationS: tPp === null || tTg === null ? null : tPp + tTg,
      testLabel: `PP${pp} @ N_KV ${nKv}`,
      definition: MEASUREMENT_DEFINITIONS.llamaSweepBench,
    },
    where.line,
  );
  return { ...baseRow(where, "llama-sweep-bench", "md"), measurement };
}
