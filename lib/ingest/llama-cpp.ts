/**
 * What llama.cpp's benchmark tools (llama-bench, llama-batched-bench, ik_llama.cpp's
 * llama-sweep-bench) share: the rows they print, grouped into one part per model and setup, the
 * setup facts they print, and their number formats. Pure module.
 *
 * A file may hold several models (`llama-bench -m a -m b`, a README with a section per model) and
 * several setups (`-fa 0,1`, tables of two ROCm versions): each model and setup becomes a part of
 * its own (issue 26). Rows of one model and setup that differ only in the test (`-p`, `-n`, `-d`,
 * the batch sizes) are one part. A fact the output does not state for a row (a table without its
 * build line, a batched-bench table without its loader log) agrees with any value.
 */
import { validateFields } from "@/lib/ingest/parse-vllm-bench";
import {
  artifactSetupSchema,
  type ArtifactSetup,
  type ArtifactTool,
  type Measurement,
  type ParsedArtifact,
} from "@/lib/ingest/schema";

export type LlamaCppTool = Extract<ArtifactTool, "llama-bench" | "llama-batched-bench" | "llama-sweep-bench">;

/** How locations are named in messages: "line 4", or "result 2" (a position in a JSON array). */
export type Unit = "line" | "result";

export type SetupInput = Partial<Record<keyof ArtifactSetup, unknown>>;

/** One usable row of a llama.cpp tool's output, with what places it in a model and setup. */
export type FamilyRow = {
  tool: LlamaCppTool;
  format: ParsedArtifact["format"];
  /** 1-based line, or position in a JSON array. */
  at: number;
  /** llama-bench's `model_type`, or the loader's `<arch> <size> <ftype>`; null when the output does not say. */
  model: string | null;
  /** Another name the output gives the model: the loader's `general.name`, its file, the heading above. */
  name: string | null;
  /** The Markdown heading the row stands under. */
  section: string | null;
  /** The setup facts that tell the file's setups apart, by their short names (fa, ub, ngl, rocm, build...). */
  facts: Record<string, string | null>;
  setup: SetupInput;
  measuredAt: Date | null;
  measurement: Measurement;
};

/** The short names the parts' labels use (`{ fa: "1" }`, `{ ub: "512" }`), whatever the tool calls the fact. */
const SHORT_NAMES: Record<string, string> = {
  flash_attn: "fa",
  n_ubatch: "ub",
  n_batch: "b",
  n_gpu_layers: "ngl",
  n_threads: "threads",
  backends: "backend",
};

/** Facts by their short names, as printed (trimmed, empty as null). */
export function shortFacts(facts: Record<string, unknown>): Record<string, string | null> {
  const named: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(facts)) named[SHORT_NAMES[key] ?? key] = cleanText(value);
  return named;
}

/** A fact as compared: fa 1/true/on alike, every "all layers" ngl alike (-1, 99, 999), a build by its short commit. */
function comparable(key: string, value: string): string {
  if (key === "fa") return parseFlashAttention(value) ?? value;
  if (key === "ngl") {
    const layers = parseInteger(value);
    return layers !== null && (layers < 0 || layers >= 99) ? "all" : value;
  }
  if (key === "build") return value.slice(0, 7);
  return value;
}

/** Facts as compared (see `comparable`), null where unknown. */
type Comparable = Record<string, string | null>;

function comparableFacts(facts: Record<string, string | null>): Comparable {
  return Object.fromEntries(Object.entries(facts).map(([key, value]) => [key, value && comparable(key, value)]));
}

function agree(a: Comparable, b: Comparable): boolean {
  for (const key in a) {
    const mine = a[key];
    const theirs = b[key];
    if (mine && theirs && mine !== theirs) return false;
  }
  return true;
}

type Group = {
  model: string | null;
  section: string | null;
  facts: Record<string, string | null>;
  comparable: Comparable;
  rows: FamilyRow[];
};

function absorb(group: Group, rows: FamilyRow[], facts: Record<string, string | null>): void {
  group.rows.push(...rows);
  for (const [key, value] of Object.entries(facts)) {
    if (group.facts[key] != null || value === null) continue;
    group.facts[key] = value;
    group.comparable[key] = comparable(key, value);
  }
}

