/**
 * What an import does with the facts its bundle states about the shared catalogue
 * (docs/decisions/0006-curated-catalogue.md), inside the import's transaction: missing entries
 * are created from the bundle; a contributor's facts become pending proposals and change nothing;
 * a trusted import's facts apply at once. Run by `writeRun` (lib/uploads/import.ts).
 */
import "server-only";
import {
  computeFactChanges,
  flattenEntryFacts,
  listBundleFacts,
  parseFactField,
  type CatalogueState,
  type FactChange,
  type Slugs,
} from "@/lib/catalogue/facts";
import { HARDWARE_FACTS, MODEL_FACTS, ORGANIZATION_FACTS } from "@/lib/catalogue/data";
import { applyFact, recomputeRunsOf } from "@/lib/catalogue/mutations";
import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { FACTS_AFTER_CREATION } from "@/lib/catalogue/schema";
import type { RunBundle } from "@/lib/runs/schema";
import { findCatalogueHardware } from "@/lib/hardware/names";
import { CLAIMED_COLUMNS, FIGURE_FACT_FIELDS } from "@/lib/claims/claims";

/**
 * How far an import's catalogue facts are trusted: the operator's own imports (CLI, seed) and
 * admins' uploads apply them; a contributor's upload proposes them.
 */
export type FactAuthority = "operator" | "admin" | "contributor";

/** The authority of an upload credited to `contributorId` (null: the operator's), by the role the database holds. */
export async function getFactAuthority(tx: Tx, contributorId: string | null): Promise<FactAuthority> {
  if (contributorId === null) return "operator";
  const user = await tx.user.findUnique({ where: { id: contributorId }, select: { role: true } });
  return user?.role === "admin" ? "admin" : "contributor";
}

export type CatalogueEntries = {
  modelId: string;
  hardwareId: string;
  /** The facts each entry held before this upload; null for an entry the upload created. */
  state: CatalogueState;
  /** Facts of each existing entry that no admin has settled (another upload's claim). */
  unsettled: { model: string[]; hardware: string[] };
};

/**
 * Finds the bundle's model and hardware (and the model's organization), creating each missing
 * one from the bundle: a run needs them, and their required columns need a value. The bundle's
 * organization is only considered for a new model: an existing model stays where it is filed.
 */
/**
 * The bundle as the catalogue knows its hardware: when no entry has the bundle's slug but exactly
 * one names the same accelerator (as a tool prints it, "NVIDIA GeForce RTX 4090", against the
 * catalogue's "RTX 4090"; lib/hardware/names.ts), the run joins that entry under its name instead
 * of creating a silent duplicate.
 */
export async function matchCatalogueHardware<S extends Slugs>(
  tx: Tx,
  bundle: RunBundle,
  slugs: S,
): Promise<{ bundle: RunBundle; slugs: S }> {
  if (await tx.hardware.findUnique({ where: { slug: slugs.hardware }, select: { id: true } })) return { bundle, slugs };
  const entries = await tx.hardware.findMany({ select: { slug: true, name: true, accelerator: true, count: true } });
  const match = findCatalogueHardware(bundle.hardware.name, bundle.hardware.count ?? 1, entries);
  if (!match) return { bundle, slugs };
  return {
    bundle: { ...bundle, hardware: { ...bundle.hardware, name: match.name } },
    slugs: { ...slugs, hardware: match.slug },
  };
}

const isFigureFact = (target: "model" | "hardware") => (field: string) =>
  (FIGURE_FACT_FIELDS[target] as readonly string[]).includes(field);

export async function ensureCatalogueEntries(tx: Tx, bundle: RunBundle, slugs: Slugs): Promise<CatalogueEntries> {
  const state: CatalogueState = {};
  const unsettled: CatalogueEntries["unsettled"] = { model: [], hardware: [] };
  let model = await tx.model.findUnique({ where: { slug: slugs.model }, select: MODEL_FACTS });
  if (model) {
    unsettled.model = model.unsettledFacts;
    state.model = flattenEntryFacts(model, "model");
    if (model.organization.slug === slugs.organization) {
      state.organization = flattenEntryFacts(model.organization, "organization");
    }
  } else {
    const slug = slugs.organization;
    const existing = await tx.organization.findUnique({ where: { slug }, select: ORGANIZATION_FACTS });
    state.organization = existing && flattenEntryFacts(existing, "organization");
    const organization =
      existing ?? (await tx.organization.create({ data: { slug, name: bundle.model.org }, select: { id: true } }));
    model = await tx.model.create({
      data: {
        slug: slugs.model,
        name: bundle.model.name,
        organizationId: organization.id,
        paramsB: bundle.model.paramsB,
        activeParamsB: bundle.model.activeParamsB ?? null,
        architecture: bundle.model.architecture,
        hfRepo: bundle.model.hfRepo || null,
        description: bundle.model.description || null,
      },
      select: MODEL_FACTS,
    });
    state.model = null;
  }
  let hardware = await tx.hardware.findUnique({ where: { slug: slugs.hardware }, select: HARDWARE_FACTS });
  state.hardware = hardware && flattenEntryFacts(hardware, "hardware");
  unsettled.hardware = hardware?.unsettledFacts ?? [];
  hardware ??= await tx.hardware.create({
    data: {
      slug: slugs.hardware,
      name: bundle.hardware.name,
      accelerator: bundle.hardware.accelerator,
      count: bundle.hardware.count ?? 1,
      memoryGB: bundle.hardware.memoryGB,
      memoryKind: bundle.hardware.memoryKind,
      bandwidthGBs: bundle.hardware.bandwidthGBs ?? null,
    },
    select: HARDWARE_FACTS,
  });
  return { modelId: model.id, hardwareId: hardware.id, state, unsettled };
}

