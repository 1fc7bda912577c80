/**
 * Upload and preview limits per contributor, through the real handlers and PostgreSQL counters,
 * with the limits set low by environment as an operator would: the request past the limit gets
 * 429 with Retry-After and stores nothing; other contributors and admins are not held back; only
 * requests that got past authentication count.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

// Read by lib/env.ts when the route modules are imported below.
vi.hoisted(() => {
  process.env.ARENA_LIMIT_UPLOADS_PER_HOUR = "3";
  process.env.ARENA_LIMIT_PREVIEWS_PER_MINUTE = "2";
});

import { POST as previewRoute } from "@/app/api/v1/runs/preview/route";
import { POST as uploadRoute } from "@/app/api/v1/runs/route";
import { db } from "@/lib/db";
import { truncateAll } from "@/tests/support/database";
import { bundle } from "@/tests/support/review-fixture";
import { createTestUser } from "@/tests/support/users";

const url = process.env.DATABASE_URL!;

function post(handler: typeof uploadRoute, token: string, body: unknown = bundle()) {
  const request = new Request("http://arena.test/api/v1/runs", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return handler(request);
}

beforeEach(async () => {
  await truncateAll(url);
});

describe("upload limits", () => {
  it("answers the upload past the hourly limit with 429 and Retry-After, and stores nothing", async () => {
    const contributor = await createTestUser("contributor");
    const other = await createTestUser("contributor");
    // Unknown tokens are refused before the limit: they use up nobody's uploads.
    for (let i = 0; i < 5; i++) expect((await post(uploadRoute, "arena_not-a-real-token")).status).toBe(401);
    for (let i = 1; i <= 3; i++) expect((await post(uploadRoute, contributor.token)).status, `upload ${i}`).toBe(201);
    const runs = await db.run.count();

    const refused = await post(uploadRoute, contributor.token);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const answer = await refused.json();
    expect(answer.error).toMatch(/at most 3 per hour/);
    expect(answer.error).toContain(`${retryAfter} s`);
    expect(await db.run.count()).toBe(runs);

    expect((await post(uploadRoute, other.token)).status, "another contributor").toBe(201);
  });

  it("does not limit admins, who bulk-import", async () => {
    const admin = await createTestUser("admin");
    for (let i = 1; i <= 6; i++) expect((await post(uploadRoute, admin.token)).status, `upload ${i}`).toBe(201);
    for (let i = 1; i <= 4; i++) expect((await post(previewRoute, admin.token)).status, `preview ${i}`).toBe(200);
    expect(await db.rateLimitCounter.count()).toBe(0);
  });

  it("limits previews per minute, apart from uploads", async () => {
    const contributor = await createTestUser("contributor");
    for (let i = 1; i <= 2; i++) expect((await post(previewRoute, contributor.token)).status, `preview ${i}`).toBe(200);
    const refused = await post(previewRoute, contributor.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await refused.json()).error).toMatch(/at most 2 per minute/);
    expect((await post(uploadRoute, contributor.token)).status, "uploads have their own limit").toBe(201);
  });
});
