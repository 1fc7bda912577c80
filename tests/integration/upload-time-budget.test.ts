/**
 * The upload workers' time budget and fairness, through the real preview handler, workers and
 * PostgreSQL: while one contributor's job holds a worker (as a backtracking pattern would),
 * another contributor's preview answers within a second; the stuck job is ended and answered
 * 422 naming its file; a contributor with a full queue gets 429 with Retry-After.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { POST as previewRoute } from "@/app/api/v1/runs/preview/route";
import { WorkTooLongError } from "@/lib/errors";
import { json, route } from "@/lib/http";
import { UPLOAD_JOBS_PER_CONTRIBUTOR } from "@/lib/abuse/limits";
import { spinUploadWorkerForTests } from "@/lib/uploads/off-thread";
import { truncateAll } from "@/tests/support/database";
import { bundle } from "@/tests/support/review-fixture";
import { createTestUser } from "@/tests/support/users";

const url = process.env.DATABASE_URL!;

const preview = (token: string) =>
  previewRoute(
    new Request("http://arena.test/api/v1/runs/preview", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(bundle()),
    }),
  );

/** A route through the same pipeline as the upload routes, whose job is stuck for 10 s under a 1.5 s budget. */
const stuckRoute = route({
  auth: "user",
  handle: async ({ user }) => json(await spinUploadWorkerForTests(user.id, 10_000, 1_500)),
});
const callStuck = (token: string) =>
  stuckRoute(
    new Request("http://arena.test/stuck", { method: "POST", headers: { authorization: `Bearer ${token}` } }),
    { params: Promise.resolve({}) },
  );

beforeAll(async () => {
  await truncateAll(url);
});

describe("the upload workers' time budget", () => {
  it("ends a stuck job with 422 naming the file, while another contributor's preview answers within 1 s", async () => {
    const hostile = await createTestUser("contributor");
    const other = await createTestUser("contributor");
    const warmer = await createTestUser("contributor");
    // both workers started and warm (a worker's first job loads the importer and its database client)
    const warm = await Promise.all([preview(other.token), preview(warmer.token)]);
    expect(warm.map((answer) => answer.status)).toEqual([200, 200]);

    const startedStuck = performance.now();
    const stuck = callStuck(hostile.token);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const answer = await preview(other.token);
    expect(answer.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);

    const ended = await stuck;
    expect(performance.now() - startedStuck).toBeLessThan(5_000);
    expect(ended.status).toBe(422);
    const body = await ended.json();
    expect(body.error).toMatch(
      /took longer than 1.5 s to read and was stopped while reading artifacts\.0 \(spin\.md\)/,
    );
    expect(body.issues).toEqual([{ path: "artifacts.0 (spin.md)", message: body.error }]);

    // the ended worker is replaced: the hostile contributor's next preview is read as usual
    expect((await preview(hostile.token)).status).toBe(200);
  }, 60_000);

  it("answers 429 with Retry-After past the queue cap of one contributor, not others", async () => {
    const busy = await createTestUser("contributor");
    const other = await createTestUser("contributor");
    const warmer = await createTestUser("contributor");
    // both workers warm (one of them replaced the worker ended above)
    const warm = await Promise.all([preview(other.token), preview(warmer.token)]);
    expect(warm.map((answer) => answer.status)).toEqual([200, 200]);
    const held = Array.from({ length: UPLOAD_JOBS_PER_CONTRIBUTOR }, () =>
      spinUploadWorkerForTests(busy.id, 2_000, 800).catch((error: unknown) => error),
    );
    const refused = await preview(busy.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(/uploadJobsPerContributor/);

    const started = performance.now();
    expect((await preview(other.token)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);
    // the held jobs run one after another (one per contributor at a time), each ended at its budget
    for (const outcome of await Promise.all(held)) expect(outcome).toBeInstanceOf(WorkTooLongError);
    expect((await preview(busy.token)).status).toBe(200);
  }, 60_000);
});
