import { beforeAll, describe, expect, it } from "vitest";
import { GET as getHardwareFeed } from "@/app/[locale]/(public)/hardware/[slug]/feed.xml/route";
import { GET as getModelFeed } from "@/app/[locale]/(public)/models/[slug]/feed.xml/route";
import { GET as getFeed } from "@/app/feed.xml/route";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { db } from "@/lib/db";
import { hideRun } from "@/lib/reviews/mutations";
import { seedRuns } from "@/prisma/seed";
import { truncateAll } from "@/tests/support/database";
import { createTestUser } from "@/tests/support/users";

// The default ARENA_PUBLIC_URL: absolute URLs are built on it.
const SITE = "http://localhost:3000";
const request = (path: string) => new Request(`${SITE}${path}`);
const context = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });

let runIds: string[];
let hiddenRunId: string;

/** The runs of a feed, by the ids in their entries' links, in feed order. */
function readFeedRunIds(xml: string): string[] {
  return [
    ...xml.matchAll(/<entry>[\s\S]*?<link rel="alternate" type="text\/html" href="[^"]*\/runs\/([^"]+)"\/>/g),
  ].map((match) => match[1] ?? "");
}

beforeAll(async () => {
  await truncateAll(process.env.DATABASE_URL!);
  runIds = await seedRuns();
  const admin = await createTestUser("admin");
  // Seed 004, the only run of contributor "sandberg": hidden, it takes their page out of discovery too.
  const sandbergRun = await db.run.findFirstOrThrow({
    where: { contributor: { handle: "sandberg" } },
    select: { id: true },
  });
  hiddenRunId = sandbergRun.id;
  const hidden = await hideRun(admin.id, hiddenRunId, "Set up: a hidden run stays out of discovery");
  expect(hidden.status).toBe("ok");
});

describe("robots.txt", () => {
  it("opens the public pages, closes admin, account, upload and the admin API, and names the sitemap", async () => {
    const rules = await robots();
    expect(rules.sitemap).toBe(`${SITE}/sitemap.xml`);
    expect(rules.rules).toEqual({
      userAgent: "*",
      allow: "/",
      disallow: ["/admin", "/account", "/upload", "/api/v1/admin", "/reports/new", "/reports/*/edit"],
    });
  });
});

describe("sitemap.xml", () => {
  it("lists every listed run, its matrix page when it has one, and every model, with lastModified", async () => {
    const entries = await sitemap();
    const urls = new Set(entries.map((entry) => entry.url));
    const listed = await db.runFigures.findMany({
      where: { listed: true },
      select: { runId: true, hasMatrix: true, modelSlug: true, hardwareSlug: true, orgSlug: true },
    });
    expect(listed.length).toBe(runIds.length - 1);
    for (const run of listed) {
      expect(urls).toContain(`${SITE}/runs/${run.runId}`);
      expect(urls.has(`${SITE}/runs/${run.runId}/matrix`)).toBe(run.hasMatrix);
      expect(urls).toContain(`${SITE}/models/${run.modelSlug}`);
      expect(urls).toContain(`${SITE}/hardware/${run.hardwareSlug}`);
      expect(urls).toContain(`${SITE}/organizations/${run.orgSlug}`);
    }
    expect(listed.some((run) => run.hasMatrix)).toBe(true);
    for (const path of ["/", "/leaderboard", "/models", "/hardware"]) expect(urls).toContain(`${SITE}${path}`);
    const runEntries = entries.filter((entry) => /\/runs\/[^/]+$/.test(entry.url));
    expect(runEntries).toHaveLength(listed.length);
    expect(runEntries.every((entry) => entry.lastModified instanceof Date)).toBe(true);
    // Each URL once: a search engine reads duplicates as noise.
    expect(urls.size).toBe(entries.length);
  });

  it("lists a contributor with a listed run", async () => {
    const run = await db.runFigures.findFirstOrThrow({ where: { listed: true }, select: { runId: true } });
    const contributor = await createTestUser();
    await db.run.update({ where: { id: run.runId }, data: { contributorId: contributor.id } });
    try {
      const urls = (await sitemap()).map((entry) => entry.url);
      expect(urls).toContain(`${SITE}/contributors/${contributor.handle}`);
    } finally {
      await db.run.update({ where: { id: run.runId }, data: { contributorId: null } });
    }
  });

  it("leaves out a hidden run and what only it made public", async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls).not.toContain(`${SITE}/runs/${hiddenRunId}`);
    expect(urls).not.toContain(`${SITE}/runs/${hiddenRunId}/matrix`);
    expect(urls).not.toContain(`${SITE}/contributors/sandberg`);
    expect(urls.filter((url) => url.includes("/contributors/"))).toEqual([]);
  });
});

describe("feeds of newly listed runs", () => {
  it("lists the newest listed runs site-wide as Atom, newest first, without the hidden run", async () => {
    const response = await getFeed(request("/feed.xml"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${SITE}/feed.xml"/>`);
    const newest = await db.runFigures.findMany({
      where: { listed: true },
      orderBy: [{ measuredAt: "desc" }, { runId: "asc" }],
      select: { runId: true },
    });
    expect(readFeedRunIds(xml)).toEqual(newest.slice(0, 50).map((run) => run.runId));
    expect(xml).not.toContain(hiddenRunId);
  });

  it("names the run's model, precision, hardware and figures in each entry", async () => {
    const run = await db.runFigures.findFirstOrThrow({
      where: { listed: true, chatPerUserTps: { not: null } },
      select: {
        runId: true,
        modelName: true,
        precision: true,
        run: { select: { hardware: { select: { name: true } } } },
      },
    });
    const xml = await (await getFeed(request("/feed.xml"))).text();
    const entry = xml.split("<entry>").find((part) => part.includes(`/runs/${run.runId}"`));
    expect(entry).toContain(`<title>${run.modelName} ${run.precision} on ${run.run.hardware.name}`);
    expect(entry).toMatch(/t\/s per user/);
  });

  it("has a feed per model and per hardware with only their runs, and 404 for an unknown one", async () => {
    const run = await db.runFigures.findFirstOrThrow({
      where: { listed: true },
      select: { modelSlug: true, hardwareSlug: true },
    });
    const modelFeed = await getModelFeed(
      request(`/models/${run.modelSlug}/feed.xml`),
      context({ slug: run.modelSlug }),
    );
    expect(modelFeed.status).toBe(200);
    const modelRuns = await db.runFigures.findMany({
      where: { listed: true, modelSlug: run.modelSlug },
      select: { runId: true },
    });
    expect(new Set(readFeedRunIds(await modelFeed.text()))).toEqual(new Set(modelRuns.map((r) => r.runId)));

    const hardwareFeed = await getHardwareFeed(
      request(`/hardware/${run.hardwareSlug}/feed.xml`),
      context({ slug: run.hardwareSlug }),
    );
    expect(hardwareFeed.status).toBe(200);
    const hardwareRuns = await db.runFigures.findMany({
      where: { listed: true, hardwareSlug: run.hardwareSlug },
      select: { runId: true },
    });
    expect(new Set(readFeedRunIds(await hardwareFeed.text()))).toEqual(new Set(hardwareRuns.map((r) => r.runId)));

    const unknown = await getModelFeed(request("/models/no-such-model/feed.xml"), context({ slug: "no-such-model" }));
    expect(unknown.status).toBe(404);
  });
});
