/**
 * Parser for llama.cpp's `llama-batched-bench` (tools/batched-bench/batched-bench.cpp): its table,
 * with the settings line above it and the log lines around it, and its `--output-format jsonl`
 * lines. Pure module.
 *
 * A row is one combination of prompt size PP, generation size TG and B parallel sequences: the B
 * prompts decoded as one batch, then TG steps of B tokens. S_PP and S_TG count the tokens of all
 * sequences, so a sequence's own decode speed is S_TG / B; with `is_tg_separate = 1` the
 * sequences were generated one after another and S_TG is already one sequence's speed. With
 * `-pps` (is_pp_shared = 1) the prompt is shared and S_PP counts it once. A figure of nan or inf
 * (a 0-token side) is null.
 *
 * The model and build are not in the table: they are read, when captured, from the start-up log
 * (`build: 6918 (2f68ce7cf) ...`, `print_info: arch = llama`, `... loaded meta data ... from
 * <file>`, `using device CUDA0 (<gpu>)`).
 */
import { checkCellChars, checkCountCap, checkLineChars } from "@/lib/ingest/caps";
import { describeValue, parsePythonJson } from "@/lib/ingest/json";
import {
  cleanText,
  firstKnown,
  parseFlashAttention,
  parseModelParams,
  parseModelSize,
  requireOneSetup,
  validateSetup,
} from "@/lib/ingest/llama-cpp";
import { asRecord, validateFields } from "@/lib/ingest/parse-vllm-bench";
import { MEASUREMENT_DEFINITIONS, measurementSchema, ParseError, type ParsedArtifact } from "@/lib/ingest/schema";
import { splitPipeRow } from "@/lib/ingest/table";

/** The settings that define a setup, as the settings line and the JSON Lines name them. */
const SETTINGS = [
  "n_kv_max",
  "n_batch",
  "n_ubatch",
  "flash_attn",
  "is_pp_shared",
  "is_tg_separate",
  "n_gpu_layers",
  "n_threads",
  "n_threads_batch",
];
const COLUMNS = ["PP", "TG", "B", "N_KV", "T_PP s", "S_PP t/s", "T_TG s", "S_TG t/s", "T s", "S t/s"];
/** Which row figures the JSON Lines keys hold, in COLUMNS order. */
const JSON_KEYS = ["pp", "tg", "pl", "n_kv", "t_pp", "speed_pp", "t_tg", "speed_tg", "t", "speed"];

const SETTINGS_LINE = /^\w+: n_kv_max = /;
const LOG_FACTS: Array<[string, RegExp]> = [
  ["build", /^(?:\w+: )?build: (\d+) \(([0-9a-f]+)\)/],
  ["arch", /^(?:print_info|llm_load_print_meta): arch\s+= (.+)$/],
  ["size", /^(?:print_info|llm_load_print_meta): model type\s+= (.+)$/],
  ["ftype", /^(?:print_info|llm_load_print_meta): file type\s+= (.+)$/],
  ["params", /^(?:print_info|llm_load_print_meta): model params\s+= (.+)$/],
  ["bytes", /^(?:print_info|llm_load_print_meta): file size\s+= (\S+ \S+)/],
  // the file name keeps its " (version GGUF V3 (latest))" suffix here; cut off below
  ["file", /^llama_model_loader: loaded meta data with \d+ key-value pairs and \d+ tensors from (.+)$/],
  ["gpu", /^llama_model_load_from_file_impl: using device \w+ \((.+?)\)(?: - \d+ MiB free)?/],
];

/** A row with the settings line above it and the log facts seen before it (its run's start-up). */
type Row = {
  line: number;
  settings: Record<string, string>;
  facts: Record<string, string>;
  values: Array<number | null>;
};

const FIELD_COLUMNS: Record<string, string> = {
  promptTokens: "PP",
  genTokens: "TG",
  concurrency: "B",
  prefillTps: "S_PP t/s",
  totalTps: "S_TG t/s",
  perUserTps: "S_TG t/s",
  durationS: "T s",
};

export function parseLlamaBatchedBench(text: string): ParsedArtifact {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const rows: Row[] = [];
  let facts: Record<string, string> = {};
  let settings: Record<string, string> = {};
  let inTable = false;
  let format: "md" | "jsonl" = "md";
  for (const [index, text] of lines.entries()) {
    const number = index + 1;
    const line = checkLineChars(text, number).trim();
    if (SETTINGS_LINE.test(line)) settings = readSettings(line);
    for (const [key, pattern] of LOG_FACTS) {
      const match = pattern.exec(line);
      // a later run's start-up log replaces the facts of the one before
      if (match) facts = { ...facts, [key]: match.slice(1).join(" ") };
    }
    if (line.startsWith("{") && line.includes('"speed_tg"')) {
      format = "jsonl";
      checkCountCap(rows.length + 1, "measurementsPerArtifact", `line ${number}`);
      rows.push({ ...readJsonLine(line, number), facts });
      continue;
    }
    if (!line.startsWith("|")) {
      inTable = false;
      continue;
    }
    const cells = splitPipeRow(line);
    if (cells[0] === "PP") {
      if (cells.join() !== COLUMNS.join()) {
        const what = cells.includes("B") ? "unexpected columns" : "no B column (llama-sweep-bench writes such tables)";
        throw new ParseError(`line ${number}: not a llama-batched-bench table: ${what}`, `line ${number}`);
      }
      inTable = true;
    } else if (inTable && !/^-+$/.test(cells[0] ?? "")) {
      checkCountCap(rows.length + 1, "measurementsPerArtifact", `line ${number}`);
      rows.push({ line: number, settings, facts, values: readTableRow(cells, number) });
    }
  }
  if (rows.length === 0) {
    throw new ParseError(
      "No llama-batched-bench results: expected its table (|    PP |     TG |    B | ...) or its JSON Lines",
      "line 1",
    );
  }
  return toArtifact(rows, format);
}

