/**
 * What the tools' files say about the run, as values for the upload form's fields: the engine and
 * its build (llama.cpp's tools print `build: 5a32f10a (6918)`), the GPU as printed, the
 * quantization in the model type (`qwen3 14B Q6_K`), the model file's name, the served model name.
 * The form fills only fields left empty, and says which it filled. Read with the same parsers as
 * the upload, in the browser. Pure.
 */
import { tokenizeName } from "@/lib/catalogue/match";
import { precisionOfFileName, precisionOfLabel } from "@/lib/catalogue/precision";
import { detectTool } from "@/lib/ingest/detect-tool";
import { mapMeasurementsToSuite } from "@/lib/ingest/map-to-suite";
import { parseArtifactFile } from "@/lib/ingest/parse-artifact";
import type { ArtifactTool, ParsedArtifact } from "@/lib/ingest/schema";

export const HINTED_FIELDS = [
  "model.name",
  "model.precision",
  "hardware.name",
  "hardware.accelerator",
  "engine.name",
  "engine.version",
  "servedModel",
  "measuredAt",
] as const;

/**
 * What the files print that fills no field but finds the catalogue's entries
 * (GET /api/v1/catalogue/match): llama.cpp's model type, the parameters in billions, the model file.
 */
export const CLUE_KEYS = ["modelType", "modelParamsB", "modelFile"] as const;

export type HintedField = (typeof HINTED_FIELDS)[number];
export type ClueKey = (typeof CLUE_KEYS)[number];
export type FileHints = Partial<Record<HintedField | ClueKey, string>>;

const LLAMA_CPP_TOOLS = new Set(["llama-bench", "llama-batched-bench", "llama-sweep-bench"]);
/** Tools whose model is the name the server was asked for. */
const SERVED_MODEL_TOOLS = new Set<ArtifactTool>(["llama-benchy", "aiperf", "guidellm", "sglang-bench-serving"]);
const VENDOR_PREFIX = /^(?:NVIDIA\s+(?:GeForce\s+)?|AMD\s+(?:Radeon\s+)?|Apple\s+|Intel\s+(?:Arc\s+)?)/i;

/** The model's name from a file name: "/models/Qwen3-14B-Q6_K.gguf" -> "Qwen3-14B". */
export function nameModelFile(file: string): string | null {
  const base =
    file
      .split(/[\\/]/)
      .at(-1)
      ?.replace(/\.gguf$/i, "") ?? "";
  return cutQuantization(base) || null;
}

const SEPARATORS = "-_.";
const FLOAT_TYPES = ["BF16", "FF16", "F32", "MXFP4"];

/**
 * The name before the first quantization that ends the name or starts its last part ("-Q6_K",
 * ".BF16-00001-of-00002"), with the separator before it. By hand: the pattern it replaces
 * (`[-_.]?(?:I?Q\d(?:_[A-Z0-9]+)*|...)(?:[-_.].*)?$`) backtracked cubically on names like `_Q1_Q1_...`.
 */
function cutQuantization(base: string): string {
  const lastBreak = Math.max(...["\n", "\r", "\u2028", "\u2029"].map((end) => base.lastIndexOf(end)));
  for (let at = 0; at < base.length; at += 1) {
    const end = quantizationEnd(base, at);
    if (end < 0) continue;
    if (end === base.length || (SEPARATORS.includes(base.charAt(end)) && end > lastBreak)) {
      return base.slice(0, at > 0 && SEPARATORS.includes(base.charAt(at - 1)) ? at - 1 : at);
    }
  }
  return base;
}

/** Where a quantization name starting at `at` ends (`IQ4`, `Q6`, `BF16`, ...), or -1; ASCII letters in either case. */
function quantizationEnd(text: string, at: number): number {
  if (isLetterAt(text, at, "I") && isLetterAt(text, at + 1, "Q") && isDigitAt(text, at + 2)) return at + 3;
  if (isLetterAt(text, at, "Q") && isDigitAt(text, at + 1)) return at + 2;
  for (const name of FLOAT_TYPES) {
    let offset = 0;
    while (offset < name.length && isLetterAt(text, at + offset, name.charAt(offset))) offset += 1;
    if (offset === name.length) return at + offset;
  }
  return -1;
}

/** `char` (an upper-case ASCII letter or a digit) at `index`, in either case. */
function isLetterAt(text: string, index: number, char: string): boolean {
  const code = text.charCodeAt(index);
  const wanted = char.charCodeAt(0);
  return code === wanted || (wanted >= 65 && wanted <= 90 && code === wanted + 32);
}

function isDigitAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57;
}

/** What the upload form shows of one file as soon as it is read: its tool, the suite tests it measures, its hints. */
export type FileReading =
  | {
      kind: "tool";
      tool: ArtifactTool;
      format: string;
      /** Keys of the suite tests its results map to, in order (the page names them in its language). */
      tests: string[];
      /** Results that match no suite test (llama-bench's, a depth sweep's). */
      extraResults: number;
      matrixCells: number;
      /** Models or setups the file holds: each becomes a run of its own. */
      parts: number;
      hints: FileHints;
    }
  /** A whole run bundle (JSON with `schemaVersion` and `artifacts`): the form's fields are not needed. */
  | { kind: "bundle" }
  | { kind: "unknown" }
  /** Recognised, but its tool's parser refuses it: the message says where. */
  | { kind: "unreadable"; tool: ArtifactTool; message: string };

