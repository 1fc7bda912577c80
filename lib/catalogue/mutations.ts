/**
 * Admins' writes of the curated catalogue (docs/decisions/0006-curated-catalogue.md): accepting
 * or rejecting a proposed fact, and withdrawing a run's proposals when it is failed or hidden. Accepting
 * changes the catalogue, recomputes every run the fact feeds and writes an AuditLog row, in one
 * transaction. Callers check that the actor is an admin. What an upload does with its bundle's
 * facts: bundle-facts.ts.
 */
import "server-only";
import { notifyDataChanged } from "@/lib/cache/data-version";
import { parseFactField, parseFactValue, type ParsedField } from "@/lib/catalogue/facts";
import { getEntryFacts, PROPOSAL_FACTS } from "@/lib/catalogue/data";
import {
  CATALOGUE_AUDIT_ACTIONS,
  type CatalogueTarget,
  type FactValue,
  readFactValue,
  SOURCE_COLUMNS,
} from "@/lib/catalogue/schema";
import { db, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { MutationResult } from "@/lib/mutation-result";
import { recomputeRunsFigures } from "@/lib/runs/recompute";

export type Target = { targetType: CatalogueTarget; targetSlug: string };

/** Runs recomputed per statement: the size `npm run arena -- score recompute` uses. */
const RECOMPUTE_BATCH = 500;

/**
 * Writes one fact into its entry: a column, or a quality figure with its source. A column that
 * was an unsettled claim is settled by it (issue 24); true when it was, so that the runs it now
 * feeds are recomputed even when the value stays the same.
 */
export async function applyFact(
  tx: Tx,
  target: Target,
  field: ParsedField,
  value: FactValue,
  source: string | null,
): Promise<boolean> {
  const where = { slug: target.targetSlug };
  if (field.kind === "quality") {
    const model = await tx.model.findUniqueOrThrow({ where, select: { id: true } });
    await tx.qualityResult.upsert({
      where: { modelId_benchmark: { modelId: model.id, benchmark: field.benchmark } },
      create: { modelId: model.id, benchmark: field.benchmark, value: Number(value), source: source ?? "not given" },
      update: { value: Number(value), source: source ?? "not given" },
    });
    return false;
  }
  // The column and value were checked against the bundle's rules for that field (parseFactField, parseFactValue).
  const data: Record<string, FactValue | null> = { [field.column]: value };
  // A price or a board power is written with where it comes from.
  const sourceColumn = target.targetType === "hardware" ? SOURCE_COLUMNS[field.column] : undefined;
  if (sourceColumn) data[sourceColumn] = source;
  if (target.targetType === "organization") {
    await tx.organization.update({ where, data: data as Prisma.OrganizationUpdateInput });
    return false;
  }
  const slug = target.targetSlug;
  const column = field.column;
  const settled =
    target.targetType === "model"
      ? await tx.$queryRaw<unknown[]>`UPDATE "Model" SET "unsettledFacts" = array_remove("unsettledFacts", ${column})
          WHERE slug = ${slug} AND ${column} = ANY("unsettledFacts") RETURNING id`
      : await tx.$queryRaw<unknown[]>`UPDATE "Hardware" SET "unsettledFacts" = array_remove("unsettledFacts", ${column})
          WHERE slug = ${slug} AND ${column} = ANY("unsettledFacts") RETURNING id`;
  if (target.targetType === "model") await tx.model.update({ where, data: data as Prisma.ModelUpdateInput });
  else await tx.hardware.update({ where, data: data as Prisma.HardwareUpdateInput });
  return settled.length > 0;
}

/**
 * Recomputes the figures of every run that the changed entries feed (a model's runs, a
 * hardware's runs), but `exceptRunId`, whose caller recomputes it. An organization's name is
 * on pages but in no figure: the public pages are only told that the data changed.
 */
export async function recomputeRunsOf(tx: Tx, targets: Target[], exceptRunId: string | null): Promise<number> {
  const distinct = new Map(targets.map((target) => [`${target.targetType}:${target.targetSlug}`, target]));
  const ids = new Set<string>();
  for (const { targetType, targetSlug: slug } of distinct.values()) {
    if (targetType === "organization") {
      await notifyDataChanged(tx);
      continue;
    }
    const where: Prisma.RunWhereInput =
      targetType === "model" ? { variant: { model: { slug } } } : { hardware: { slug } };
    for (const run of await tx.run.findMany({ where, select: { id: true } })) {
      if (run.id !== exceptRunId) ids.add(run.id);
    }
  }
  const all = [...ids];
  for (let start = 0; start < all.length; start += RECOMPUTE_BATCH) {
    await recomputeRunsFigures(tx, all.slice(start, start + RECOMPUTE_BATCH));
  }
  return all.length;
}

/** Locks the entry a fact is about until the transaction ends, so decisions on it apply one after the other. */
async function lockEntry(tx: Tx, target: Target): Promise<boolean> {
  const slug = target.targetSlug;
  const rows =
    target.targetType === "model"
      ? await tx.$queryRaw<unknown[]>`SELECT id FROM "Model" WHERE slug = ${slug} FOR UPDATE`
      : target.targetType === "hardware"
        ? await tx.$queryRaw<unknown[]>`SELECT id FROM "Hardware" WHERE slug = ${slug} FOR UPDATE`
        : await tx.$queryRaw<unknown[]>`SELECT id FROM "Organization" WHERE slug = ${slug} FOR UPDATE`;
  return rows.length > 0;
}

const PROPOSAL_FIELDS = { ...PROPOSAL_FACTS, runId: true } satisfies Prisma.CatalogueProposalSelect;

export type ProposalOutcome = { id: string; state: "accepted" | "rejected"; runsRecomputed: number };

/** Reads a proposal, locks its entry, then the proposal (always in this order: two decisions cannot deadlock). */
async function lockProposal(tx: Tx, proposalId: string) {
  const first = await tx.catalogueProposal.findUnique({ where: { id: proposalId }, select: PROPOSAL_FIELDS });
  if (!first) return null;
  const entryExists = await lockEntry(tx, first);
  await tx.$queryRaw`SELECT id FROM "CatalogueProposal" WHERE id = ${proposalId} FOR UPDATE`;
  const proposal = await tx.catalogueProposal.findUniqueOrThrow({ where: { id: proposalId }, select: PROPOSAL_FIELDS });
  return { proposal, entryExists };
}

const CONFLICTS = {
  decided: "This proposal was decided already.",
  "no-entry": "The catalogue entry this proposal is about no longer exists.",
  invalid: "The proposed value breaks the rules for this field; reject it.",
} as const;

/**
 * Makes a proposed fact the catalogue's: writes it (a quality figure with its source), recomputes
 * every run it feeds, settles the other pending proposals of the same field (an equal value is
 * accepted with it, another value is rejected as superseded) and writes a `catalogue.accept` row.
 */
export async function acceptProposal(actorId: string, proposalId: string) {
  return db.$transaction(
    async (tx): Promise<MutationResult<ProposalOutcome>> => {
      const locked = await lockProposal(tx, proposalId);
      if (!locked) return { status: "not-found" };
      const { proposal, entryExists } = locked;
      if (proposal.state !== "pending") return { status: "conflict", message: CONFLICTS.decided };
      if (!entryExists) return { status: "conflict", message: CONFLICTS["no-entry"] };
      const field = parseFactField(proposal.targetType, proposal.field);
      const value = field && parseFactValue(proposal.targetType, field, proposal.value);
      if (!field || value === null) return { status: "conflict", message: CONFLICTS.invalid };
      const before = (await getEntryFacts(tx, proposal.targetType, proposal.targetSlug))?.[proposal.field] ?? null;
      const settled = await applyFact(tx, proposal, field, value, proposal.source);
      const decided = { decidedById: actorId, decidedAt: new Date() };
      await tx.catalogueProposal.update({ where: { id: proposal.id }, data: { state: "accepted", ...decided } });
      const { targetType, targetSlug } = proposal;
      const others = { targetType, targetSlug, field: proposal.field, state: "pending" as const };
      const same = await tx.catalogueProposal.updateMany({
        where: { ...others, value: { equals: value } },
        data: { state: "accepted", ...decided },
      });
      const superseded = await tx.catalogueProposal.updateMany({
        where: others,
        data: { state: "rejected", ...decided },
      });
      const runsRecomputed = before !== value || settled ? await recomputeRunsOf(tx, [proposal], null) : 0;
      await tx.auditLog.create({
        data: {
          actorId,
          action: CATALOGUE_AUDIT_ACTIONS.accept,
          targetType: "run",
          targetId: proposal.runId,
          reason: null,
          details: {
            proposalId: proposal.id,
            target: `${proposal.targetType} ${proposal.targetSlug}`,
            field: proposal.field,
            value: { from: before, to: value },
            source: proposal.source,
            alsoAccepted: same.count,
            superseded: superseded.count,
            runsRecomputed,
          },
        },
      });
      return { status: "ok", id: proposal.id, state: "accepted", runsRecomputed };
    },
    // A popular model's runs are recomputed with it.
    { timeout: 120_000, maxWait: 10_000 },
  );
}

/** Turns a proposal down: nothing but the proposal changes; a `catalogue.reject` row records it. */
export async function rejectProposal(actorId: string, proposalId: string) {
  return db.$transaction(async (tx): Promise<MutationResult<ProposalOutcome>> => {
    const locked = await lockProposal(tx, proposalId);
    if (!locked) return { status: "not-found" };
    const stored = locked.proposal;
    if (stored.state !== "pending") return { status: "conflict", message: CONFLICTS.decided };
    await tx.catalogueProposal.update({
      where: { id: stored.id },
      data: { state: "rejected", decidedById: actorId, decidedAt: new Date() },
    });
    await tx.auditLog.create({
      data: {
        actorId,
        action: CATALOGUE_AUDIT_ACTIONS.reject,
        targetType: "run",
        targetId: stored.runId,
        reason: null,
        details: {
          proposalId: stored.id,
          target: `${stored.targetType} ${stored.targetSlug}`,
          field: stored.field,
          value: stored.value,
          source: stored.source,
        },
      },
    });
    return { status: "ok", id: stored.id, state: "rejected", runsRecomputed: 0 };
  });
}

export type WithdrawnFact = { target: string; field: string; value: FactValue };

/**
 * When an admin fails or hides a run (lib/reviews/mutations.ts), what it proposed is withdrawn
 * (issue 24): its pending proposals become `withdrawn`, and the entries its upload created stop
 * showing its claim (their unsettled facts show as no one's until an admin accepts a value). The
 * other runs of those entries are recomputed through the one recompute path; their figures never
 * used the claim, so they stay as they were. Returns the facts withdrawn, for the audit row.
 */
export async function withdrawRunClaims(tx: Tx, actorId: string, runId: string): Promise<WithdrawnFact[]> {
  const pending = await tx.catalogueProposal.findMany({
    where: { runId, state: "pending" },
    orderBy: [{ targetType: "asc" }, { targetSlug: "asc" }, { field: "asc" }],
    select: PROPOSAL_FIELDS,
  });
  await tx.catalogueProposal.updateMany({
    where: { id: { in: pending.map((proposal) => proposal.id) } },
    data: { state: "withdrawn", decidedById: actorId, decidedAt: new Date() },
  });
  const models = await tx.model.findMany({ where: { claimRunId: runId }, select: { slug: true } });
  const hardware = await tx.hardware.findMany({ where: { claimRunId: runId }, select: { slug: true } });
  await tx.model.updateMany({ where: { claimRunId: runId }, data: { claimRunId: null } });
  await tx.hardware.updateMany({ where: { claimRunId: runId }, data: { claimRunId: null } });
  const claimed: Target[] = [
    ...models.map((model) => ({ targetType: "model" as const, targetSlug: model.slug })),
    ...hardware.map((entry) => ({ targetType: "hardware" as const, targetSlug: entry.slug })),
  ];
  await recomputeRunsOf(tx, claimed, runId);
  return pending.map((proposal) => ({
    target: `${proposal.targetType} ${proposal.targetSlug}`,
    field: proposal.field,
    value: readFactValue(proposal.value),
  }));
}
