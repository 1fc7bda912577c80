/**
 * What the site tells a CDN or reverse proxy in front of it, and what it serves from its page
 * cache (docs/decisions/0007-page-cache.md): public pages and public API answers may be shared
 * briefly and carry an ETag (304 when it still matches); pages of a signed-in user are never
 * stored; a public page is rendered once, then served from memory; a leaderboard view is one
 * page whatever order its URL names the filters in.
 */
import { describe, expect, inject, it } from "vitest";
import { IMMUTABLE_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/i18n/locales";

const baseURL = inject("baseURL");
/** On the embedded database (no notifications between connections) pages are never cached. */
const cachesPages = inject("databaseUrl") !== "";

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseURL}${path}`, { headers, redirect: "manual" });

const PUBLIC_PAGES = [
  "/",
  "/leaderboard",
  "/leaderboard?sort=throughput",
  "/models",
  "/models/qwen3-5-9b",
  "/hardware",
  "/benchmarks",
  "/methodology",
  "/calculator",
  "/planner",
  "/planner?users=20&ttft=1.5",
  "/compare",
];

/**
 * Whether a request naming the page's ETag gets a 304. A page may change in between (an upload
 * of another test lands): then its ETag changed too, and it is asked again.
 */
async function revalidates(path: string): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const etag = (await get(path)).headers.get("etag")!;
    // As a browser revalidates. (Without a Cache-Control of its own, fetch() adds "no-cache",
    // which asks the server not to answer from what the client holds.)
    const again = await get(path, { "If-None-Match": etag, "Cache-Control": "max-age=0" });
    if (again.status === 304) return true;
    if (again.headers.get("etag") === etag) return false;
  }
  return false;
}

describe("HTTP caching", () => {
  it("lets a CDN share public pages briefly, with an ETag a revalidation answers 304 to", async () => {
    for (const path of PUBLIC_PAGES) {
      await get(path); // the first view renders the page; the answers after it are the cached one
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get("cache-control"), path).toBe(PUBLIC_CACHE_CONTROL);
      expect(page.headers.get("etag"), path).toBeTruthy();
      if (cachesPages) expect(await revalidates(path), path).toBe(true);
    }
  });

  it("never lets anyone store a page or answer that depends on who asks", async () => {
    for (const path of ["/signin", "/signup", "/upload", "/account/runs", "/admin/review"]) {
      expect((await get(path)).headers.get("cache-control"), path).toBe(PRIVATE_CACHE_CONTROL);
    }
    const me = await get("/api/v1/me");
    expect(me.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(await me.json()).toEqual({ user: null });
    expect((await get("/api/v1/leaderboard")).headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
  });

  it("answers every locale's pages alike, and lets nothing keep a page or API path not found", async () => {
    const privatePages = ["/signin", "/signup", "/upload", "/account/runs", "/admin/review"];
    for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
      const inLocale = (path: string) => (path === "/" ? `/${locale}` : `/${locale}${path}`);
      for (const path of [...PUBLIC_PAGES, "/getting-started", "/organizations", "/measurements"].map(inLocale)) {
        const page = await get(path);
        expect(page.status, path).toBe(200);
        expect(page.headers.get("cache-control"), path).toBe(PUBLIC_CACHE_CONTROL);
      }
      for (const path of privatePages.map(inLocale)) {
        expect((await get(path)).headers.get("cache-control"), path).toBe(PRIVATE_CACHE_CONTROL);
      }
    }
    for (const path of ["/no-such-page", "/ja/no-such-page", "/ja/no/such/page"]) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.headers.get("cache-control"), path).toBe(PRIVATE_CACHE_CONTROL);
    }
    for (const path of ["/api/no-such-endpoint", "/api/v1/no/such/endpoint"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("cache-control"), path).toBe(PRIVATE_CACHE_CONTROL);
      expect(await answer.json(), path).toEqual({ error: expect.stringContaining("No API endpoint"), issues: [] });
    }
    // A run that is not there (or is hidden) is a public page's address: kept 5 s at most, in any language.
    for (const path of ["/runs/no-such-run", "/ja/runs/no-such-run"]) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.headers.get("cache-control"), path).toBe(PUBLIC_CACHE_CONTROL);
    }
  });

  it("lets browsers keep the icons the pages link for good, at their hashed addresses only", async () => {
    const html = await (await get("/")).text();
    const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)].map((match) => match[1]!);
    expect(icons.length).toBeGreaterThan(0);
    for (const href of icons) {
      expect(href, "the link names the icon's hash").toMatch(/^\/[\w.-]+\?[\w.-]+$/);
      const icon = await get(href);
      expect(icon.status, href).toBe(200);
      expect(icon.headers.get("cache-control"), href).toBe(IMMUTABLE_CACHE_CONTROL);
      // The bare address (the manifest's, a browser's guess) may change: it is checked every time.
      const bare = await get(href.replace(/\?.*/, ""));
      expect(bare.status, href).toBe(200);
      expect(bare.headers.get("cache-control"), href).not.toContain("immutable");
    }
  });

  it("renders a public page once, then serves it from memory; like leaderboard views share it", async ({ skip }) => {
    if (!cachesPages) skip("The site runs on the embedded database, which does not deliver notifications");
    await get("/models");
    expect((await get("/models")).headers.get("x-nextjs-cache")).toBe("HIT");
    const view = await (await get("/leaderboard?sort=throughput&hardware=dgx-spark")).text();
    const same = await get("/leaderboard?hardware=dgx-spark&page=1&dir=desc&sort=throughput");
    expect(same.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(await same.text()).toBe(view);
  });
});
