/**
 * Reads for the review pages: the queue, one run as a reviewer sees it, unlisted runs, suspended
 * contributors, the audit log, and a contributor's own runs with their review state. Callers
 * check who is asking (admins for all but `listOwnRuns`).
 */
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readPlausibilityWarnings } from "@/lib/runs/plausibility";
import { computeSanityFailedTests } from "@/lib/runs/figures-input";
import { readBenchmarkTools } from "@/lib/runs/schema";
import { readRunFigures } from "@/lib/scoring/figures";

export const QUEUE_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE = 50;

/** Runs awaiting review: pending, not hidden, and not uploaded by a suspended contributor. */
const QUEUE_WHERE: Prisma.RunWhereInput = {
  reviewState: "pending",
  hiddenAt: null,
  OR: [{ contributorId: null }, { contributor: { is: { suspendedAt: null } } }],
};

const RUN_LABEL = {
  variant: { select: { precision: true, model: { select: { name: true } } } },
  hardware: { select: { name: true } },
  engine: { select: { name: true, version: true } },
} as const;

/** The queue, oldest upload first, with how many runs wait and how many were judged each way. */
export async function listReviewQueue(take = QUEUE_PAGE_SIZE) {
  const [runs, pending, passed, failed] = await Promise.all([
    db.run.findMany({
      where: QUEUE_WHERE,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take,
      select: {
        id: true,
        createdAt: true,
        measuredAt: true,
        warnings: true,
        ...RUN_LABEL,
        contributorId: true,
        contributor: { select: { handle: true } },
        artifacts: { select: { sha256: true } },
        _count: { select: { sanity: true } },
      },
    }),
    db.run.count({ where: QUEUE_WHERE }),
    db.run.count({ where: { reviewState: "passed" } }),
    db.run.count({ where: { reviewState: "failed" } }),
  ]);
  const sameFiles = await findSameFileRuns(runs);
  return {
    counts: { pending, passed, failed },
    runs: runs.map(({ warnings, artifacts: _files, contributorId: _by, ...run }) => ({
      ...run,
      warningCount: readPlausibilityWarnings(warnings).length,
      sameFileAs: sameFiles.get(run.id) ?? [],
    })),
  };
}

/**
 * For each run, the runs of other contributors that hold a file of the same bytes: the same
 * measurement uploaded twice under two accounts, for a reviewer to look at.
 */
async function findSameFileRuns(
  runs: Array<{ id: string; contributorId: string | null; artifacts: Array<{ sha256: string }> }>,
): Promise<Map<string, string[]>> {
  const hashes = [...new Set(runs.flatMap((run) => run.artifacts.map((artifact) => artifact.sha256)))];
  if (hashes.length === 0) return new Map();
  const holders = await db.artifact.findMany({
    where: { sha256: { in: hashes } },
    select: { sha256: true, runId: true, run: { select: { contributorId: true } } },
  });
  return new Map(
    runs.map((run) => {
      const own = new Set(run.artifacts.map((artifact) => artifact.sha256));
      const others = holders.filter(
        (holder) => own.has(holder.sha256) && holder.runId !== run.id && holder.run.contributorId !== run.contributorId,
      );
      return [run.id, [...new Set(others.map((holder) => holder.runId))]];
    }),
  );
}

export type ReviewQueue = Awaited<ReturnType<typeof listReviewQueue>>;

/** Runs off the public leaderboards (hidden, or their contributor suspended), newest measurement first. */
export async function listUnlistedRuns(take = QUEUE_PAGE_SIZE) {
  return db.runFigures.findMany({
    where: { listed: false },
    orderBy: [{ measuredAt: "desc" }, { runId: "asc" }],
    take,
    select: {
      runId: true,
      modelName: true,
      precision: true,
      run: {
        select: {
          hiddenAt: true,
          hiddenReason: true,
          reviewState: true,
          hardware: { select: { name: true } },
          contributor: { select: { handle: true, suspendedAt: true } },
        },
      },
    },
  });
}

/** Suspended contributors, most recent suspension first. */
export async function listSuspendedUsers(take = QUEUE_PAGE_SIZE) {
  return db.user.findMany({
    where: { suspendedAt: { not: null } },
    orderBy: { suspendedAt: "desc" },
    take,
    select: { handle: true, name: true, suspendedAt: true, _count: { select: { runs: true } } },
  });
}

/** A contributor's record: how many runs, how they were judged, and their latest runs. */
async function getUploaderHistory(userId: string) {
  const [states, hidden, recent] = await Promise.all([
    db.run.groupBy({ by: ["reviewState"], where: { contributorId: userId }, _count: { _all: true } }),
    db.run.count({ where: { contributorId: userId, hiddenAt: { not: null } } }),
    db.run.findMany({
      where: { contributorId: userId },
      orderBy: { createdAt: "desc" },
      take: 10,
      select: { id: true, createdAt: true, reviewState: true, hiddenAt: true, ...RUN_LABEL },
    }),
  ]);
  const count = (state: "pending" | "passed" | "failed") =>
    states.find((row) => row.reviewState === state)?._count._all ?? 0;
  const counts = { pending: count("pending"), passed: count("passed"), failed: count("failed"), hidden };
  return { counts: { runs: counts.pending + counts.passed + counts.failed, ...counts }, recent };
}

