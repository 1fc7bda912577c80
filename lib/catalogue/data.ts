/**
 * Reads of the curated catalogue: an entry's facts as they stand, and the proposals admins see
 * in the review queue and on a run's review page. Callers check that the reader is an admin.
 */
import "server-only";
import { db, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { computeProposalStanding, flattenEntryFacts, type EntryFacts } from "@/lib/catalogue/facts";
import { type CatalogueTarget, type FactValue, readFactValue } from "@/lib/catalogue/schema";
import { HARDWARE_DESCRIPTION } from "@/lib/runs/data";

export const PROPOSAL_RUNS_SHOWN = 50;

const ORGANIZATION_FACTS = { id: true, slug: true, name: true } satisfies Prisma.OrganizationSelect;
export const MODEL_FACTS = {
  id: true,
  name: true,
  paramsB: true,
  activeParamsB: true,
  architecture: true,
  hfRepo: true,
  description: true,
  unsettledFacts: true,
  organization: { select: ORGANIZATION_FACTS },
  quality: { select: { benchmark: true, value: true } },
} satisfies Prisma.ModelSelect;
export const HARDWARE_FACTS = {
  id: true,
  ...HARDWARE_DESCRIPTION,
  priceUsd: true,
  priceAsOf: true,
  boardPowerW: true,
  unsettledFacts: true,
} satisfies Prisma.HardwareSelect;
export { ORGANIZATION_FACTS };

/** A catalogue proposal: the entry and field it is about, the value proposed and its state. */
export const PROPOSAL_FACTS = {
  id: true,
  targetType: true,
  targetSlug: true,
  field: true,
  value: true,
  currentValue: true,
  source: true,
  state: true,
} satisfies Prisma.CatalogueProposalSelect;

/** An entry's facts as the catalogue holds them now, or null when there is no such entry. */
export async function getEntryFacts(client: Tx, targetType: CatalogueTarget, slug: string): Promise<EntryFacts | null> {
  const row =
    targetType === "model"
      ? await client.model.findUnique({ where: { slug }, select: MODEL_FACTS })
      : targetType === "hardware"
        ? await client.hardware.findUnique({ where: { slug }, select: HARDWARE_FACTS })
        : await client.organization.findUnique({ where: { slug }, select: ORGANIZATION_FACTS });
  return row && flattenEntryFacts(row, targetType);
}

const RUN_LABEL = {
  id: true,
  variant: { select: { precision: true, model: { select: { name: true } } } },
  hardware: { select: { name: true } },
  contributor: { select: { handle: true } },
} satisfies Prisma.RunSelect;

/**
 * A run's proposals, pending first, each with the value the catalogue holds now and how it
 * stands against it (`computeProposalStanding`), for the run's review page.
 */
export async function listRunProposals(runId: string) {
  const proposals = await db.catalogueProposal.findMany({
    where: { runId },
    orderBy: [{ state: "asc" }, { targetType: "asc" }, { field: "asc" }, { id: "asc" }],
    select: { ...PROPOSAL_FACTS, decidedAt: true, decidedBy: { select: { handle: true } } },
  });
  const targets = new Map<string, EntryFacts | null>();
  for (const proposal of proposals) {
    const key = `${proposal.targetType}:${proposal.targetSlug}`;
    if (!targets.has(key)) targets.set(key, await getEntryFacts(db, proposal.targetType, proposal.targetSlug));
  }
  return proposals.map((proposal) => {
    const entry = targets.get(`${proposal.targetType}:${proposal.targetSlug}`) ?? null;
    const liveValue: FactValue | null = entry?.[proposal.field] ?? null;
    return {
      ...proposal,
      value: readFactValue(proposal.value),
      currentValue: proposal.currentValue === null ? null : readFactValue(proposal.currentValue),
      liveValue,
      entryExists: entry !== null,
      standing: computeProposalStanding(proposal, liveValue),
    };
  });
}

export type RunProposal = Awaited<ReturnType<typeof listRunProposals>>[number];

/** How many proposals of each run still wait for a decision. */
export async function countPendingProposals(runIds: string[]): Promise<Map<string, number>> {
  if (runIds.length === 0) return new Map();
  const rows = await db.catalogueProposal.groupBy({
    by: ["runId"],
    where: { runId: { in: runIds }, state: "pending" },
    _count: { _all: true },
  });
  return new Map(rows.map((row) => [row.runId, row._count._all]));
}

/** Runs with proposals waiting for a decision, whatever their review state, oldest proposal first. */
export async function listRunsWithPendingProposals(take = PROPOSAL_RUNS_SHOWN) {
  const groups = await db.catalogueProposal.groupBy({
    by: ["runId"],
    where: { state: "pending" },
    _count: { _all: true },
    _min: { createdAt: true },
    orderBy: [{ _min: { createdAt: "asc" } }, { runId: "asc" }],
    take,
  });
  const runs = await db.run.findMany({
    where: { id: { in: groups.map((group) => group.runId) } },
    select: { ...RUN_LABEL, reviewState: true },
  });
  const byId = new Map(runs.map((run) => [run.id, run]));
  const [total, targets] = await Promise.all([
    db.catalogueProposal.count({ where: { state: "pending" } }),
    db.catalogueProposal.findMany({
      where: { state: "pending", runId: { in: groups.map((group) => group.runId) } },
      distinct: ["runId", "targetType", "targetSlug"],
      select: { runId: true, targetType: true, targetSlug: true },
    }),
  ]);
  const rows = groups.flatMap((group) => {
    const run = byId.get(group.runId);
    if (!run) return [];
    const about = targets
      .filter((target) => target.runId === group.runId)
      .map((target) => `${target.targetType} ${target.targetSlug}`);
    return [{ run, pending: group._count._all, about }];
  });
  return { total, rows };
}

export type PendingProposalRuns = Awaited<ReturnType<typeof listRunsWithPendingProposals>>;