/**
 * What an upload does with the facts its bundle states (run by the importer, after the run is
 * stored). From a contributor: each fact about a new entry, and each that differs from an
 * existing one, becomes a pending proposal; nothing in the catalogue changes (quality figures
 * included). From a trusted import: the facts apply at once, and a changed existing fact is
 * kept as an accepted proposal (who changed what), with the other runs it feeds recomputed.
 */
export async function recordBundleFacts(
  tx: Tx,
  input: {
    runId: string;
    proposerId: string | null;
    authority: FactAuthority;
    bundle: RunBundle;
    slugs: Slugs;
    entries: CatalogueEntries;
  },
): Promise<void> {
  const { state, unsettled } = input.entries;
  const facts = listBundleFacts(input.bundle, input.slugs);
  if (input.authority === "contributor") {
    // A contributor's own claim of an unsettled fact its figures use is recorded even when equal;
    // a trusted import stating any unsettled fact settles it.
    const figureFacts = {
      model: unsettled.model.filter(isFigureFact("model")),
      hardware: unsettled.hardware.filter(isFigureFact("hardware")),
    };
    const changes = computeFactChanges(facts, state, figureFacts);
    await createProposals(tx, input.runId, input.proposerId, changes, { state: "pending" });
    await markClaims(tx, input.runId, input.slugs, changes, state);
    return;
  }
  const changes = computeFactChanges(facts, state, unsettled);
  // A created entry holds its columns already; its quality figures, the facts it is not created
  // with (price, board power) and every change to an existing entry apply now.
  const created = (change: FactChange) => input.entries.state[change.targetType] === null;
  for (const change of changes) {
    const field = parseFactField(change.targetType, change.field);
    if (!field) throw new Error(`Unknown catalogue field ${change.targetType}.${change.field}.`);
    const later = field.kind === "quality" || FACTS_AFTER_CREATION.has(change.field);
    if (!created(change) || later) await applyFact(tx, change, field, change.value, change.source);
  }
  const changedExisting = changes.filter((change) => !created(change));
  await createProposals(tx, input.runId, input.proposerId, changedExisting, {
    state: "accepted",
    // An admin decided by uploading; the operator's imports are no user's decision.
    decidedById: input.authority === "admin" ? input.proposerId : null,
    decidedAt: new Date(),
  });
  await recomputeRunsOf(tx, changedExisting, input.runId);
}

/**
 * The columns of each entry this contributor's upload created are its claim: unsettled until an
 * admin accepts them, used for no other run's figures, shown without links (issue 24).
 */
async function markClaims(tx: Tx, runId: string, slugs: Slugs, changes: FactChange[], state: CatalogueState) {
  for (const target of ["model", "hardware"] as const) {
    if (state[target] !== null) continue;
    const claimed: readonly string[] = CLAIMED_COLUMNS[target];
    const fields = changes
      .filter((change) => change.targetType === target && claimed.includes(change.field))
      .map((change) => change.field);
    const data = { unsettledFacts: fields, claimRunId: runId };
    if (target === "model") await tx.model.update({ where: { slug: slugs.model }, data });
    else await tx.hardware.update({ where: { slug: slugs.hardware }, data });
  }
}

function createProposals(
  tx: Tx,
  runId: string,
  proposerId: string | null,
  changes: FactChange[],
  decision: Pick<Prisma.CatalogueProposalCreateManyInput, "state" | "decidedById" | "decidedAt">,
) {
  if (changes.length === 0) return;
  return tx.catalogueProposal.createMany({
    data: changes.map((change) => ({
      runId,
      proposerId,
      targetType: change.targetType,
      targetSlug: change.targetSlug,
      field: change.field,
      value: change.value,
      currentValue: change.currentValue ?? Prisma.DbNull,
      source: change.source,
      ...decision,
    })),
  });
}
