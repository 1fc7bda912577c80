/**
 * The site in Japanese (issue 14): every translated page type at /ja/… shows none of the English
 * UI strings that have a translation (lib/i18n/messages), says so in <html lang>, names its
 * language alternates and its own canonical URL; the language switch keeps the page and its
 * query, both ways. Screenshots of every page type in both languages and themes.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { test } from "@/tests/support/browser-test";
import { saveScreenshot } from "@/tests/support/browser";
import { expectJapaneseOnly, findEnglish, inJapanese, readVisibleText } from "@/tests/support/japanese";

/** Page types translated so far; each is checked in Japanese. */
const TRANSLATED: Array<{ name: string; path: string; status?: number }> = [
  { name: "home", path: "/" },
  { name: "leaderboard", path: "/leaderboard" },
  { name: "leaderboard view", path: "/leaderboard?sort=throughput&test=chat" },
  { name: "models", path: "/models" },
  { name: "hardware", path: "/hardware" },
  { name: "organizations", path: "/organizations" },
  { name: "matrix-runs", path: "/matrix-runs" },
  { name: "measurements", path: "/measurements" },
  { name: "benchmarks", path: "/benchmarks" },
  { name: "signin", path: "/signin" },
  { name: "signup", path: "/signup" },
  { name: "not-found", path: "/no-such-page", status: 404 },
];

describe("the site in Japanese", () => {
  test.for(TRANSLATED)("shows $path in Japanese only", async ({ path, status = 200 }, { openPage }) => {
    await expectJapaneseOnly(await openPage({ allowConsoleErrors: status !== 200 }), path, status);
  });

  test("shows a hardware page and an organization page in Japanese only", async ({ page }) => {
    for (const index of ["/hardware", "/organizations"]) {
      await page.goto(`/ja${index}`);
      const href = await page.locator(`main a[href^="/ja${index}/"]`).first().getAttribute("href");
      expect(href, `a link from /ja${index}`).toBeTruthy();
      expect((await page.goto(href ?? ""))?.status()).toBe(200);
      expect(await page.locator("html").getAttribute("lang")).toBe("ja");
      expect(findEnglish(await readVisibleText(page)), href ?? "").toEqual([]);
    }
  });

  test("names its language alternates, and its own address as canonical", async ({ page }) => {
    await page.goto("/ja/leaderboard");
    const href = (selector: string) => page.locator(selector).first().getAttribute("href");
    expect(await href('link[rel="canonical"]')).toMatch(/\/ja\/leaderboard$/);
    expect(await href('link[rel="alternate"][hreflang="ja"]')).toMatch(/\/ja\/leaderboard$/);
    expect(await href('link[rel="alternate"][hreflang="en"]')).toMatch(/[^a]\/leaderboard$/);
    expect(await href('link[rel="alternate"][hreflang="x-default"]')).toMatch(/[^a]\/leaderboard$/);
    await page.goto("/leaderboard");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await href('link[rel="canonical"]')).toMatch(/[^a]\/leaderboard$/);
  });

  test("keeps the page and its query when switching language, both ways", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto("/leaderboard?sort=throughput");
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "日本語" }).click();
    await page.waitForURL(/\/ja\/leaderboard\?sort=throughput$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
    await page.getByRole("navigation", { name: "言語" }).getByRole("link", { name: "English" }).click();
    await page.waitForURL(/\/leaderboard\?sort=throughput$/);
    expect(new URL(page.url()).pathname).toBe("/leaderboard");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
  });

  test("answers /en/… with the unprefixed address", async ({ page }) => {
    await page.goto("/en/models");
    expect(new URL(page.url()).pathname).toBe("/models");
  });
});

/** Every page type, found from the home page's own links where it names a run, model or hardware. */
async function listPageTypes(page: Page): Promise<Array<{ name: string; path: string }>> {
  await page.goto("/");
  const first = async (prefix: string) =>
    (await page.locator(`main a[href^="${prefix}"]`).first().getAttribute("href")) ?? prefix;
  const run = await first("/runs/");
  return [
    { name: "home", path: "/" },
    { name: "leaderboard", path: "/leaderboard" },
    { name: "models", path: "/models" },
    { name: "model", path: await first("/models/") },
    { name: "run", path: run.replace(/\/matrix$/, "") },
    { name: "hardware", path: "/hardware" },
    { name: "hardware-page", path: await first("/hardware/") },
    { name: "organizations", path: "/organizations" },
    { name: "measurements", path: "/measurements" },
    { name: "matrix-runs", path: "/matrix-runs" },
    { name: "compare", path: "/compare" },
    { name: "calculator", path: "/calculator" },
    { name: "benchmarks", path: "/benchmarks" },
    { name: "getting-started", path: "/getting-started" },
    { name: "methodology", path: "/methodology" },
    { name: "api-docs", path: "/api-docs" },
    { name: "signin", path: "/signin" },
    { name: "signup", path: "/signup" },
    { name: "not-found", path: "/no-such-page" },
  ];
}

const SCREENS = (["light", "dark"] as const).flatMap((colorScheme) =>
  [390, 1366, 1920].map((width) => ({ colorScheme, width })),
);

describe("screenshots in both languages", () => {
  test.for(SCREENS)(
    "of every page type at $width px, $colorScheme",
    { timeout: 300_000 },
    async ({ colorScheme, width }, { openPage }) => {
      const pages = await listPageTypes(await openPage());
      const page = await openPage({ viewport: { width, height: 900 }, colorScheme, allowConsoleErrors: true });
      for (const { name, path } of pages) {
        for (const locale of ["en", "ja"]) {
          await page.goto(locale === "en" ? path : inJapanese(path));
          await page.locator("footer").waitFor();
          await saveScreenshot(page, `i18n-${name}-${locale}-${width}-${colorScheme}`);
        }
      }
    },
  );
});
