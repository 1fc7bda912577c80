/**
 * What llama.cpp's tools print around their tables: the build, the loader's lines about the model
 * (`print_info:` in mainline, `llm_load_print_meta:` in older builds and ik_llama.cpp), the device,
 * and the settings line of llama-batched-bench and llama-sweep-bench (`main: n_kv_max = ...`).
 * Pure module.
 */
import {
  cleanText,
  parseFlashAttention,
  parseModelParams,
  parseModelSize,
  type SetupInput,
} from "@/lib/ingest/llama-cpp";

const META = String.raw`(?:print_info|llm_load_print_meta)`;

/** Facts of the loader's log, each by the first pattern that matches a line. */
const LOG_FACTS: Array<[string, RegExp]> = [
  ["build", /^(?:\w+: )?build: (\d+) \(([0-9a-f]+)\)/],
  // `llama-server --version`, as ik_llama.cpp users paste it above a run
  ["build", /^version: (\d+) \(([0-9a-f]+)\)/],
  ["arch", new RegExp(`^${META}: arch\\s+= (.+)$`)],
  ["size", new RegExp(`^${META}: model type\\s+= (.+)$`)],
  ["ftype", new RegExp(`^${META}: (?:file|model) f?type\\s+= (.+)$`)],
  ["params", new RegExp(`^${META}: model params\\s+= (.+)$`)],
  ["bytes", new RegExp(`^${META}: (?:file|model) size\\s+= (\\S+ \\S+)`)],
  ["name", new RegExp(`^${META}: general\\.name\\s+= (.+)$`)],
  ["name", /^llama_model_loader: - kv +\d+: +general\.name str += (.+)$/],
  // the file name keeps its " (version GGUF V3 (latest))" suffix here; cut off below
  ["file", /^llama_model_loader: loaded meta data with \d+ key-value pairs and \d+ tensors from (.+)$/],
  ["gpu", /^llama_model_load_from_file_impl: using device \w+ \((.+?)\)(?: - \d+ MiB free)?/],
];

/** Facts of one model: a new loader log replaces them all. */
const MODEL_FACTS = ["arch", "size", "ftype", "params", "bytes", "name", "file"];

/** The log facts after this line: a later run's start-up log replaces the facts of the one before. */
export function readLogLine(line: string, facts: Record<string, string>): Record<string, string> {
  for (const [key, pattern] of LOG_FACTS) {
    const match = pattern.exec(line);
    if (!match) continue;
    const base = key === "file" ? withoutKeys(facts, MODEL_FACTS) : facts;
    // a console that wraps long lines cuts the file name: no file rather than part of one
    if (key === "file" && !line.includes(" (version ")) return base;
    // "build: 4589 (a4417ddd)" -> "a4417ddd (4589)", as llama-bench's footer writes it
    const value = key === "build" ? `${match[2]} (${match[1]})` : (match[1] ?? "");
    return { ...base, [key]: value };
  }
  return facts;
}

function withoutKeys(facts: Record<string, string>, keys: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(facts).filter(([key]) => !keys.includes(key)));
}

export const SETTINGS_LINE = /^\w+: n_kv_max = /;

/** `main: n_kv_max = 270336, n_batch = 2048, ...` (`llama_batched_bench:` in newer builds). */
export function readSettings(line: string): Record<string, string> {
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

/**
 * "/models/x.gguf (version GGUF V3 (latest))" -> "/models/x.gguf" (by index: no regex can backtrack on
 * a hostile line).
 */
function withoutVersion(file: string | undefined): string | undefined {
  const cut = file?.lastIndexOf(" (version ") ?? -1;
  return cut >= 0 ? file?.slice(0, cut) : file;
}

/** `<arch> <size> <ftype>`, as llama-bench names a model: "llama 8B Q4_K - Medium". */
export function describeModel(facts: Record<string, string>): string | null {
  return facts.arch ? [facts.arch, facts.size, facts.ftype].filter(Boolean).join(" ") : null;
}

/** The name the log gives the model other than its type: `general.name`, else its file. */
export function nameModel(facts: Record<string, string>): string | null {
  return cleanText(facts.name) ?? cleanText(withoutVersion(facts.file));
}

/** The setup facts of the log and settings line. */
export function logSetup(facts: Record<string, string>, settings: Record<string, string>): SetupInput {
  const [commit, number] = facts.build?.split(" ") ?? [];
  const integer = (value: string | undefined) => (value === undefined ? null : Number(value));
  return {
    buildCommit: commit ?? null,
    buildNumber: integer(number?.slice(1, -1)),
    gpuInfo: cleanText(facts.gpu),
    modelFile: cleanText(withoutVersion(facts.file)),
    modelType: describeModel(facts),
    modelSizeBytes: parseModelSize(facts.bytes ?? null),
    modelParams: parseModelParams(facts.params ?? null),
    nGpuLayers: integer(settings.n_gpu_layers),
    flashAttention: parseFlashAttention(settings.flash_attn),
    nBatch: integer(settings.n_batch),
    nUbatch: integer(settings.n_ubatch),
    threads: integer(settings.n_threads),
  };
}