/**
 * The rows as parts, one per model and setup, in the order the file shows them. Rows whose model the
 * output does not name (a batched-bench table without its loader log) join the one model of their
 * section: the maintainers' bench files put a batched-bench table and a llama-bench table of the
 * same model under its heading. They share its part when their setups agree.
 */
export function groupIntoParts(rows: FamilyRow[], declared: LlamaCppTool): ParsedArtifact[] {
  const groups: Group[] = [];
  // a row's model and known facts as one key: most rows find their group without a search
  const exact = new Map<string, Group>();
  for (const row of rows) {
    const facts = comparableFacts(row.facts);
    const key = JSON.stringify([row.model, row.section, Object.entries(facts).filter(([, value]) => value)]);
    const group =
      exact.get(key) ??
      groups.find(
        (candidate) =>
          candidate.model === row.model && candidate.section === row.section && agree(candidate.comparable, facts),
      );
    if (group) absorb(group, [row], row.facts);
    else
      groups.push({ model: row.model, section: row.section, facts: { ...row.facts }, comparable: facts, rows: [row] });
    if (!exact.has(key)) exact.set(key, group ?? (groups[groups.length - 1] as Group));
  }
  for (const unnamed of groups.filter((group) => group.model === null)) {
    const named = groups.filter((group) => group.model !== null && group.section === unnamed.section);
    const [only] = named;
    if (!only || named.length !== 1) continue;
    if (agree(only.comparable, unnamed.comparable)) {
      absorb(only, unnamed.rows, unnamed.facts);
      groups.splice(groups.indexOf(unnamed), 1);
    } else {
      // the section's one model in another setup: a part of its own, named by what differs
      unnamed.model = only.model;
    }
  }
  const labels = groups.map(labelOf);
  const varying = varyingFacts(groups, labels);
  const counts = new Map<string | null, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return groups.map((group, index) => {
    const label = labels[index] ?? null;
    const distinguishing = distinguish(group, varying.get(label), (counts.get(label) ?? 0) > 1);
    return toPart(group, label, distinguishing, declared);
  });
}

function labelOf(group: Group): string | null {
  return group.model ?? group.rows.find((row) => row.name !== null)?.name ?? group.section;
}

/** Per model label, the facts with two or more known values among its parts: what tells them apart. */
function varyingFacts(groups: Group[], labels: Array<string | null>): Map<string | null, Set<string>> {
  const values = new Map<string | null, Map<string, Set<string>>>();
  groups.forEach((group, index) => {
    const label = labels[index] ?? null;
    const byKey = values.get(label) ?? new Map<string, Set<string>>();
    values.set(label, byKey);
    for (const [key, value] of Object.entries(group.comparable)) {
      if (value) byKey.set(key, (byKey.get(key) ?? new Set()).add(value));
    }
  });
  const varying = new Map<string | null, Set<string>>();
  for (const [label, byKey] of values) {
    varying.set(label, new Set([...byKey].filter(([, seen]) => seen.size > 1).map(([key]) => key)));
  }
  return varying;
}

/** The facts that set a part apart from the other parts of the same model label; the section when none does. */
function distinguish(group: Group, keys: Set<string> | undefined, hasSiblings: boolean): Record<string, string> {
  const distinguishing: Record<string, string> = {};
  for (const key of keys ?? []) {
    const value = group.facts[key];
    if (value) distinguishing[key] = value;
  }
  if (hasSiblings && Object.keys(distinguishing).length === 0 && group.section) distinguishing.section = group.section;
  return distinguishing;
}

function toPart(
  group: Group,
  label: string | null,
  distinguishing: Record<string, string>,
  declared: LlamaCppTool,
): ParsedArtifact {
  const rows = [...group.rows].sort((a, b) => a.at - b.at);
  const tools = new Set(rows.map((row) => row.tool));
  const formats = new Set(rows.map((row) => row.format));
  const [first] = rows;
  const known = firstKnown(rows.map((row) => row.setup));
  const modelType = group.model ?? cleanText(known.modelType);
  const setup = validateSetup({ ...known, modelType }, () => `line ${first?.at ?? 1}`);
  const times = rows.flatMap((row) => (row.measuredAt ? [row.measuredAt.getTime()] : []));
  return {
    tool: tools.size === 1 && first ? first.tool : tools.has(declared) ? declared : (first?.tool ?? declared),
    format: formats.size === 1 && first ? first.format : "md",
    toolVersion: setup.buildCommit ? `${setup.buildCommit} (${setup.buildNumber ?? "?"})` : null,
    model: label,
    measuredAt: times.length > 0 ? new Date(Math.min(...times)) : null,
    measurements: rows.map((row) => row.measurement),
    matrix: null,
    sanityOutputs: [],
    setup,
    part: { modelLabel: label, precision: precisionOf(modelType), distinguishing, lines: rows.map((row) => row.at) },
  };
}

