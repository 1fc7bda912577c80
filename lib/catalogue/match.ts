/**
 * What an upload names, found in the catalogue: a machine or an accelerator as a person or a tool
 * prints it ("2x RX 7900 XTX", "Vulkan0: NVIDIA GeForce RTX 3090 (NVIDIA) | uma: 0 | fp16: 1",
 * "Intel(R) Arc(TM) A770 Graphics", "MacBook Pro M2 Max") and a model as its card, its repository or
 * llama.cpp's model type names it ("qwen3moe 30B.A3B Q8_0" with 30.53 B parameters). Both sides
 * are reduced to the words that tell one entry from another; the longest name found wins, and
 * entries that share a name (a card sold with two memory sizes) are told apart by memory or
 * parameters. Pure (docs/decisions/0018-curated-catalogue-data.md).
 */

import { VENDOR_WORDS } from "@/lib/hardware/names";
import type { CatalogueMatch } from "@/lib/runs/catalogue-match";

export type { CatalogueMatch };

/** Words that, right after a name, make it another product: "RTX 4090 D", "M4 Max", "RX 7900 XT". */
const VARIANT_WORDS = new Set([
  "ti",
  "super",
  "d",
  "xt",
  "xtx",
  "gre",
  "max",
  "pro",
  "ultra",
  "plus",
  "nvl",
  "sxm",
  "sxm4",
  "sxm5",
  "mini",
  "laptop",
  "mobile",
  "m",
  "e",
  "s",
  "x",
]);

/** The words of a printed name, lower case, without backend prefixes, driver details or vendor words. */
export function tokenizeName(printed: string): string[] {
  const cleaned = (printed.slice(0, 300).split("|")[0] ?? "")
    .replace(/^\s*(?:vulkan|cuda|rocm|hip|metal|mtl|sycl|opencl|level_zero)\d*\s*:\s*/i, "")
    .replace(/\((?:r|tm|c)\)/gi, " ")
    .replace(/[®™©]/g, " ")
    .toLowerCase();
  return cleaned
    .replace(/[^a-z0-9.]+/g, " ")
    .replace(/(^|\s)\.+|\.+(?=\s|$)/g, " ")
    .split(" ")
    .filter((word) => word.length > 0 && !VENDOR_WORDS.has(word));
}

/** "2x RX 7900 XTX", "4 × L40S", "2x Tesla P100" -> the count and the name without it. */
export function splitCount(printed: string): { count: number | null; name: string } {
  const match = /^\s*(\d{1,2})\s*[x×]\s*(.+)$/i.exec(printed);
  if (!match?.[1] || !match[2]) return { count: null, name: printed };
  const count = Number(match[1]);
  return count >= 1 ? { count, name: match[2] } : { count: null, name: printed };
}

/** Whether `needle` occurs in `haystack` as whole words in a row, not followed by a word making another product. */
function findWords(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let at = 0; at + needle.length <= haystack.length; at += 1) {
    if (needle.every((word, offset) => haystack[at + offset] === word)) {
      const next = haystack[at + needle.length];
      if (next === undefined || !VARIANT_WORDS.has(next)) return true;
    }
  }
  return false;
}

/** How well `names` name `printed`: 2000+ for the same words, 1000+ for words inside it (longer first), else 0. */
function scoreNames(printed: string[], names: string[][]): number {
  let best = 0;
  for (const words of names) {
    if (words.length === 0) continue;
    const length = words.join(" ").length;
    if (words.length === printed.length && words.every((word, index) => word === printed[index])) {
      best = Math.max(best, 2000 + length);
    } else if (words.length < printed.length && findWords(printed, words)) {
      // A lone word found inside a longer name must say something: "m4", "l40s", "xeon", not "pro".
      const [only = ""] = words;
      if (words.length > 1 || /\d/.test(only) || only.length >= 4) best = Math.max(best, 1000 + length);
    }
  }
  return best;
}

