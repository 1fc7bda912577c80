/**
 * The run pages in Japanese (issue 14): a seed run's page with its suite profile, a run's speed
 * matrix and the benchmark suite show none of the English UI strings that have a translation;
 * the matrix's heatmap switch and table sorting work in Japanese. Screenshots at a phone's and a
 * laptop's width.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { test } from "@/tests/support/browser-test";
import { saveScreenshot, scrollThroughPage } from "@/tests/support/browser";
import { expectJapaneseOnly, findEnglish, inJapanese, readVisibleText } from "@/tests/support/japanese";

/** Seed 000's run, with the suite's tests, from its model's profile (as tests/e2e/seed-pages.test.ts finds it). */
async function findRunPath(page: Page): Promise<string> {
  await page.goto("/models/qwen3-5-9b");
  const link = page.getByRole("navigation", { name: "Related" }).getByRole("link", { name: /^Run · source data/ });
  const href = await link.getAttribute("href");
  expect(href, "the run linked from its model's profile").toMatch(/^\/runs\/[^/]+$/);
  return href ?? "";
}

/** The H200 NVL run's speed matrix, as tests/e2e/matrix.test.ts finds it. */
async function findMatrixPath(page: Page): Promise<string> {
  await page.goto("/");
  const link = page.getByRole("row").filter({ hasText: "H200 NVL" }).getByRole("link", { name: "speed matrix" });
  const href = await link.first().getAttribute("href");
  expect(href, "a speed matrix linked from /").toMatch(/^\/runs\/[^/]+\/matrix$/);
  return href ?? "";
}

describe("the run pages in Japanese", () => {
  test("shows a matrix run's page in Japanese only", async ({ page }) => {
    await expectJapaneseOnly(page, (await findMatrixPath(page)).replace(/\/matrix$/, ""));
    await expect.poll(() => page.getByRole("heading", { name: "速度マトリクス" }).count()).toBe(1);
    await scrollThroughPage(page);
    expect(findEnglish(await readVisibleText(page))).toEqual([]);
  });

  test("shows seed 000's run page in Japanese, but for the English its data and reports hold", async ({ page }) => {
    const path = await findRunPath(page);
    await page.goto(inJapanese(path));
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
    const main = page.locator("main");
    await expect.poll(() => main.getByRole("heading", { name: /テストスイート · 11件のベンチマーク/ }).count()).toBe(1);
    await expect.poll(() => main.getByRole("heading", { name: "チャット", exact: true }).count()).toBe(1);
    await expect.poll(() => main.getByRole("columnheader", { name: "他のランの中央値" }).count()).toBe(1);
    expect(await page.title()).toContain("（DGX Spark）");
    // Charts draw their axes in Japanese when they come into view.
    await scrollThroughPage(page);
    // The notes are written from the run's figures in Japanese, the summary sentence too.
    const notes = main.getByRole("region", { name: /このランについてのメモ/ });
    await expect.poll(() => notes.getByRole("heading", { name: "同時10リクエストでのチャット" }).count()).toBe(1);
    expect(await notes.innerText()).toContain("11件中11件のテスト");
    expect(await main.locator("header .lead").last().innerText()).toContain("チャットテストでは、同時10リクエストで");
    // In English with the run: the tools' own definitions of their figures (lib/measurements) and
    // the reports that discuss it (another area, not translated yet).
    await page.evaluate(() => {
      const data = 'section[aria-labelledby="reports"], .measurement-group > p';
      for (const element of document.querySelectorAll(data)) element.remove();
    });
    expect(findEnglish(await readVisibleText(page)), path).toEqual([]);
  });

  test("shows a run's speed matrix in Japanese only", async ({ page }) => {
    const path = await findMatrixPath(page);
    await expectJapaneseOnly(page, path);
    await scrollThroughPage(page);
    expect(findEnglish(await readVisibleText(page)), path).toEqual([]);
  });

  test("shows the benchmark suite in Japanese only", async ({ page }) => {
    await expectJapaneseOnly(page, "/benchmarks");
    await expect.poll(() => page.getByRole("heading", { name: "チャット", exact: true }).count()).toBe(1);
  });

  test("switches the heatmap and sorts the measurements in Japanese", async ({ page }) => {
    const path = await findMatrixPath(page);
    await page.goto(inJapanese(path));
    const heatmap = page.getByRole("table", { name: /行はコンテキスト長、列は同時リクエスト数/ });
    await expect.poll(() => page.getByRole("radio", { name: "合計 tok/s" }).isChecked()).toBe(true);
    await expect.poll(() => page.locator("main").innerText()).toContain("合計 tok/sは高いほど良好です");

    await page.getByRole("radio", { name: "TTFT" }).check();
    await expect.poll(() => heatmap.locator("caption").innerText()).toMatch(/^TTFT · 行はコンテキスト長/);
    await expect.poll(() => page.locator("main").innerText()).toContain("TTFTは低いほど良好です");
    const cell = heatmap.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "8K", exact: true }) });
    await expect.poll(() => cell.getByRole("cell").first().getAttribute("title")).toMatch(/^コンテキスト 8K × 同時1/);

    const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "測定時間" }) });
    const ttft = table.getByRole("columnheader", { name: "TTFT" });
    await expect.poll(() => ttft.getAttribute("aria-sort")).toBe("none");
    await table.getByRole("button", { name: "TTFT" }).click();
    await expect.poll(() => ttft.getAttribute("aria-sort")).toBe("ascending");
    expect(await table.getByRole("row").nth(1).innerText()).toMatch(/^持続デコード\s+8K\s+1\s/);
  });
});

describe("screenshots of the run pages in Japanese", () => {
  test.for([{ width: 390 }, { width: 1366 }])("at $width px", { timeout: 120_000 }, async ({ width }, { openPage }) => {
    const finder = await openPage();
    const pages = [
      { name: "run", path: await findRunPath(finder) },
      { name: "matrix", path: await findMatrixPath(finder) },
    ];
    const page = await openPage({ viewport: { width, height: 900 } });
    for (const { name, path } of pages) {
      await page.goto(inJapanese(path));
      await scrollThroughPage(page);
      await saveScreenshot(page, `i18n-runs-${name}-ja-${width}`);
      // Nothing wider than the screen: Japanese has no spaces to wrap at.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} at ${width}`,
      ).toBeLessThanOrEqual(width);
    }
  });
});
