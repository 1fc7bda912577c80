/**
 * What a change announces to every app server (lib/cache/data-version.ts notifyDataChanged): the
 * cache tags of the runs it touched, read in the same transaction, so that each server drops the
 * pages that show them and no other; "*" when the change is too big to name.
 */
import { readFileSync } from "node:fs";
import pg from "pg";
import { prerender } from "react-dom/static";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderRunPage } from "@/app/[locale]/(public)/runs/[id]/run-page";
import { GET as getRunRank } from "@/app/api/v1/runs/[id]/rank/route";
import { DATA_CHANGED_CHANNEL, notifyDataChanged } from "@/lib/cache/data-version";
import { collectCacheTags } from "@/lib/cache/public-data";
import { db } from "@/lib/db";
import { hideRun } from "@/lib/reviews/mutations";
import { getRunForExport } from "@/lib/runs/data";
import { importRunBundle } from "@/lib/uploads/import";
import { buildLargestRunBundle } from "@/tests/support/largest-run-bundle";
import { createTestUser } from "@/tests/support/users";
import { truncateAll } from "@/tests/support/database";
import { withProviders } from "@/tests/support/providers";

const seed = () => JSON.parse(readFileSync("prisma/seed/000-qwen3-5-9b-bf16-dgx-spark.json", "utf8"));

let listener: pg.Client;
const payloads: string[] = [];

/** The payloads announced while `work` ran (delivered on commit). */
async function announced(work: () => Promise<unknown>): Promise<string[]> {
  const from = payloads.length;
  await work();
  const deadline = Date.now() + 2_000;
  while (payloads.length === from && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return payloads.slice(from);
}

beforeAll(async () => {
  await truncateAll(process.env.DATABASE_URL!);
  listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await listener.connect();
  listener.on("notification", (message) => payloads.push(message.payload ?? ""));
  await listener.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
});

afterAll(async () => {
  await listener?.end();
});

describe("the change notification behind the page cache", () => {
  it("names an uploaded run's tags: the run, model, organization, hardware, contributor, setup", async () => {
    const contributor = await createTestUser();
    let id = "";
    const [payload] = await announced(async () => {
      id = (await importRunBundle(seed(), { contributorId: contributor.id })).id;
    });
    expect(payload!.split(" ").sort()).toEqual(
      [
        "runs",
        "ranks",
        `run:${id}`,
        "model:qwen3-5-9b",
        "org:alibaba",
        "hardware:dgx-spark",
        `contributor:${contributor.handle}`,
        // The setup's peers show this run in their setup health and history (lib/insights).
        "setup:qwen3-5-9b/bf16@dgx-spark",
      ].sort(),
    );

    const admin = await createTestUser("admin");
    const [hidden] = await announced(() => hideRun(admin.id, id, "Copied figures"));
    expect(hidden!.split(" ")).toEqual(expect.arrayContaining(["runs", `run:${id}`, "model:qwen3-5-9b"]));
  });

  it("says everything changed for a change too big to name, or one that names no run", async () => {
    const many = Array.from({ length: 41 }, (_, i) => `run${i}`);
    expect(await announced(() => db.$transaction((tx) => notifyDataChanged(tx, many)))).toEqual(["*"]);
    expect(await announced(() => db.$transaction((tx) => notifyDataChanged(tx)))).toEqual(["*"]);
  });

  it("announces nothing for a change that rolls back", async () => {
    const payloadsBefore = payloads.length;
    await db
      .$transaction(async (tx) => {
        await notifyDataChanged(tx, ["run1"]);
        throw new Error("rolled back");
      })
      .catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(payloads.length).toBe(payloadsBefore);
  });
});

/** Seed 000's suite results for another model on other hardware: a ranked run no page of seed 000 shows. */
function unrelatedRankedBundle() {
  const bundle = seed();
  return {
    ...bundle,
    model: { ...bundle.model, name: "Qwen3.5-27B", paramsB: 27 },
    hardware: { name: "RTX 4090", accelerator: "NVIDIA RTX 4090", memoryGB: 24, memoryKind: "discrete" },
  };
}

/** Page `page` of a run's page as the server renders it (HTML), with the tags of the reads it made. */
async function renderRunPageTags(id: string, page = 1) {
  const { value, tags } = await collectCacheTags(async () => {
    const { prelude } = await prerender(withProviders(await renderRunPage(id, page, "en")));
    return new Response(prelude).text();
  });
  return { html: value, tags };
}

/** The arena rank the run page's badge reads (GET /api/v1/runs/{id}/rank). */
async function fetchRank(id: string) {
  const response = await getRunRank(new Request(`http://arena.test/api/v1/runs/${id}/rank`), {
    params: Promise.resolve({ id }),
  });
  return { status: response.status, body: await response.json() };
}

describe("a run's page in the page cache", () => {
  beforeAll(() => truncateAll(process.env.DATABASE_URL!));

  it("is not cleared by a ranked upload of another run, and its rank is read apart", async () => {
    const contributor = await createTestUser();
    const ranked = await importRunBundle(seed(), { contributorId: contributor.id });
    const { html, tags } = await renderRunPageTags(ranked.id);
    expect(html).toContain("Qwen3.5-9B");
    expect(tags).toContain(`run:${ranked.id}`);
    // The site-wide tags: every ranked upload names them.
    for (const everywhere of ["ranks", "runs", "*"]) expect(tags).not.toContain(everywhere);
    expect(await fetchRank(ranked.id)).toEqual({ status: 200, body: { rank: 1 } });

    let other = "";
    const [payload] = await announced(async () => {
      other = (await importRunBundle(unrelatedRankedBundle(), { contributorId: null })).id;
    });
    const cleared = payload!.split(" ");
    expect(cleared).toEqual(expect.arrayContaining(["ranks", "runs", `run:${other}`]));
    expect(cleared.filter((tag) => tags.has(tag))).toEqual([]);
    // The badge reads the rank as it is now, with the other run counted.
    const own = await db.runFigures.findUniqueOrThrow({ where: { runId: ranked.id }, select: { score: true } });
    const higher = await db.runFigures.count({ where: { listed: true, score: { gt: own.score! } } });
    expect(await db.runFigures.count({ where: { runId: other, score: { not: null } } })).toBe(1);
    expect((await fetchRank(ranked.id)).body).toEqual({ rank: 1 + higher });
  });

  it("answers 404 for the rank of a run nobody may see", async () => {
    expect((await fetchRank("nosuchrun")).status).toBe(404);
  });

  it("shows a run of 10,000 measurements a page of 100 at a time; the export keeps them all", async () => {
    const { id } = await importRunBundle(buildLargestRunBundle(), { contributorId: null });
    const first = await renderRunPageTags(id);
    const measured = (html: string) => html.slice(html.indexOf('id="measurements"'), html.indexOf('id="source"'));
    const rows = (html: string) => measured(html).split('scope="row"').length - 1;
    expect(rows(first.html)).toBe(100);
    expect(first.html).toContain("Measurements 1–100 of 10,000");
    expect(first.html).toContain(`href="/runs/${id}?page=2#measurements"`);
    // Before paging, this page was 3.3 MB of HTML.
    expect(first.html.length).toBeLessThan(400_000);
    const last = await renderRunPageTags(id, 100);
    expect(rows(last.html)).toBe(100);
    expect(last.html).toContain("Measurements 9,901–10,000 of 10,000");
    expect(last.html).not.toContain("?page=101");
    await expect(renderRunPage(id, 101, "en")).rejects.toThrow();
    expect((await getRunForExport(id))?.measurements).toHaveLength(10_000);
  }, 60_000);
});