/** A token that names a quantization: Q4_0, Q4_K, IQ4_XS, TQ1_0, PQ2_0, F16, BF16, MXFP4. */
const QUANT_TOKEN = /^(?:[A-Z]{0,2}Q\d|B?F(?:16|32)$|MXFP\d)/;

/**
 * The quantization a model label states: "qwen3 4B Q5_K - Medium" -> "Q5_K - Medium",
 * "llama 7B mostly Q4_0" -> "Q4_0".
 */
export function precisionOf(modelType: string | null): string | null {
  const tokens = modelType?.split(" ").filter((token) => token !== "" && token !== "mostly") ?? [];
  const at = tokens.findIndex((token, index) => index > 0 && QUANT_TOKEN.test(token));
  return at > 0 ? tokens.slice(at).join(" ") : null;
}

/** The setup facts, validated; a rejected fact is reported at its source. */
export function validateSetup(
  input: Partial<Record<keyof ArtifactSetup, unknown>>,
  sourceOf: (field: string) => string,
): ArtifactSetup {
  return validateFields(artifactSetupSchema, input, (field) => ({ path: sourceOf(field) }));
}

/** For each fact, the first known value among the entries (the check above made them agree). */
export function firstKnown<T extends Record<string, unknown>>(records: T[]): Partial<T> {
  const result: Partial<T> = {};
  for (const record of records) {
    for (const [key, value] of Object.entries(record)) {
      if (result[key as keyof T] === undefined && value !== null && value !== undefined && value !== "") {
        result[key as keyof T] = value as T[keyof T];
      }
    }
  }
  return result;
}

const BINARY_UNITS: Record<string, number> = { B: 1, KiB: 2 ** 10, MiB: 2 ** 20, GiB: 2 ** 30, TiB: 2 ** 40 };
const DECIMAL_UNITS: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9, T: 1e12 };

/** "4.58 GiB" / "762.81 MiB" (binary units) -> bytes, rounded; null when unreadable. */
export function parseModelSize(text: string | null): number | null {
  const [, amount, unit] = /^(\d+(?:\.\d+)?)\s*(B|KiB|MiB|GiB|TiB)$/.exec(text?.trim() ?? "") ?? [];
  const factor = unit === undefined ? undefined : BINARY_UNITS[unit];
  return amount === undefined || factor === undefined ? null : Math.round(Number(amount) * factor);
}

/** "8.03 B" / "494.03 M" (decimal: billions, millions) -> parameters, rounded; null when unreadable. */
export function parseModelParams(text: string | null): number | null {
  const [, amount, unit] = /^(\d+(?:\.\d+)?)\s*([KMBT])$/.exec(text?.trim() ?? "") ?? [];
  const factor = unit === undefined ? undefined : DECIMAL_UNITS[unit];
  return amount === undefined || factor === undefined ? null : Math.round(Number(amount) * factor);
}

/**
 * Flash attention as printed: a boolean (`true`/`false`, `1`/`0`) until 2026, then an integer
 * where -1 means auto; null when unreadable.
 */
export function parseFlashAttention(value: unknown): ArtifactSetup["flashAttention"] {
  const text = String(value ?? "")
    .trim()
    .toLowerCase();
  if (text === "1" || text === "true" || text === "on" || text === "enabled") return "on";
  if (text === "0" || text === "false" || text === "off" || text === "disabled") return "off";
  if (text === "-1" || text === "auto") return "auto";
  return null;
}

/** An integer as printed, or null when empty or unreadable (the setup schema bounds it). */
export function parseInteger(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) ? value : null;
  const text = String(value ?? "").trim();
  return /^-?\d+$/.test(text) ? Number(text) : null;
}

/** A string fact: trimmed (cpu_info carries trailing spaces), null when empty. */
export function cleanText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === "" ? null : text;
}
