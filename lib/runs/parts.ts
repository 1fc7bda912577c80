/**
 * Which runs an upload becomes (issue 26): the parts its files hold, grouped by model and setup,
 * and the model and precision each run is of. Pure.
 *
 * Grouping: when every file holds one part, the upload is one run, as the contributor describes
 * it (two tools label one model differently: "qwen3 4B Q8_0" and a file name). When a file holds
 * several, each (model label, precision, distinguishing facts) is a run of its own, across the
 * upload's files; a one-part file joins the run whose part has the same label, precision and
 * distinguishing facts, else it is a run of its own (of the typed model when its file names no
 * model). So a run never holds rows of two parts.
 */
import type { ArtifactPart, ParsedArtifact, SkippedRow } from "@/lib/ingest/schema";
import type { BundleModel, PartModel } from "@/lib/runs/schema";
import { computeModelBase, normalizePrecision } from "@/lib/runs/precision-names";
import { slugify } from "@/lib/slug";

// Their home is lib/runs/precision-names.ts (no Node import, so the upload form may load it).
export { computeModelBase, normalizePrecision };

/** One part of one file: the file's position in the bundle, and the part's place among the file's parts. */
export type FilePart = { position: number; parsed: ParsedArtifact; index: number; of: number };

/** The parts that become one run; `identity` is what the file calls them, null for an unnamed one-part file. */
export type PartGroup = { identity: ArtifactPart | null; members: FilePart[] };

const NO_PART: ArtifactPart = { modelLabel: null, precision: null, distinguishing: {}, lines: [] };

function keyOf(part: ArtifactPart | null | undefined): string {
  const { modelLabel, precision, distinguishing } = part ?? NO_PART;
  const setup = Object.entries(distinguishing).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([modelLabel?.toLowerCase() ?? null, precision?.toLowerCase() ?? null, setup]);
}

const isNamed = (part: ArtifactPart | null | undefined) =>
  Boolean(part && (part.modelLabel || part.precision || Object.keys(part.distinguishing).length > 0));

export function groupParts(files: Array<{ position: number; parts: ParsedArtifact[] }>): PartGroup[] {
  const members = files.flatMap(({ position, parts }) =>
    parts.map((parsed, index) => ({ position, parsed, index: index + 1, of: parts.length })),
  );
  if (files.every((file) => file.parts.length === 1)) {
    const identities = new Set(members.map((member) => keyOf(member.parsed.part)));
    const [first] = members;
    return [
      { identity: identities.size === 1 && isNamed(first?.parsed.part) ? (first?.parsed.part ?? null) : null, members },
    ];
  }
  const groups = new Map<string, PartGroup>();
  for (const member of members) {
    const part = member.parsed.part;
    const key = isNamed(part) ? keyOf(part) : "(unnamed)";
    const group = groups.get(key) ?? { identity: isNamed(part) ? (part ?? null) : null, members: [] };
    group.members.push(member);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The run's precision as the typed one is written: "GGUF " + the part's when the typed one is GGUF. */
function formatPrecision(partPrecision: string | null, typed: string): string {
  if (!partPrecision) return typed;
  const precision = normalizePrecision(partPrecision);
  if (
    typed
      .toLowerCase()
      .split(/[\s,/()]+/)
      .includes(precision.toLowerCase())
  ) {
    // "GGUF IQ4_XS" typed and "IQ4_XS" read: the typed one, so the run joins the typed variant
    if (!/[,/]/.test(typed)) return typed;
  }
  return /^gguf\b/i.test(typed) && !/^gguf\b/i.test(precision) ? `GGUF ${precision}` : precision;
}

/** Who publishes a model family, for a model first named by a file's label (else left as the upload says). */
const FAMILY_ORGS: Array<[RegExp, string]> = [
  [/^qwen|^qwq/i, "Alibaba"],
  [/^llama|^codellama/i, "Meta"],
  [/^gemma/i, "Google"],
  [/^phi/i, "Microsoft"],
  [/^mistral|^mixtral|^ministral|^devstral/i, "Mistral AI"],
  [/^deepseek/i, "DeepSeek"],
  [/^gpt-oss|^gpt_oss/i, "OpenAI"],
  [/^nemotron/i, "NVIDIA"],
  [/^glm|^chatglm/i, "Zhipu AI"],
  [/^granite/i, "IBM"],
  [/^olmo/i, "Ai2"],
];

/** "14B" in "qwen3 14B", "E4B" in "gemma3n E4B": the parameter count a label states, in billions. */
function readLabelParams(label: string): number | null {
  const match = /(?:^|[\s_-])E?(\d+(?:\.\d+)?)([BM])\b/i.exec(label);
  if (!match?.[1]) return null;
  const value = Number(match[1]);
  return match[2]?.toUpperCase() === "M" ? value / 1000 : value;
}

function deriveModel(typed: BundleModel, group: PartGroup, label: string): BundleModel {
  const base = computeModelBase(label);
  const org = FAMILY_ORGS.find(([pattern]) => pattern.test(base))?.[1] ?? "Unknown";
  const loaderParams = group.members.find((member) => member.parsed.setup?.modelParams)?.parsed.setup?.modelParams;
  const paramsB = loaderParams ? Math.round(loaderParams / 1e7) / 100 : (readLabelParams(base) ?? typed.paramsB);
  const moe = /\d+B-A\d+B|\bA\d+B\b|x\d+E\b|moe/i.test(label);
  return {
    name: base,
    org,
    paramsB,
    architecture: moe ? "moe" : "dense",
    precision: formatPrecision(group.identity?.precision ?? null, typed.precision),
  };
}

/**
 * The model of each group's run. One run: the typed model. Several runs of one model (labels
 * that differ only in precision, or parts that differ in setup): the typed model at each part's
 * precision. Several models: each part's model from its label (the typed model where the label
 * names it), never the typed model's name for another model's rows. The manifest's `models`
 * entry for a label overrides any of these facts.
 */
export function resolveRunModels(typed: BundleModel, named: Record<string, PartModel>, groups: PartGroup[]) {
  const bases = new Set(
    groups.flatMap((group) =>
      group.identity?.modelLabel ? [slugify(computeModelBase(group.identity.modelLabel))] : [],
    ),
  );
  const oneModel = bases.size <= 1;
  return groups.map((group): BundleModel => {
    const label = group.identity?.modelLabel ?? null;
    const stated = label ? (named[label] ?? named[computeModelBase(label)]) : undefined;
    let model: BundleModel;
    if (groups.length === 1 || !label) model = typed;
    else if (oneModel || slugify(computeModelBase(label)) === slugify(typed.name)) {
      model = { ...typed, precision: formatPrecision(group.identity?.precision ?? null, typed.precision) };
    } else model = deriveModel(typed, group, label);
    return stated ? { ...model, ...stated } : model;
  });
}

/** Artifact.part read back: the part's identity, or null for a file of one part or a value of another shape. */
export function readArtifactPart(value: unknown): (ArtifactPart & { index: number; of: number }) | null {
  if (typeof value !== "object" || value === null || !("distinguishing" in value) || !("lines" in value)) return null;
  return value as ArtifactPart & { index: number; of: number };
}

/** Run.distinguishing read back: string values only, so a corrupt value shows no setup rather than failing. */
export function readDistinguishing(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** Artifact.skipped read back, for the run page. */
export function readSkippedRows(value: unknown): SkippedRow[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (row): row is SkippedRow =>
      typeof row === "object" && row !== null && "reason" in row && typeof row.reason === "string",
  );
}
