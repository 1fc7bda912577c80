/**
 * Light pages (issue 17), as a visitor's browser sees them: nothing moves while a page loads
 * (cumulative layout shift from the browser's own PerformanceObserver), charts are fetched only
 * when they come near the screen, and a page does not fetch the pages of its rows in advance.
 * `npm run lighthouse` measures the same on a full database; these keep it from coming back.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { test } from "@/tests/support/browser-test";
import { saveScreenshot } from "@/tests/support/browser";

const SCREENS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1366, height: 768 } },
] as const;

/** Records every layout shift not caused by input, from the first paint on (as CLS counts them). */
function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The sum of the layout shifts so far, once the page has loaded and the header's account links are in. */
async function layoutShift(page: Page): Promise<number> {
  await page.waitForLoadState("load");
  // The header reads who is signed in after hydration: its row is reserved, so this must not shift either.
  await page.getByRole("link", { name: "Sign in" }).first().waitFor({ state: "attached" });
  await page.waitForTimeout(500);
  return page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
}

describe("pages that stay still and load only what is on screen", () => {
  for (const screen of SCREENS) {
    test(`the leaderboard, home and a run's matrix do not shift while they load (${screen.name})`, async ({
      openPage,
    }) => {
      const page = await openPage({ viewport: screen.viewport });
      await recordLayoutShifts(page);
      await page.goto("/");
      expect(await layoutShift(page), "home").toBeLessThanOrEqual(0.02);
      const matrix = await page.getByRole("link", { name: "speed matrix" }).first().getAttribute("href");
      for (const path of ["/leaderboard", matrix!]) {
        await page.goto(path);
        expect(await layoutShift(page), path).toBeLessThanOrEqual(0.02);
      }
    });
  }

  test("the leaderboard's chart is fetched only when it comes near the screen", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1366, height: 768 } });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/leaderboard");
    await page.waitForLoadState("networkidle");
    const chart = page.getByRole("figure").filter({ hasText: "further right is faster" });
    expect(await page.locator(".recharts-wrapper").count()).toBe(0);
    const beforeScroll = scripts.length;

    await page.getByRole("region", { name: "Quality against throughput" }).scrollIntoViewIfNeeded();
    await chart.locator(".recharts-scatter-symbol").first().waitFor();
    // The chart's code came with the scroll, not with the page.
    expect(scripts.length).toBeGreaterThan(beforeScroll);
    await saveScreenshot(page, "light-leaderboard-chart-after-scroll");
  });

  test("the home page fetches no run, model or hardware page in advance", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1366, height: 1400 } });
    const prefetched: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has("_rsc") && /^\/(runs|models|hardware)\//.test(url.pathname))
        prefetched.push(url.pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // The rows' links are on screen (the top runs and the newest runs) ...
    expect(await page.locator('main a[href^="/runs/"]').count()).toBeGreaterThan(0);
    // ... and are fetched when followed, not while the page loads.
    expect(prefetched).toEqual([]);
  });
});
