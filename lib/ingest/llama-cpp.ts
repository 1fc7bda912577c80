/**
 * What llama.cpp's benchmark tools (llama-bench, llama-batched-bench) share: the rule of one
 * model and setup per file, the setup facts they print, and their number formats. Pure module.
 *
 * One file, one model and setup: the arena files a run under one model variant, one engine build
 * and one hardware, so a file of several models (the maintainers' bench files hold five) or of
 * several setups (a table sweeping `fa 0,1`) is refused with a message that says how to cut it,
 * rather than split by guesswork. Several runs of the same model and setup (tables with other
 * `-p`/`-n`) are one setup: all their results are kept.
 */
import { validateFields } from "@/lib/ingest/parse-vllm-bench";
import { artifactSetupSchema, ParseError, type ArtifactSetup } from "@/lib/ingest/schema";

/** One result as the setup check sees it: where it is, its model, and every fact that defines its setup. */
export type SetupEntry = {
  /** Line number, or position in a JSON array. */
  at: number;
  model: string | null;
  facts: Record<string, string | null>;
};

/** How locations are named in messages: "line 4" / "lines 4-9", or "result 2" / "results 2-5". */
export type Unit = "line" | "result";

/**
 * Throws a ParseError when the entries hold more than one model, or one model in more than one
 * setup (a fact with two known values; an unknown value, e.g. a table without its build line,
 * agrees with any). The message names each model or setup with where it is and says how to cut
 * the file.
 */
export function requireOneSetup(entries: SetupEntry[], unit: Unit, howToCut: string): void {
  const models = distinct(entries.map((entry) => entry.model));
  if (models.length > 1) {
    const groups = models.map((model) => ({
      name: JSON.stringify(model),
      places: entries.filter((entry) => entry.model === model).map((entry) => entry.at),
    }));
    throw setupError(`${models.length} models`, groups, unit, `one per model (${howToCut})`);
  }
  const keys = distinct(entries.flatMap((entry) => Object.keys(entry.facts)));
  const varying = keys.filter((key) => distinct(entries.map((entry) => entry.facts[key] ?? null)).length > 1);
  if (varying.length === 0) return;
  const nameOf = (entry: SetupEntry) => varying.map((key) => `${key}=${entry.facts[key] ?? "?"}`).join(" ");
  const names = distinct(entries.map(nameOf));
  const groups = names.map((name) => ({
    name,
    places: entries.filter((entry) => nameOf(entry) === name).map((entry) => entry.at),
  }));
  const of = models[0] === undefined ? "" : ` of ${JSON.stringify(models[0])}`;
  throw setupError(
    `${names.length} setups${of} that differ in ${varying.join(", ")}`,
    groups,
    unit,
    `one per setup (${howToCut})`,
  );
}

function setupError(what: string, groups: Array<{ name: string; places: number[] }>, unit: Unit, cut: string) {
  const listed = groups.map((group) => `${group.name} (${describePlaces(group.places, unit)})`).join(", ");
  // where the second setup starts (callers pass two or more); the file's start if none is known
  const second = groups[1]?.places[0] ?? 1;
  return new ParseError(
    `The file holds ${what}: ${listed}. The arena takes one model and setup per file: ` +
      `cut it into ${groups.length} files, ${cut}.`,
    unit === "line" ? `line ${second}` : `[${second - 1}]`,
  );
}

function describePlaces(places: number[], unit: Unit): string {
  const first = places[0];
  const last = places[places.length - 1];
  return first === last ? `${unit} ${first}` : `${unit}s ${first}-${last}`;
}

/** Non-null values in order of first appearance. */
function distinct(values: Array<string | null>): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
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
