import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { test } from "@/tests/support/browser-test";
import { saveScreenshot } from "@/tests/support/browser";

const table = (page: Page) =>
  page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Compare" }) });
const dataRows = (page: Page) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
const firstRowText = (page: Page) => dataRows(page).first().innerText();

/** The texts of one column, top to bottom (the development database may hold more runs than the seeds). */
async function column(page: Page, name: string): Promise<string[]> {
  const headers = await table(page).getByRole("columnheader").allInnerTexts();
  const index = headers.findIndex((header) => header.startsWith(name));
  expect(index).toBeGreaterThanOrEqual(0);
  const rows = await dataRows(page).all();
  return Promise.all(rows.map((row) => row.getByRole("cell").nth(index).innerText()));
}
/** Waits for the rows to follow the URL: the query fetches in the background, slower on a cold dev server. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });
const isSorted = (values: string[], dir: "asc" | "desc") =>
  values.every((value, i) => i === 0 || (dir === "asc" ? values[i - 1]! <= value : values[i - 1]! >= value));

describe("the leaderboard as a visitor uses it", () => {
  test("filters, sorts and switches to a per-test ranking, keeping the view in the URL, and exports it as CSV", async ({
    page,
  }) => {
    const reads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/v1/leaderboard") reads.push(request.url());
    });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Leaderboard" }).click();
    await page.waitForURL("**/leaderboard");
    // The page streams in after its loading state: wait for it rather than for the URL alone.
    await page.getByRole("heading", { level: 1, name: "Leaderboard" }).waitFor();
    await dataRows(page).first().waitFor();
    // The rows came with the page (the query's initial data): the browser does not read them again.
    await page.waitForLoadState("networkidle");
    expect(reads).toEqual([]);

    // Best score first, ranked; runs without a score (a matrix, or their own tests' figures) last.
    const total = await dataRows(page).count();
    expect(total).toBeGreaterThanOrEqual(3);
    await expect
      .poll(() => table(page).getByRole("columnheader", { name: "Score" }).getAttribute("aria-sort"))
      .toBe("descending");
    const scores = await column(page, "Score");
    expect(scores[0]).toBe("60.5");
    const unscored = (score: string) => score === "matrix only" || /t\/s/.test(score);
    const firstUnscored = scores.findIndex(unscored);
    expect(scores.indexOf("matrix only")).toBeGreaterThan(0);
    expect(scores.slice(firstUnscored).every(unscored)).toBe(true);
    expect((await column(page, "Rank"))[0]).toBe("1");

    // Sort by measurement date: newest first, then oldest first (dates are ISO, so text order is date order).
    const bestFirst = await firstRowText(page);
    await table(page).getByRole("button", { name: "Measured" }).click();
    await page.waitForURL(/sort=measuredAt/);
    await poll(async () => isSorted(await column(page, "Measured"), "desc")).toBe(true);
    // A view the page was not rendered with is read from the API.
    expect(reads.some((url) => url.includes("sort=measuredAt"))).toBe(true);
    expect(await firstRowText(page)).not.toBe(bestFirst);
    await expect
      .poll(() => table(page).getByRole("columnheader", { name: "Measured" }).getAttribute("aria-sort"))
      .toBe("descending");
    await table(page).getByRole("button", { name: "Measured" }).click();
    await page.waitForURL(/dir=asc/);
    await poll(async () => isSorted(await column(page, "Measured"), "asc")).toBe(true);
    expect(await firstRowText(page)).toContain("Qwen3.5-9B"); // seed 000, measured first
    await expect
      .poll(() => table(page).getByRole("columnheader", { name: "Measured" }).getAttribute("aria-sort"))
      .toBe("ascending");

    // Filter by precision: only AWQ runs are left, and the sort stays.
    await page.getByLabel("Precision").selectOption("AWQ 4-bit");
    await page.waitForURL(/precision=AWQ\+4-bit/);
    await poll(async () => (await column(page, "Precision")).every((value) => value === "AWQ 4-bit")).toBe(true);
    const filtered = await dataRows(page).count();
    expect(filtered).toBeLessThan(total);
    await expect.poll(() => table(page).innerText()).toContain("RTX 3090");
    expect(page.url()).toContain("sort=measuredAt");

    // The URL is the view: opened afresh, it shows the same rows on first paint.
    await page.reload();
    await dataRows(page).first().waitFor();
    await expect.poll(() => dataRows(page).count()).toBe(filtered);
    await expect.poll(() => page.getByLabel("Precision").inputValue()).toBe("AWQ 4-bit");

    await page.getByRole("link", { name: "Clear filters" }).click();
    await poll(() => dataRows(page).count()).toBe(total);
    expect(page.url()).not.toContain("precision=");

    // Per-test view: ranked by the Chat test's score, among runs where it counts (no matrix-only run).
    await page.getByLabel("Rank by").selectOption({ label: "Test 01 · Chat" });
    await page.waitForURL(/test=chat/);
    await poll(async () => (await table(page).getByRole("columnheader").allInnerTexts()).includes("Test score")).toBe(
      true,
    );
    await expect
      .poll(() => table(page).getByRole("columnheader", { name: "Test score" }).getAttribute("aria-sort"))
      .toBe("descending");
    const chatRows = await dataRows(page).count();
    expect(chatRows).toBeLessThanOrEqual(total - 2);
    const testScores = (await column(page, "Test score")).map(Number);
    expect(testScores).toEqual([...testScores].sort((a, b) => b - a));
    // Equal scores share a rank, the next one skips (1, 1, 3), as on every page. The column shows
    // scores rounded, so a row may take its position although its shown score equals the last one.
    const ranks = (await column(page, "Rank")).map(Number);
    expect(ranks[0]).toBe(1);
    for (const [i, rank] of ranks.entries()) {
      if (i === 0) continue;
      const tied = rank === ranks[i - 1] && testScores[i] === testScores[i - 1];
      expect(tied || rank === i + 1, `rank ${rank} in row ${i + 1}`).toBe(true);
    }
    expect(await column(page, "Tokens/s per user")).toContain("12.5");

    // The CSV link exports this view: a header row and every matching run.
    const href = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
    expect(href).toContain("test=chat");
    const response = await page.request.get(href!);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toMatch(/^rank,model,/);
    expect(lines).toHaveLength(1 + chatRows);
    expect(lines.some((line) => line.includes("Qwen3.5-9B,Alibaba,9,dense,BF16,DGX Spark"))).toBe(true);

    // A row leads to its model.
    await table(page).getByRole("link", { name: "Qwen3.5-9B", exact: true }).first().click();
    await page.waitForURL("**/models/qwen3-5-9b");
    await page.goBack();
    await page.waitForURL(/leaderboard\?test=chat/);
    await dataRows(page).first().waitFor();
    await saveScreenshot(page, "leaderboard-chat");
  });

  test("shows the quality against throughput chart and the top of the leaderboard on the home page", async ({
    page,
  }) => {
    await page.goto("/leaderboard");
    const chart = page.getByRole("figure").filter({ hasText: "further right is faster" });
    // Below the table: it loads when it comes near the screen.
    await page.getByRole("region", { name: "Quality against throughput" }).scrollIntoViewIfNeeded();
    await chart.locator(".recharts-scatter-symbol").first().waitFor();
    await expect.poll(() => chart.innerText()).toContain("Vendor quality mean (%)");
    // Its tooltip names the run's model, precision and hardware.
    await chart.locator(".recharts-scatter-symbol").first().hover();
    await poll(() => chart.innerText()).toContain("BF16 · DGX Spark");
    await expect.poll(() => chart.innerText()).toContain("Vendor quality: 76.6");
    // Ticking two runs offers to compare them.
    const boxes = page.getByRole("checkbox", { name: /^Compare / });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const compare = page.getByRole("link", { name: "Compare 2 selected runs" });
    await expect.poll(() => compare.getAttribute("href")).toMatch(/^\/compare\?runs=[^,]+,[^,]+$/);
    await saveScreenshot(page, "leaderboard");

    await page.goto("/");
    const top = page.getByRole("region", { name: "Top of the leaderboard" });
    const topRows = top.getByRole("row").filter({ has: page.getByRole("cell") });
    await topRows.first().waitFor();
    await expect.poll(() => topRows.count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => topRows.count()).toBeLessThanOrEqual(5);
    await expect.poll(() => topRows.first().innerText()).toMatch(/^1\s+Qwen3\.5-9B[\s\S]*60\.5/);
    await top.getByRole("link", { name: "The whole leaderboard" }).click();
    await page.waitForURL("**/leaderboard");
  });
});