export type HardwareCandidate = {
  slug: string;
  name: string;
  aliases: readonly string[];
  memoryGB: number;
  memoryOptionsGB?: readonly number[];
};

/** What an upload says of its machine, in the order it is tried: each with where it comes from. */
export type PrintedName = { printed: string; from: string };

/**
 * The catalogue entry `names` denote (tried in order, the first that finds one wins), one
 * accelerator of `count`; `memoryGB` (the machine's whole memory, if stated) decides between
 * entries that share a name. Entries are tried in catalogue order, so a shared name goes to the
 * first when memory does not decide.
 */
export function matchHardware<T extends HardwareCandidate>(
  names: PrintedName[],
  entries: readonly T[],
  options: { count?: number; memoryGB?: number | null } = {},
): { entry: T; match: CatalogueMatch } | null {
  const indexed = entries.map((entry) => ({
    entry,
    names: [entry.name, entry.slug.replace(/-/g, " "), ...entry.aliases].map(tokenizeName),
  }));
  for (const { printed, from } of names) {
    const { count: printedCount, name } = splitCount(printed);
    const words = tokenizeName(name);
    if (words.length === 0) continue;
    let bestScore = 0;
    let best: T[] = [];
    for (const candidate of indexed) {
      const score = scoreNames(words, candidate.names);
      if (score === 0 || score < bestScore) continue;
      if (score > bestScore) best = [];
      bestScore = score;
      best.push(candidate.entry);
    }
    const count = options.count ?? printedCount ?? 1;
    const entry = chooseByMemory(best, options.memoryGB == null ? null : options.memoryGB / count);
    if (entry) return { entry, match: { printed, entry: entry.slug, name: entry.name, from } };
  }
  return null;
}

function chooseByMemory<T extends HardwareCandidate>(entries: T[], memoryGB: number | null): T | null {
  if (entries.length <= 1 || memoryGB === null) return entries[0] ?? null;
  const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.5, b * 0.03);
  const fits = entries.filter(
    (entry) => near(memoryGB, entry.memoryGB) || (entry.memoryOptionsGB ?? []).some((size) => near(memoryGB, size)),
  );
  return fits[0] ?? entries[0] ?? null;
}

export type ModelCandidate = {
  slug: string;
  name: string;
  hfRepo: string | null;
  paramsB: number;
  aliases: readonly string[];
  llamaCppNames: readonly string[];
};

/** What an upload says of a model: typed name and repository, llama.cpp's model type, parameter count, file name. */
export type ModelClues = {
  name?: PrintedName;
  hfRepo?: PrintedName;
  /** llama.cpp's model type without the quantization: "qwen3moe 30B.A3B". */
  label?: PrintedName;
  /** Parameters the file states (model_n_params, the params column), in billions. */
  paramsB?: number | null;
  /** The model file's name: "Qwen3-235B-A22B-UD-Q2_K_XL-00001-of-00002.gguf". */
  fileName?: string | null;
};

/** Parameter counts that are one model's: llama.cpp counts a vision tower or tied embeddings the card may leave out. */
const sameParams = (a: number, b: number) => Math.abs(a - b) <= b * 0.05;

/** Words that start the precision a name ends with: "q4 k m", "bf16", "mxfp4", "awq", "gguf", "llamacpp". */
const PRECISION_WORD =
  /^(?:i?q\d+|tq\d+|ud|bf16|f16|f32|fp16|fp8|fp4|mxfp4|nvfp4|int4|int8|awq|gptq|gguf|mlx|llamacpp|w4a16|w8a8)$/;

/** A name without the precision it ends with: "Qwen3.5-9B-Q4_K_M-llamacpp" -> "qwen3.5 9b". */
function cutPrecision(words: string[]): string[] {
  const at = words.findIndex((word, index) => index > 0 && PRECISION_WORD.test(word));
  return at < 0 ? words : words.slice(0, at);
}

