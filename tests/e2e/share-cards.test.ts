/**
 * What a shared link and a search engine read: a run page's share card and its image, the
 * leaderboard's canonical URL whatever its paging, noindex on sign-in, robots.txt, the sitemap and
 * the feed (issue 17).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject } from "vitest";
import { saveScreenshot } from "@/tests/support/browser";
import { test } from "@/tests/support/browser-test";

const baseURL = inject("baseURL");
const get = (pathOrUrl: string) =>
  fetch(new URL(new URL(pathOrUrl, baseURL).pathname + new URL(pathOrUrl, baseURL).search, baseURL));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The newest listed run, from the site-wide feed. */
async function findNewestRunId(): Promise<string> {
  const feed = await get("/feed.xml");
  expect(feed.status).toBe(200);
  expect(feed.headers.get("content-type")).toContain("application/atom+xml");
  const id = /<entry>[\s\S]*?\/runs\/([^"/]+)"/.exec(await feed.text())?.[1];
  expect(id).toBeTruthy();
  return id!;
}

describe("share cards and discovery", () => {
  test("a run page carries its card, and the card's image is a PNG", async ({ page }) => {
    const runId = await findNewestRunId();
    await page.goto(`/runs/${runId}`);
    const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
    const ogImage = await meta('meta[property="og:image"]');
    expect(ogImage).toMatch(new RegExp(`^https?://[^/]+/runs/${runId}/share.png`));
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await meta('meta[name="twitter:image"]')).toBe(ogImage);
    const title = await page.title();
    expect(await meta('meta[property="og:title"]')).toBe(title.replace(/ · Inference Arena$/, ""));
    expect(await meta('meta[name="description"]')).toMatch(/measured \d{4}-\d{2}-\d{2}/);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`/runs/${runId}$`));

    const image = await get(ogImage!);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    const dir = path.join(process.cwd(), "test-results", "screenshots");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "share-card-run.png"), bytes);

    // Structured data: the run as a Dataset with its JSON export as a download.
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const dataset = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Dataset");
    expect(dataset.distribution.map((d: { contentUrl: string }) => new URL(d.contentUrl).pathname)).toContain(
      `/runs/${runId}/export.json`,
    );
    await saveScreenshot(page, "share-cards-run-page");
  });

  test("the leaderboard's pages and filters name /leaderboard as canonical", async ({ page }) => {
    for (const view of ["/leaderboard?page=2", "/leaderboard?sort=throughput", "/leaderboard"]) {
      await page.goto(view);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname + new URL(canonical!).search, view).toBe("/leaderboard");
    }
    const leaderboardImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    const image = await get(leaderboardImage!);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
  });

  test("sign-in is kept out of search engines; public pages are not", async ({ page }) => {
    await page.goto("/signin");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await page.goto("/models");
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
  });

  test("robots.txt names the sitemap, which lists the newest run", async () => {
    const runId = await findNewestRunId();
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    const sitemapUrl = /Sitemap: (\S+)/.exec(robots)?.[1];
    expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
    const sitemap = await get(sitemapUrl!);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain(`/runs/${runId}</loc>`);
  });
});