const isBundle = (text: string) => /"schemaVersion"\s*:/.test(text.slice(0, 20_000)) && /"artifacts"\s*:/.test(text);

/** Reads one file as the upload will: which tool wrote it, which suite tests it maps to, what it says. */
export function readUploadFile(text: string): FileReading {
  const tool = detectTool(text);
  if (tool === "summary" && isBundle(text)) return { kind: "bundle" };
  if (!tool) return { kind: "unknown" };
  let parts: ParsedArtifact[];
  try {
    parts = parseArtifactFile(tool, text).parts;
  } catch (error) {
    return { kind: "unreadable", tool, message: error instanceof Error ? error.message : String(error) };
  }
  const [first] = parts;
  if (!first) return { kind: "unknown" };
  const mapped = parts.flatMap((part) => mapMeasurementsToSuite(part));
  const keys = [...new Set(mapped.flatMap(({ test }) => (test ? [test] : [])))];
  return {
    kind: "tool",
    tool,
    format: first.format,
    tests: keys,
    extraResults: mapped.filter(({ test }) => test === null).length,
    matrixCells: parts.reduce((sum, part) => sum + (part.matrix?.cells.length ?? 0), 0),
    parts: parts.length,
    hints: tool === "summary" ? {} : { ...hintsOf(tool, first), ...dateOf(parts) },
  };
}

/** Hints from one file's text; none when no tool's format is recognised or the file does not parse. */
export function readFileHints(text: string): FileHints {
  const reading = readUploadFile(text);
  return reading.kind === "tool" ? reading.hints : {};
}

function hintsOf(tool: ArtifactTool, parsed: ParsedArtifact): FileHints {
  const hints: FileHints = {};
  const setup = parsed.setup ?? null;
  if (LLAMA_CPP_TOOLS.has(tool)) {
    hints["engine.name"] = "llama.cpp";
    if (setup?.buildNumber) hints["engine.version"] = `b${setup.buildNumber}`;
  }
  const gpu = setup?.gpuInfo?.split(",")[0]?.trim();
  if (gpu) {
    hints["hardware.accelerator"] = gpu;
    const name = gpu
      .replace(/\((?:r|tm|c)\)/gi, "")
      .replace(/\s+/g, " ")
      .replace(VENDOR_PREFIX, "")
      .trim();
    // "Intel(R) Arc(TM) Graphics" names no product: vendor and brand words only
    if (tokenizeName(name).length > 0) hints["hardware.name"] = name;
  }
  // llama.cpp's "Q4_K - Medium" is the Q4_K_M of file names, not Q4_K
  const quantization =
    (setup?.modelType ? precisionOfLabel(setup.modelType) : null) ??
    (setup?.modelFile ? precisionOfFileName(setup.modelFile) : null);
  if (quantization) hints["model.precision"] = quantization;
  const fromFile = setup?.modelFile ? nameModelFile(setup.modelFile) : null;
  if (fromFile) hints["model.name"] = fromFile;
  if (setup?.modelType) hints.modelType = setup.modelType;
  if (setup?.modelParams) hints.modelParamsB = String(Math.round(setup.modelParams / 1e7) / 100);
  const file = setup?.modelFile?.split(/[\\/]/).at(-1);
  if (file) hints.modelFile = file;
  if (SERVED_MODEL_TOOLS.has(tool) && parsed.model) hints.servedModel = parsed.model;
  // SGLang's lines carry the server's own /server_info, its version among them
  if (tool === "sglang-bench-serving" && parsed.toolVersion) {
    hints["engine.name"] = "sglang";
    hints["engine.version"] = parsed.toolVersion;
  }
  return hints;
}

/** The day the file says it was measured (the earliest of its parts'), as the date field takes it. */
function dateOf(parts: ParsedArtifact[]): FileHints {
  const times = parts.flatMap((part) =>
    part.measuredAt && !Number.isNaN(part.measuredAt.getTime()) ? [part.measuredAt.getTime()] : [],
  );
  return times.length > 0 ? { measuredAt: new Date(Math.min(...times)).toISOString().slice(0, 10) } : {};
}

/** The line of `text` (1-based) where `printed` first occurs, to say where a name was read; null if absent. */
export function lineOf(text: string, printed: string): number | null {
  const at = printed ? text.indexOf(printed) : -1;
  if (at < 0) return null;
  let line = 1;
  for (let index = text.indexOf("\n"); index >= 0 && index < at; index = text.indexOf("\n", index + 1)) line += 1;
  return line;
}

/** Hints of several files: for each field the first file that gives it. */
export function mergeFileHints(all: FileHints[]): FileHints {
  const merged: FileHints = {};
  for (const hints of all) {
    for (const field of [...HINTED_FIELDS, ...CLUE_KEYS]) merged[field] ??= hints[field];
  }
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value)) as FileHints;
}