/**
 * One run as a reviewer sees it: sanity samples (prompt and the model's output), plausibility
 * warnings, launch command, tools, figures, earlier verdicts and the uploader with their history.
 * Hidden runs included. Null for an unknown id.
 */
export async function getReviewDetail(runId: string) {
  const run = await db.run.findUnique({
    where: { id: runId },
    select: {
      id: true,
      createdAt: true,
      measuredAt: true,
      launchCommand: true,
      hostCpu: true,
      hostRamGB: true,
      hostOs: true,
      notes: true,
      benchmarkTools: true,
      warnings: true,
      reviewState: true,
      reviewNote: true,
      reviewedAt: true,
      hiddenAt: true,
      hiddenReason: true,
      ...RUN_LABEL,
      contributor: { select: { id: true, handle: true, name: true, createdAt: true, suspendedAt: true } },
      sanity: {
        select: { id: true, position: true, testKey: true, prompt: true, output: true },
        orderBy: { position: "asc" },
      },
      artifacts: {
        select: { id: true, tool: true, toolVersion: true, format: true, fileName: true, testKey: true },
        orderBy: { position: "asc" },
      },
      reviews: {
        select: {
          id: true,
          verdict: true,
          note: true,
          testKeys: true,
          createdAt: true,
          reviewer: { select: { handle: true } },
        },
        orderBy: { createdAt: "asc" },
      },
      figures: { select: { score: true, reliableCount: true, testCount: true, listed: true, details: true } },
    },
  });
  if (!run) return null;
  const { figures, warnings, ...rest } = run;
  const details = figures ? readRunFigures(figures.details) : null;
  return {
    ...rest,
    warnings: readPlausibilityWarnings(warnings),
    tools: readBenchmarkTools(run.benchmarkTools),
    figures: figures && {
      score: figures.score,
      reliableCount: figures.reliableCount,
      testCount: figures.testCount,
      listed: figures.listed,
    },
    /** Suite tests this run measured, with whether each counts and why not: what a per-test verdict can name. */
    tests: (details?.tests ?? [])
      .filter((test) => test.headline !== null || test.counts)
      .map((test) => ({ key: test.key, counts: test.counts, reason: test.reason })),
    failedTests: computeSanityFailedTests(run.reviews),
    uploader: run.contributor && { ...run.contributor, history: await getUploaderHistory(run.contributor.id) },
  };
}

export type ReviewDetail = NonNullable<Awaited<ReturnType<typeof getReviewDetail>>>;

/** The audit log, newest first, one page at a time (no total count: one indexed read per page). */
export async function listAuditLog(page = 1) {
  const rows = await db.auditLog.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * AUDIT_PAGE_SIZE,
    take: AUDIT_PAGE_SIZE + 1,
    select: {
      id: true,
      createdAt: true,
      action: true,
      targetType: true,
      targetId: true,
      reason: true,
      details: true,
      actor: { select: { handle: true } },
    },
  });
  return {
    page,
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({ ...row, details: readAuditDetails(row.details) })),
    hasOlder: rows.length > AUDIT_PAGE_SIZE,
  };
}

/**
 * AuditLog.details read back: an object whose fields differ by action, so each is checked where
 * it is shown. No details, or details that are no object, read as none: the entry still shows.
 */
function readAuditDetails(details: unknown): Record<string, unknown> {
  return typeof details === "object" && details !== null && !Array.isArray(details)
    ? Object.fromEntries(Object.entries(details))
    : {};
}

export type AuditLogPage = Awaited<ReturnType<typeof listAuditLog>>;

/**
 * A contributor's own runs, newest upload first, with review state, the reviewer's note and whether
 * they are listed.
 */
export async function listOwnRuns(userId: string, take = 100) {
  const runs = await db.run.findMany({
    where: { contributorId: userId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take,
    select: {
      id: true,
      createdAt: true,
      reviewState: true,
      reviewNote: true,
      reviewedAt: true,
      hiddenAt: true,
      hiddenReason: true,
      ...RUN_LABEL,
      reviews: { select: { verdict: true, testKeys: true }, orderBy: { createdAt: "asc" } },
      figures: { select: { score: true, reliableCount: true, testCount: true, listed: true } },
    },
  });
  return runs.map(({ reviews, ...run }) => ({ ...run, failedTests: computeSanityFailedTests(reviews) }));
}

export type OwnRun = Awaited<ReturnType<typeof listOwnRuns>>[number];
