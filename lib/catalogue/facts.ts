/**
 * Catalogue facts as plain values: what a bundle states about its organization, model and
 * hardware, how that compares with the catalogue, and how a stored proposal reads. Pure: no
 * database, no Next.js (docs/decisions/0006-curated-catalogue.md).
 */
import {
  benchmarkNameSchema,
  FACT_COLUMNS,
  FIELD_LABELS,
  QUALITY_FIELD_PREFIX,
  qualityValueSchema,
  SOURCE_COLUMNS,
  type CatalogueTarget,
  type FactValue,
} from "@/lib/catalogue/schema";
import type { RunBundle } from "@/lib/runs/schema";

/** One thing a bundle says about one catalogue entry. `source` for quality figures, prices and board power. */
export type CatalogueFact = {
  targetType: CatalogueTarget;
  targetSlug: string;
  field: string;
  value: FactValue;
  source: string | null;
};

/** An entry's facts as the catalogue holds them, by field ("quality:<benchmark>" included); null = no value. */
export type EntryFacts = Record<string, FactValue | null>;

/** Each target the bundle names: null when the catalogue had no such entry before this upload. */
export type CatalogueState = Partial<Record<CatalogueTarget, EntryFacts | null>>;

/** A fact that differs from the catalogue, with the value the catalogue held (null: none, or a new entry). */
export type FactChange = CatalogueFact & { currentValue: FactValue | null };

export type Slugs = { organization: string; model: string; hardware: string };

/** The model's and the hardware's facts a bundle states, in the order of their columns. */
const MODEL_FACTS = Object.keys(FACT_COLUMNS.model) as Array<keyof typeof FACT_COLUMNS.model>;
const HARDWARE_FACTS = Object.keys(FACT_COLUMNS.hardware) as Array<keyof typeof FACT_COLUMNS.hardware>;

const stated = <T>(value: T | undefined | null | ""): value is T =>
  value !== undefined && value !== null && value !== "";

/** Every fact the bundle states, in a stable order; a benchmark named twice counts once (the first). */
export function listBundleFacts(bundle: RunBundle, slugs: Slugs): CatalogueFact[] {
  const facts: CatalogueFact[] = [];
  const add = (type: CatalogueTarget, field: string, value: FactValue | undefined, source: string | null = null) => {
    if (stated(value)) facts.push({ targetType: type, targetSlug: slugs[type], field, value, source });
  };
  add("organization", "name", bundle.model.org);
  const { model, hardware } = bundle;
  for (const field of MODEL_FACTS) add("model", field, model[field]);
  const benchmarks = new Set<string>();
  for (const quality of model.quality ?? []) {
    if (benchmarks.has(quality.benchmark)) continue;
    benchmarks.add(quality.benchmark);
    add("model", `${QUALITY_FIELD_PREFIX}${quality.benchmark}`, quality.value, quality.source);
  }
  for (const field of HARDWARE_FACTS) {
    const sourceColumn = SOURCE_COLUMNS[field] as "priceSource" | "boardPowerSource" | undefined;
    add("hardware", field, hardware[field], sourceColumn ? (hardware[sourceColumn] ?? null) : null);
  }
  return facts;
}

/**
 * The facts that would change the catalogue: every fact about an entry the upload created (the
 * catalogue had no value), each fact that differs from an existing entry, and each fact of an
 * existing entry's `unsettled` ones (another contributor's claim, equal or not). Targets missing
 * from `state` are out of scope (an organization the bundle names for a model filed elsewhere).
 */
export function computeFactChanges(
  facts: CatalogueFact[],
  state: CatalogueState,
  unsettled: Partial<Record<CatalogueTarget, readonly string[]>> = {},
): FactChange[] {
  const changes: FactChange[] = [];
  for (const fact of facts) {
    if (!(fact.targetType in state)) continue;
    const entry = state[fact.targetType];
    const currentValue = entry ? (entry[fact.field] ?? null) : null;
    // An equal value of an unsettled fact its figures use is still this run's own claim (issue 24): recorded.
    if (entry && currentValue === fact.value && !unsettled[fact.targetType]?.includes(fact.field)) continue;
    changes.push({ ...fact, currentValue });
  }
  return changes;
}

/** An entry row's facts by field; quality figures as "quality:<benchmark>". */
export function flattenEntryFacts(
  row: Record<string, unknown> & { quality?: Array<{ benchmark: string; value: number }> },
  targetType: CatalogueTarget,
): EntryFacts {
  const facts: EntryFacts = {};
  for (const column of Object.keys(FACT_COLUMNS[targetType])) {
    const value = row[column];
    facts[column] = typeof value === "string" || typeof value === "number" ? value : null;
  }
  for (const quality of row.quality ?? []) facts[`${QUALITY_FIELD_PREFIX}${quality.benchmark}`] = quality.value;
  return facts;
}

export type ParsedField = { kind: "column"; column: string } | { kind: "quality"; benchmark: string };

/** What a stored field names: a column of the entry, or a quality benchmark (models only); null if neither. */
export function parseFactField(targetType: CatalogueTarget, field: string): ParsedField | null {
  if (field.startsWith(QUALITY_FIELD_PREFIX)) {
    const benchmark = benchmarkNameSchema.safeParse(field.slice(QUALITY_FIELD_PREFIX.length));
    return targetType === "model" && benchmark.success ? { kind: "quality", benchmark: benchmark.data } : null;
  }
  return Object.hasOwn(FACT_COLUMNS[targetType], field) ? { kind: "column", column: field } : null;
}

/** A stored value checked by the bundle's own rules for its field; null when it breaks them. */
export function parseFactValue(targetType: CatalogueTarget, field: ParsedField, value: unknown): FactValue | null {
  type Checker = { safeParse: (input: unknown) => { success: boolean; data?: FactValue } };
  const columns: Record<string, Checker> = FACT_COLUMNS[targetType];
  const schema = field.kind === "quality" ? qualityValueSchema : columns[field.column];
  // parseFactField names only columns FACT_COLUMNS holds
  if (!schema) throw new Error(`FACT_COLUMNS.${targetType} has no rule for ${JSON.stringify(field)}`);
  const parsed = schema.safeParse(value);
  return parsed.success && parsed.data !== undefined ? parsed.data : null;
}

/**
 * How a proposal stands against the catalogue now:
 * - `fills-gap`: the catalogue has no value; accepting it makes this one the fact;
 * - `provisional`: the catalogue had no value and holds this one because this run created the
 *   entry: the uploader's claim (lib/claims/claims.ts), settled only when an admin accepts it;
 * - `matches`: the catalogue holds this value already (an equal proposal was accepted);
 * - `changes`: the catalogue holds another value; only an admin's accept changes it.
 */
export function computeProposalStanding(
  proposal: { currentValue: unknown; value: unknown },
  liveValue: FactValue | null,
) {
  if (liveValue === null) return "fills-gap" as const;
  if (liveValue === proposal.value) {
    return proposal.currentValue === null ? ("provisional" as const) : ("matches" as const);
  }
  return "changes" as const;
}

export type ProposalStanding = ReturnType<typeof computeProposalStanding>;

/** A fact's name for people: "Memory bandwidth (GB/s)", "Quality: MMLU-Pro". */
export function formatFactField(field: string): string {
  if (field.startsWith(QUALITY_FIELD_PREFIX)) return `Quality: ${field.slice(QUALITY_FIELD_PREFIX.length)}`;
  return FIELD_LABELS[field] ?? field;
}

/** A fact's value as text; "—" for no value. */
export function formatFactValue(value: FactValue | null): string {
  return value === null ? "—" : String(value);
}
