/**
 * What an admin's accepted verdict or moderation action changes, at once: scores, ranks,
 * reliable counts and notes (through the recompute), listing on leaderboards, the review queue,
 * what owners and others see, tokens, and the audit log. Who may act: authorization.test.ts.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { POST as hideRoute } from "@/app/api/v1/admin/runs/[id]/hide/route";
import { POST as restoreRoute } from "@/app/api/v1/admin/runs/[id]/restore/route";
import { POST as reviewRoute } from "@/app/api/v1/admin/runs/[id]/review/route";
import { POST as suspendRoute } from "@/app/api/v1/admin/users/[handle]/suspend/route";
import { POST as unsuspendRoute } from "@/app/api/v1/admin/users/[handle]/unsuspend/route";
import { POST as uploadRoute } from "@/app/api/v1/runs/route";
import { db } from "@/lib/db";
import { getArenaRank } from "@/lib/leaderboard/data";
import { listOwnRuns, listReviewQueue } from "@/lib/reviews/data";
import { getRun } from "@/lib/runs/data";
import { bundle, listAuditRows, postAs, setUpCast, type Cast, type Party } from "@/tests/support/review-fixture";

const url = process.env.DATABASE_URL!;
let cast: Cast;
let users: Cast["users"];
let seed000: string;
let runA: string;

const post = (handler: Parameters<typeof postAs>[1], params: object, body: unknown, party: Party) =>
  postAs(cast, handler, params, body, party);
const figuresOf = (runId: string) => db.runFigures.findUniqueOrThrow({ where: { runId } });

beforeEach(async () => {
  cast = await setUpCast(url);
  ({ users, seed000, runA } = cast);
});

describe("what a verdict changes", () => {
  it(
    "a failed verdict on seed 000 lowers its score, rank and reliable count, and its notes say failed; a later " +
      "pass undoes it",
    async () => {
      const before = await figuresOf(seed000);
      expect(before).toMatchObject({ score: 60.5, reliableCount: 11 });
      const rankBefore = await getArenaRank(before.score);
      const note = "The answers are repeated tokens, not text.";
      const response = await post(reviewRoute, { id: seed000 }, { verdict: "failed", note }, "admin");
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: seed000, reviewState: "failed", reviewNote: note });

      const after = await figuresOf(seed000);
      expect(after.reliableCount).toBe(0);
      expect(after.score!).toBeLessThan(60.5);
      expect(await getArenaRank(after.score)).toBeGreaterThan(rankBefore!);
      const coverage = JSON.stringify((after.details as { notes: unknown[] }).notes);
      expect(coverage).toContain("the check failed, so no test of this run counts");
      expect(await db.testFigures.count({ where: { runId: seed000, counts: true } })).toBe(0);
      const run = await getRun(seed000);
      expect(run).toMatchObject({ reviewState: "failed", reviewNote: note });
      expect(await listAuditRows("run.review")).toEqual([
        expect.objectContaining({
          actorId: users.admin.id,
          targetId: seed000,
          reason: note,
          details: expect.objectContaining({ verdict: "failed", score: { from: 60.5, to: after.score } }),
        }),
      ]);

      const pass = await post(reviewRoute, { id: seed000 }, { verdict: "passed", note: "Second look: fine." }, "admin");
      expect(pass.status).toBe(200);
      const passed = await figuresOf(seed000);
      expect(passed).toMatchObject({ score: 60.5, reliableCount: 11 });
      expect(JSON.stringify((passed.details as { notes: unknown[] }).notes)).toContain(
        "was reviewed and the check passed",
      );
      expect(JSON.stringify((passed.details as { notes: unknown[] }).notes)).not.toContain("not been reviewed yet");
      expect(await db.review.count({ where: { runId: seed000 } })).toBe(2);
    },
  );

  it("a per-test failed verdict stops only those tests counting", async () => {
    const response = await post(
      reviewRoute,
      { id: seed000 },
      { verdict: "failed", note: "Chat answers are empty.", tests: ["chat", "chat"] },
      "admin",
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ reviewState: "failed", failedTests: ["chat"] });
    const figures = await figuresOf(seed000);
    expect(figures.reliableCount).toBe(10);
    expect(figures.score!).toBeLessThan(60.5);
    const tests = await db.testFigures.findMany({
      where: { runId: seed000 },
      select: { testKey: true, counts: true, reason: true },
    });
    expect(tests.find((test) => test.testKey === "chat")).toEqual({
      testKey: "chat",
      counts: false,
      reason: "Sanity check failed",
    });
    expect(tests.filter((test) => test.testKey !== "chat").every((test) => test.counts)).toBe(true);
    expect(JSON.stringify((figures.details as { notes: unknown[] }).notes)).toContain(
      "the check failed for Chat, so that test does not count",
    );
    expect((await db.review.findFirstOrThrow({ where: { runId: seed000 } })).testKeys).toEqual(["chat"]);
  });

  it(
    "hiding takes a run off the leaderboards and public pages but not from its owner and admins; restoring brings " +
      "it back",
    async () => {
      const hide = await post(hideRoute, { id: runA }, { reason: "Figures copied from another run" }, "admin");
      expect(hide.status).toBe(200);
      expect((await figuresOf(runA)).listed).toBe(false);
      expect(await getRun(runA)).toBeNull();
      expect(await getRun(runA, { id: users.contributorB.id, role: "contributor", suspendedAt: null })).toBeNull();
      expect(
        (await getRun(runA, { id: users.contributorA.id, role: "contributor", suspendedAt: null }))?.hiddenReason,
      ).toBe("Figures copied from another run");
      expect(await getRun(runA, { id: users.admin.id, role: "admin", suspendedAt: null })).not.toBeNull();
      expect(
        await getRun(runA, { id: users.contributorA.id, role: "contributor", suspendedAt: new Date() }),
      ).toBeNull();
      expect((await listReviewQueue()).runs.map((run) => run.id)).not.toContain(runA);
      expect((await listOwnRuns(users.contributorA.id))[0]).toMatchObject({
        id: runA,
        hiddenReason: "Figures copied from another run",
      });

      const restore = await post(restoreRoute, { id: runA }, { reason: "Owner explained" }, "admin");
      expect(restore.status).toBe(200);
      expect((await figuresOf(runA)).listed).toBe(true);
      expect(await getRun(runA)).not.toBeNull();
      expect((await listAuditRows("run.hide")).map((row) => row.reason)).toEqual(["Figures copied from another run"]);
      expect((await listAuditRows("run.restore")).map((row) => row.reason)).toEqual(["Owner explained"]);
    },
  );

  it(
    "suspending a contributor stops their token, empties their part of the queue and delists their runs; " +
      "reinstating undoes it",
    async () => {
      const queue = await listReviewQueue();
      expect(queue.runs.map((run) => run.id)).toContain(runA);
      const suspend = await post(
        suspendRoute,
        { handle: users.contributorA.handle },
        { reason: "Uploads fabricated runs" },
        "admin",
      );
      expect(suspend.status).toBe(200);
      expect(await suspend.json()).toEqual({ handle: users.contributorA.handle, suspended: true, runs: 1 });

      expect((await post(uploadRoute, {}, bundle(), "contributorA")).status).toBe(401);
      const after = await listReviewQueue();
      expect(after.runs.map((run) => run.id)).not.toContain(runA);
      expect(after.counts.pending).toBe(queue.counts.pending - 1);
      expect((await figuresOf(runA)).listed).toBe(false);
      expect(await listAuditRows("user.suspend")).toEqual([
        {
          actorId: users.admin.id,
          targetId: users.contributorA.id,
          reason: "Uploads fabricated runs",
          details: { handle: users.contributorA.handle, runs: 1 },
        },
      ]);

      const reinstate = await post(
        unsuspendRoute,
        { handle: users.contributorA.handle },
        { reason: "Appeal accepted" },
        "admin",
      );
      expect(reinstate.status).toBe(200);
      expect((await figuresOf(runA)).listed).toBe(true);
      expect((await listReviewQueue()).runs.map((run) => run.id)).toContain(runA);
      expect((await post(uploadRoute, {}, bundle(), "contributorA")).status).toBe(201);
    },
  );

  it("shows contributors the review state and note of their own runs only", async () => {
    await post(reviewRoute, { id: runA }, { verdict: "failed", note: "Outputs are empty strings." }, "admin");
    const own = await listOwnRuns(users.contributorA.id);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ id: runA, reviewState: "failed", reviewNote: "Outputs are empty strings." });
    expect(own[0]!.failedTests.length).toBeGreaterThan(0);
    expect(await listOwnRuns(users.contributorB.id)).toEqual([]);
  });
});
