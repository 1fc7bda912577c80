/**
 * Admin writes: sanity-check verdicts and moderation. Each runs in one transaction that changes
 * the rows, recomputes the affected runs' derived figures (`recomputeRunFigures`, so scores,
 * ranks, notes and `listed` change at once) and writes an AuditLog row naming actor, action,
 * target and reason. Callers check that the actor is an admin (docs/decisions/0005-moderation.md).
 */
import "server-only";
import { notifyTagsChanged } from "@/lib/cache/data-version";
import { REPORTS_TAG } from "@/lib/cache/tags";
import { type WithdrawnFact, withdrawRunClaims } from "@/lib/catalogue/mutations";
import { type FactValue, readFactValue } from "@/lib/catalogue/schema";
import { db, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { MutationResult } from "@/lib/mutation-result";
import { AUDIT_ACTIONS, type AuditAction, type ReviewBody } from "@/lib/reviews/schema";
import { computeSanityFailedTests } from "@/lib/runs/figures-input";
import { recomputeRunFigures } from "@/lib/runs/recompute";

export type ReviewOutcome = {
  id: string;
  reviewState: "passed" | "failed";
  reviewNote: string | null;
  failedTests: string[];
  score: number | null;
  catalogue: {
    pending: Array<{ id: string; target: string; field: string; value: FactValue }>;
    withdrawn: WithdrawnFact[];
    note: string;
  };
};

type AuditEntry = {
  actorId: string;
  action: AuditAction;
  targetType: "run" | "user";
  targetId: string;
  reason: string | null;
  details: Prisma.InputJsonObject;
};

function writeAudit(tx: Tx, entry: AuditEntry) {
  return tx.auditLog.create({ data: entry, select: { id: true } });
}

/** Locks the run's row until the transaction ends, so that two admins' actions on it apply one after the other. */
async function lockRun(tx: Tx, runId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Run" WHERE id = ${runId} FOR UPDATE`;
}

function readFigures(tx: Tx, runId: string) {
  return tx.runFigures.findUnique({ where: { runId }, select: { score: true, reliableCount: true, listed: true } });
}

/**
 * Records a verdict on a run's sanity check, for the whole run or for some tests.
 *
 * Rule: verdicts apply in order, a later one replacing an earlier one on the same tests (the
 * whole run covers every test). Afterwards the run is `failed` while any test stands failed,
 * else `passed`: once an admin has looked, it is no longer pending. Its note is the latest
 * verdict's note.
 */
export async function recordReview(actorId: string, runId: string, body: ReviewBody) {
  return db.$transaction(async (tx): Promise<MutationResult<ReviewOutcome>> => {
    await lockRun(tx, runId);
    const run = await tx.run.findUnique({
      where: { id: runId },
      select: {
        id: true,
        reviewState: true,
        reviews: { select: { verdict: true, testKeys: true }, orderBy: { createdAt: "asc" } },
      },
    });
    if (!run) return { status: "not-found" };
    const before = await readFigures(tx, runId);
    const verdict = { verdict: body.verdict, testKeys: body.tests };
    const failedTests = computeSanityFailedTests([...run.reviews, verdict]);
    const reviewState = failedTests.length > 0 ? "failed" : "passed";
    const reviewNote = body.note.length > 0 ? body.note : null;
    await tx.review.create({
      data: { runId, reviewerId: actorId, verdict: body.verdict, note: body.note, testKeys: body.tests },
    });
    await tx.run.update({ where: { id: runId }, data: { reviewState, reviewNote, reviewedAt: new Date() } });
    // A verdict settles no catalogue fact (issue 24): a failed run's proposals and claims are withdrawn.
    const withdrawn = reviewState === "failed" ? await withdrawRunClaims(tx, actorId, runId) : [];
    await recomputeRunFigures(tx, runId);
    const after = await readFigures(tx, runId);
    await writeAudit(tx, {
      actorId,
      action: AUDIT_ACTIONS.review,
      targetType: "run",
      targetId: runId,
      reason: reviewNote,
      details: {
        verdict: body.verdict,
        tests: body.tests,
        reviewState: { from: run.reviewState, to: reviewState },
        score: { from: before?.score ?? null, to: after?.score ?? null },
        reliableCount: { from: before?.reliableCount ?? null, to: after?.reliableCount ?? null },
        ...(withdrawn.length > 0 ? { withdrawnProposals: withdrawn } : {}),
      },
    });
    const catalogue = { pending: await listPendingFacts(tx, runId), withdrawn, note: "" };
    catalogue.note = describeCatalogueAfterVerdict(catalogue.pending.length, withdrawn.length);
    return { status: "ok", id: runId, reviewState, reviewNote, failedTests, score: after?.score ?? null, catalogue };
  });
}

/** The run's catalogue proposals still waiting for an admin's decision. */
async function listPendingFacts(tx: Tx, runId: string): Promise<ReviewOutcome["catalogue"]["pending"]> {
  const rows = await tx.catalogueProposal.findMany({
    where: { runId, state: "pending" },
    orderBy: [{ targetType: "asc" }, { targetSlug: "asc" }, { field: "asc" }],
    select: { id: true, targetType: true, targetSlug: true, field: true, value: true },
  });
  return rows.map((row) => ({
    id: row.id,
    target: `${row.targetType} ${row.targetSlug}`,
    field: row.field,
    value: readFactValue(row.value),
  }));
}

function describeCatalogueAfterVerdict(pending: number, withdrawn: number): string {
  if (withdrawn > 0) return `The run's ${withdrawn} catalogue proposal(s) were withdrawn with the failing verdict.`;
  if (pending === 0) return "The run has no catalogue proposal waiting.";
  return (
    `The verdict settled no catalogue fact: the run's ${pending} catalogue proposal(s) remain pending ` +
    "until an admin accepts or rejects each one."
  );
}

/** Hides a run from every public list and page; its owner and admins still reach it. */
export async function hideRun(actorId: string, runId: string, reason: string) {
  return setRunHidden(actorId, runId, reason, true);
}

/** Puts a hidden run back on the public pages. */
export async function restoreRun(actorId: string, runId: string, reason: string) {
  return setRunHidden(actorId, runId, reason, false);
}

async function setRunHidden(actorId: string, runId: string, reason: string, hide: boolean) {
  return db.$transaction(async (tx): Promise<MutationResult<{ id: string; hidden: boolean; listed: boolean }>> => {
    await lockRun(tx, runId);
    const run = await tx.run.findUnique({ where: { id: runId }, select: { hiddenAt: true } });
    if (!run) return { status: "not-found" };
    if ((run.hiddenAt !== null) === hide) {
      return { status: "conflict", message: hide ? "The run is hidden already." : "The run is not hidden." };
    }
    await tx.run.update({
      where: { id: runId },
      data: hide ? { hiddenAt: new Date(), hiddenReason: reason } : { hiddenAt: null, hiddenReason: null },
    });
    // A hidden run's catalogue proposals and claims are withdrawn; restoring it does not bring them back.
    const withdrawn = hide ? await withdrawRunClaims(tx, actorId, runId) : [];
    await recomputeRunFigures(tx, runId);
    const after = await readFigures(tx, runId);
    await writeAudit(tx, {
      actorId,
      action: hide ? AUDIT_ACTIONS.hide : AUDIT_ACTIONS.restore,
      targetType: "run",
      targetId: runId,
      reason,
      details: { listed: after?.listed ?? false, ...(withdrawn.length > 0 ? { withdrawnProposals: withdrawn } : {}) },
    });
    return { status: "ok", id: runId, hidden: hide, listed: after?.listed ?? false };
  });
}

/**
 * Suspends a contributor: their sessions end, their tokens and sign-in stop working (lib/auth.ts),
 * their pending runs leave the review queue, and the recompute takes every run of theirs off the
 * leaderboards. With `hideRuns`, every run of theirs is also hidden, with the same reason, so
 * that reinstating them later does not put spam back (restore runs one by one).
 */
export async function suspendUser(
  actorId: string,
  handle: string,
  reason: string,
  options: { hideRuns?: boolean } = {},
) {
  return setUserSuspended(actorId, handle, reason, true, options.hideRuns ?? false);
}

/** Reinstates a suspended contributor: their runs are listed again unless hidden. */
export async function unsuspendUser(actorId: string, handle: string, reason: string) {
  return setUserSuspended(actorId, handle, reason, false, false);
}

type SuspensionResult = { handle: string; suspended: boolean; runs: number; hiddenRuns?: number };

async function setUserSuspended(actorId: string, handle: string, reason: string, suspend: boolean, hideRuns: boolean) {
  return db.$transaction(
    async (tx): Promise<MutationResult<SuspensionResult>> => {
      const user = await tx.user.findUnique({ where: { handle }, select: { id: true, suspendedAt: true } });
      if (!user) return { status: "not-found" };
      if (suspend && user.id === actorId) return { status: "conflict", message: "You cannot suspend yourself." };
      if ((user.suspendedAt !== null) === suspend) {
        return {
          status: "conflict",
          message: suspend ? "The contributor is suspended already." : "The contributor is not suspended.",
        };
      }
      // A new session version ends every session the contributor has open.
      const data = suspend ? { suspendedAt: new Date(), sessionVersion: { increment: 1 } } : { suspendedAt: null };
      await tx.user.update({ where: { id: user.id }, data });
      const hidden = hideRuns ? await hideAllRuns(tx, actorId, user.id, reason) : null;
      const runs = await tx.run.findMany({ where: { contributorId: user.id }, select: { id: true } });
      for (const run of runs) await recomputeRunFigures(tx, run.id);
      // Their reports leave (or return to) the public pages with them: no recompute announces that.
      if ((await tx.report.count({ where: { authorId: user.id } })) > 0) await notifyTagsChanged(tx, [REPORTS_TAG]);
      await writeAudit(tx, {
        actorId,
        action: suspend ? AUDIT_ACTIONS.suspend : AUDIT_ACTIONS.unsuspend,
        targetType: "user",
        targetId: user.id,
        reason,
        details: { handle, runs: runs.length, ...(hidden ? { hiddenRunIds: hidden } : {}) },
      });
      const answer = { handle, suspended: suspend, runs: runs.length };
      return { status: "ok", ...answer, ...(hidden ? { hiddenRuns: hidden.length } : {}) };
    },
    // A prolific contributor has many runs to recompute.
    { timeout: 120_000, maxWait: 10_000 },
  );
}

/** Hides every run of the user not hidden yet, with `reason`; the ids hidden, for the audit log. */
async function hideAllRuns(tx: Tx, actorId: string, userId: string, reason: string): Promise<string[]> {
  const visible = await tx.run.findMany({ where: { contributorId: userId, hiddenAt: null }, select: { id: true } });
  const ids = visible.map((run) => run.id);
  await tx.run.updateMany({ where: { id: { in: ids } }, data: { hiddenAt: new Date(), hiddenReason: reason } });
  for (const id of ids) await withdrawRunClaims(tx, actorId, id);
  return ids;
}
