/**
 * Unsettled facts of a new catalogue entry (issue 24, docs/decisions/0006-curated-catalogue.md):
 * the contributor whose upload created a model or hardware claimed its facts; until an admin
 * accepts each one, it feeds no other run's figures and shows as that contributor's claim, without
 * links. Pure: no database, no Next.js, and no import of the domain's folders (runs, catalogue,
 * models and hardware all read it).
 */

/** A fact's value, as lib/catalogue/schema.ts has it (this folder imports none of the domain's). */
export type FactValue = string | number;

/** The columns a new entry is created with: they start unsettled when a contributor's upload creates it. */
export const CLAIMED_COLUMNS = {
  organization: [],
  model: ["name", "paramsB", "activeParamsB", "architecture", "hfRepo", "description"],
  hardware: ["name", "accelerator", "count", "memoryGB", "memoryKind", "bandwidthGBs"],
} as const satisfies Record<"organization" | "model" | "hardware", readonly string[]>;

/**
 * The unsettled facts another contributor's run records as its own proposal even when equal to
 * the claim: those its figures are computed from (the others only wait for an admin).
 */
export const FIGURE_FACT_FIELDS = {
  model: ["paramsB", "activeParamsB", "architecture"],
  hardware: ["bandwidthGBs"],
} as const;

/** The facts that go into a run's derived figures, per entry. */
export type FigureFacts = {
  paramsB: number;
  activeParamsB: number | null;
  architecture: "dense" | "moe";
  bandwidthGBs: number | null;
};

/** An entry's settled state as the recompute reads it: its unsettled facts and whose claim they are. */
export type EntryClaim = { unsettledFacts: string[]; claimRunId: string | null };

const numberOr = <T>(value: unknown, fallback: T): number | T => (typeof value === "number" ? value : fallback);

/**
 * The facts a run's figures are computed from. A settled fact is the catalogue's; an unsettled
 * one is the catalogue's only for the run whose upload claimed it, and for any other run that
 * run's own proposal of the field (`own`, keyed "model:paramsB", "hardware:bandwidthGBs"), else
 * nothing. Parameters and architecture are required in every bundle, so a run that proposed no
 * other value stated the catalogue's (only equal values went unrecorded before issue 24).
 */
export function resolveFigureFacts(input: {
  runId: string;
  live: FigureFacts;
  model: EntryClaim;
  hardware: EntryClaim;
  own: Record<string, FactValue>;
}): FigureFacts {
  const { runId, live, own } = input;
  const pick = (target: "model" | "hardware", field: keyof FigureFacts): unknown => {
    const claim = input[target];
    if (!claim.unsettledFacts.includes(field) || claim.claimRunId === runId) return live[field];
    const key = `${target}:${field}`;
    if (Object.hasOwn(own, key)) return own[key];
    return field === "paramsB" || field === "architecture" ? live[field] : null;
  };
  const architecture = pick("model", "architecture");
  return {
    paramsB: numberOr(pick("model", "paramsB"), live.paramsB),
    activeParamsB: numberOr(pick("model", "activeParamsB"), null),
    architecture: architecture === "dense" || architecture === "moe" ? architecture : live.architecture,
    bandwidthGBs: numberOr(pick("hardware", "bandwidthGBs"), null),
  };
}

/** How a page shows an entry's facts: settled, claimed by a contributor (not yet checked), or withdrawn. */
export type FactStanding = "settled" | "claimed" | "withdrawn";

/** A fact's standing on a page: `claimant` is the handle of the contributor whose listed run claims it, if any. */
export function computeFactStanding(
  unsettledFacts: readonly string[],
  field: string,
  claimant: string | null,
): FactStanding {
  if (!unsettledFacts.includes(field)) return "settled";
  return claimant === null ? "withdrawn" : "claimed";
}

/** How pages and the read API name an entry's unsettled facts: null when all are settled. */
export type CatalogueClaim = {
  /** The unsettled facts ("paramsB", "description" ...). */
  fields: string[];
  /** The contributor whose upload claims them; null once the claim is withdrawn (or their account is gone). */
  claimant: string | null;
} | null;

/** An entry row as read for a page: its unsettled facts and the contributor of the run that claims them. */
export type ClaimColumns = {
  unsettledFacts: string[];
  claimRun: { contributor: { handle: string } | null } | null;
};

/** Selects the columns `presentEntryClaim` reads, for a Prisma `select` of a model or hardware. */
export const CLAIM_SELECT = {
  unsettledFacts: true,
  claimRun: { select: { contributor: { select: { handle: true } } } },
} as const;

/** Addresses in a text: a scheme or "www." up to the next space, or a host with a dot and a path. */
const ADDRESS = new RegExp(
  String.raw`\b(?:[a-z][a-z0-9+.-]{0,20}:\/\/|www\.)[^\s<>"')\]]{1,2000}` +
    String.raw`|\b[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})+\/[^\s<>"')\]]{0,2000}`,
  "gi",
);

/** A claimed text without its addresses: "see https://x.example/a" -> "see [link removed]". */
export function stripAddresses(text: string): string {
  return text.replace(ADDRESS, "[link removed]");
}

/**
 * An entry as pages and the read API show it: a settled entry as it is; an unsettled one without
 * the links of its claim (no Hugging Face repository, addresses cut out of its description), its
 * description dropped once the claim is withdrawn, and `claim` naming the facts and who claims them.
 */
export function presentEntryClaim<T extends ClaimColumns & { hfRepo?: string | null; description?: string | null }>(
  entry: T,
): Omit<T, keyof ClaimColumns> & { claim: CatalogueClaim } {
  const { unsettledFacts, claimRun, ...rest } = entry;
  if (unsettledFacts.length === 0) return { ...rest, claim: null };
  const claimant = claimRun?.contributor?.handle ?? null;
  const shown = { ...rest };
  if ("hfRepo" in shown && unsettledFacts.includes("hfRepo")) shown.hfRepo = null;
  if ("description" in shown && shown.description && unsettledFacts.includes("description")) {
    shown.description = claimant === null ? null : stripAddresses(shown.description);
  }
  return { ...shown, claim: { fields: [...unsettledFacts], claimant } };
}