/** A repository as its model's name: "unsloth/Qwen3-235B-A22B-GGUF" -> "qwen3 235b a22b". */
function repoWords(repo: string): string[] {
  const name = repo.split("/").at(-1) ?? repo;
  return tokenizeName(name.replace(/[-_.]gguf$/i, "").replace(/[-_](?:awq|gptq|fp8(?:-dynamic)?|nvfp4|mlx.*)$/i, ""));
}

/**
 * The catalogue model the clues name: the typed repository or name first (the same words as the
 * entry's name, repository or an alias), else llama.cpp's model type among the entries that print
 * it, narrowed by the parameter count and then by the typed name and the file's name.
 */
export function matchModel<T extends ModelCandidate>(
  clues: ModelClues,
  entries: readonly T[],
): { entry: T; match: CatalogueMatch } | null {
  const found = (entry: T, clue: PrintedName) => ({
    entry,
    match: { printed: clue.printed, entry: entry.slug, name: entry.name, from: clue.from },
  });
  const same = (a: string[], b: string[]) => a.length > 0 && a.length === b.length && a.every((w, i) => w === b[i]);
  const namesOf = (entry: T) => [
    tokenizeName(entry.name),
    ...(entry.hfRepo ? [repoWords(entry.hfRepo)] : []),
    ...entry.aliases.map((alias) => (alias.includes("/") ? repoWords(alias) : tokenizeName(alias))),
  ];
  // A label that is a name (a served model, a repository: llama-benchy's, vLLM's) is tried as one.
  for (const clue of [clues.hfRepo, clues.name, clues.label]) {
    if (!clue) continue;
    const words = cutPrecision(clue.printed.includes("/") ? repoWords(clue.printed) : tokenizeName(clue.printed));
    const exact = entries.find(
      (entry) =>
        entry.hfRepo?.toLowerCase() === clue.printed.trim().toLowerCase() ||
        namesOf(entry).some((names) => same(names, words)),
    );
    if (exact) return found(exact, clue);
  }
  if (!clues.label) return null;
  const label = tokenizeName(clues.label.printed);
  const params = clues.paramsB != null && clues.paramsB > 0 ? clues.paramsB : null;
  let candidates = entries.filter((entry) => entry.llamaCppNames.some((name) => same(tokenizeName(name), label)));
  // No size label ("qwen3moe ?B", ik_llama.cpp): the architecture word and the parameter count.
  if (candidates.length === 0 && params !== null && label[0]) {
    candidates = entries.filter(
      (entry) =>
        sameParams(params, entry.paramsB) && entry.llamaCppNames.some((name) => tokenizeName(name)[0] === label[0]),
    );
  }
  // The parameter count narrows the models printing one type ("llama 7B": Llama-2-7b or, in 2024, Phi-3-mini).
  const narrowed = params === null ? [] : candidates.filter((entry) => sameParams(params, entry.paramsB));
  if (narrowed.length > 0) candidates = narrowed;
  if (candidates.length <= 1) return candidates[0] ? found(candidates[0], clues.label) : null;
  // Several models print one type (Llama-3.1-8B, its Instruct, R1-Distill-Llama-8B): the typed name or file decides.
  for (const hint of [clues.name?.printed, clues.fileName]) {
    if (!hint) continue;
    const words = tokenizeName(hint.replace(/\.gguf$/i, ""));
    const scored = candidates
      .map((entry) => ({ entry, score: Math.max(...namesOf(entry).map((names) => overlap(names, words))) }))
      .sort((a, b) => b.score - a.score);
    const [first, second] = scored;
    if (first && first.score > 0 && (!second || second.score < first.score)) return found(first.entry, clues.label);
  }
  // Still several (base and instruct weights print alike): the catalogue's first, the one most often served.
  return found(candidates[0] as T, clues.label);
}

/** How many of `names`' words `words` holds, less those it lacks: the closer name scores higher. */
function overlap(names: string[], words: string[]): number {
  const held = names.filter((word) => words.includes(word)).length;
  return held === 0 ? 0 : held * 2 - names.length;
}