/** `main: n_kv_max = 270336, n_batch = 2048, ...` (`llama_batched_bench:` in newer builds). */
function readSettings(line: string): Record<string, string> {
  const settings: Record<string, string> = {};
  // `name = 123` found by hand: a pattern with \w+ searched along a long word would try every start
  for (let at = line.indexOf(" = "); at >= 0; at = line.indexOf(" = ", at + 3)) {
    let keyStart = at;
    while (keyStart > 0 && isWordChar(line.charCodeAt(keyStart - 1))) keyStart -= 1;
    INTEGER.lastIndex = at + 3;
    const value = INTEGER.exec(line)?.[0];
    if (keyStart < at && value !== undefined) settings[line.slice(keyStart, at)] = value;
  }
  return settings;
}

const INTEGER = /-?\d+/y;

function isWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

function readTableRow(cells: string[], line: number): Array<number | null> {
  if (cells.length !== COLUMNS.length) {
    throw new ParseError(`line ${line}: expected ${COLUMNS.length} cells, found ${cells.length}`, `line ${line}`);
  }
  return cells.map((cell, index) => {
    checkCellChars(cell, line, COLUMNS[index] ?? String(index + 1));
    // a 0-token side divides by a zero time: printf writes nan, -nan or inf
    if (/^-?(nan|inf)$/i.test(cell)) return null;
    const value = Number(cell);
    if (cell === "" || !Number.isFinite(value)) {
      throw new ParseError(
        `line ${line}: cannot read ${describeValue(cell)} in column ${COLUMNS[index]}`,
        `line ${line}`,
      );
    }
    return value;
  });
}

function readJsonLine(line: string, number: number): Omit<Row, "facts"> {
  const record = asRecord(parsePythonJson(line, number), `line ${number}`);
  const settings: Record<string, string> = {};
  for (const key of SETTINGS) if (record[key] !== undefined) settings[key] = String(record[key]);
  const values = JSON_KEYS.map((key) => {
    const value = record[key];
    if (value === null || value === undefined) return null;
    if (typeof value !== "number") {
      throw new ParseError(`line ${number}: ${key} must be a number, not ${describeValue(value)}`, `line ${number}`);
    }
    return value;
  });
  return { line: number, settings, values };
}

/**
 * "/models/x.gguf (version GGUF V3 (latest))" -> "/models/x.gguf" (by index: no regex can backtrack on
 * a hostile line).
 */
function withoutVersion(file: string | undefined): string | undefined {
  const cut = file?.lastIndexOf(" (version ") ?? -1;
  return cut >= 0 ? file?.slice(0, cut) : file;
}

/** `<arch> <size> <ftype>`, as llama-bench names a model: "llama 8B Q4_K - Medium". */
function describeModel(facts: Record<string, string>): string | null {
  return facts.arch ? [facts.arch, facts.size, facts.ftype].filter(Boolean).join(" ") : null;
}

function toArtifact(rows: Row[], format: "md" | "jsonl"): ParsedArtifact {
  requireOneSetup(
    rows.map((row) => ({
      at: row.line,
      model: describeModel(row.facts),
      facts: {
        ...Object.fromEntries(SETTINGS.slice(1).map((key) => [key, row.settings[key] ?? null])),
        build: row.facts.build ?? null,
        file: row.facts.file ?? null,
      },
    })),
    "line",
    "the start-up log and settings line of one run with the table under it",
  );
  const settings = firstKnown(rows.map((row) => row.settings));
  const facts = firstKnown(rows.map((row) => row.facts)) as Record<string, string>;
  const [buildNumber, buildCommit] = facts.build?.split(" ") ?? [];
  const modelType = describeModel(facts);
  const integer = (value: string | undefined) => (value === undefined ? null : Number(value));
  const setup = validateSetup(
    {
      buildCommit: buildCommit ?? null,
      buildNumber: integer(buildNumber),
      gpuInfo: cleanText(facts.gpu),
      modelFile: cleanText(withoutVersion(facts.file)),
      modelType,
      modelSizeBytes: parseModelSize(facts.bytes ?? null),
      modelParams: parseModelParams(facts.params ?? null),
      nGpuLayers: integer(settings.n_gpu_layers),
      flashAttention: parseFlashAttention(settings.flash_attn),
      nBatch: integer(settings.n_batch),
      nUbatch: integer(settings.n_ubatch),
      threads: integer(settings.n_threads),
    },
    () => `line ${rows[0]?.line ?? 1}`,
  );
  return {
    tool: "llama-batched-bench",
    format,
    toolVersion: buildCommit ? `${buildCommit} (${buildNumber})` : null,
    model: modelType,
    measuredAt: null,
    measurements: rows.map(toMeasurement),
    matrix: null,
    sanityOutputs: [],
    setup,
  };
}

function toMeasurement({ line, settings, values }: Row) {
  // as many values as COLUMNS (readTableRow checks); one missing reads as no figure
  const [pp = null, tg = null, b = null, , , speedPp = null, , speedTg = null, t = null] = values;
  const separate = settings.is_tg_separate === "1";
  const shared = settings.is_pp_shared === "1";
  const definition = separate
    ? MEASUREMENT_DEFINITIONS.llamaBatchedBenchSeparateGeneration
    : shared
      ? MEASUREMENT_DEFINITIONS.llamaBatchedBenchSharedPrompt
      : MEASUREMENT_DEFINITIONS.llamaBatchedBench;
  const input = {
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
  };
  return validateFields(measurementSchema, input, (field) => ({
    path: `line ${line}`,
    label: FIELD_COLUMNS[field] ?? field,
  }));
}
