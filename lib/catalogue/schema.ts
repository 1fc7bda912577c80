/**
 * The shared catalogue's facts (organizations, models, hardware) as bundles state them, and the
 * inputs of an admin's decision on a proposed fact (docs/decisions/0006-curated-catalogue.md).
 * Safe to import on the client.
 */
import { z } from "zod";
import { bundleHardwareSchema, bundleModelSchema, qualityResultSchema } from "@/lib/runs/schema";

export const CATALOGUE_TARGETS = ["organization", "model", "hardware"] as const;
export type CatalogueTarget = (typeof CATALOGUE_TARGETS)[number];

/** A fact's value: a number (parameters, memory, a quality figure) or a text (a name, an architecture). */
export type FactValue = string | number;

/**
 * A stored fact (CatalogueProposal.value and currentValue) read back. Proposals are written from
 * checked bundle values, so anything but a text or a number is an error naming the value, not a
 * fact shown as missing on the page where an admin decides on it.
 */
export function readFactValue(value: unknown): FactValue {
  if (typeof value === "string" || typeof value === "number") return value;
  throw new Error(`A stored catalogue fact is neither a text nor a number: ${JSON.stringify(value)}`);
}

/** Quality figures are facts named "quality:<benchmark>". */
export const QUALITY_FIELD_PREFIX = "quality:";

const model = bundleModelSchema.shape;
const hardware = bundleHardwareSchema.shape;

/**
 * The columns a bundle states about each kind of entry, and the values each may hold: the
 * bundle's own rules, checked again when an admin accepts a stored proposal.
 */
export const FACT_COLUMNS = {
  organization: { name: model.org },
  model: {
    name: model.name,
    paramsB: model.paramsB,
    activeParamsB: model.activeParamsB.unwrap(),
    architecture: model.architecture,
    hfRepo: model.hfRepo.unwrap().min(1),
    description: model.description.unwrap().min(1),
  },
  hardware: {
    name: hardware.name,
    accelerator: hardware.accelerator,
    count: hardware.count.unwrap(),
    memoryGB: hardware.memoryGB,
    memoryKind: hardware.memoryKind,
    bandwidthGBs: hardware.bandwidthGBs.unwrap(),
    priceUsd: hardware.priceUsd.unwrap(),
    priceAsOf: hardware.priceAsOf.unwrap(),
    boardPowerW: hardware.boardPowerW.unwrap(),
  },
} as const satisfies Record<CatalogueTarget, Record<string, z.ZodType<FactValue>>>;

/**
 * Facts that carry their source in a column of their own: accepting one writes the proposal's
 * source there too (a quality figure keeps its source in its own row).
 */
export const SOURCE_COLUMNS: Partial<Record<string, string>> = {
  priceUsd: "priceSource",
  priceAsOf: "priceSource",
  boardPowerW: "boardPowerSource",
};

/**
 * Optional facts a new entry is not created with: they fill in like a gap (an admin's pass or
 * decision for a contributor's, at once for a trusted import).
 */
export const FACTS_AFTER_CREATION = new Set(["priceUsd", "priceAsOf", "boardPowerW"]);

export const qualityValueSchema = qualityResultSchema.shape.value;
export const benchmarkNameSchema = qualityResultSchema.shape.benchmark;

/** What people call each fact, for the admin pages. */
export const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  paramsB: "Parameters (billions)",
  activeParamsB: "Active parameters (billions)",
  architecture: "Architecture",
  hfRepo: "Hugging Face repository",
  description: "Description",
  accelerator: "Accelerator",
  count: "Number of accelerators",
  memoryGB: "Memory (GB)",
  memoryKind: "Memory kind",
  bandwidthGBs: "Memory bandwidth (GB/s)",
  priceUsd: "Indicative price (USD)",
  priceAsOf: "Price seen on",
  boardPowerW: "Board power (W)",
};

/** An id as the site makes them (cuid). */
export const proposalIdSchema = z.string().regex(/^[a-z0-9]{1,64}$/i, "A proposal id is 1 to 64 letters and digits.");

export const PROPOSAL_DECISIONS = ["accept", "reject"] as const;

/** An admin's decision on one proposal. */
export const proposalDecisionSchema = z.object({
  proposalId: proposalIdSchema,
  decision: z.enum(PROPOSAL_DECISIONS, { message: 'The decision is "accept" or "reject".' }),
});

export type ProposalDecision = z.output<typeof proposalDecisionSchema>;

/** Admin actions on proposals, as the audit log names them. */
export const CATALOGUE_AUDIT_ACTIONS = { accept: "catalogue.accept", reject: "catalogue.reject" } as const;
