/**
 * The documentation pages in Japanese (issue 14): the methodology, getting started and the API
 * reference at /ja/… show none of the English UI strings that have a translation, and the
 * getting-started form builds the suite's commands from what is typed in its Japanese labels.
 * Screenshots of each page at a phone's and a laptop's width.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { saveScreenshot } from "@/tests/support/browser";
import { test } from "@/tests/support/browser-test";
import { expectJapaneseOnly } from "@/tests/support/japanese";

/**
 * What a page shows in English by rule, left out of the check: `code` holds API field names,
 * types, JSON and commands, which stay as they are and often contain an English word of the
 * catalogues ("servedModel", "LeaderboardPage").
 */
const PAGES = [
  { name: "methodology", path: "/methodology", unchecked: null },
  { name: "getting-started", path: "/getting-started", unchecked: null },
  { name: "api-docs", path: "/api-docs", unchecked: "main code" },
];

/** Hides `selector` on every page `page` opens from now on, before the page's own scripts run. */
async function hideFromCheck(page: Page, selector: string): Promise<void> {
  await page.addInitScript((css: string) => {
    document.addEventListener("DOMContentLoaded", () => {
      const style = document.createElement("style");
      style.textContent = css;
      document.head.append(style);
    });
  }, `${selector} { display: none !important; }`);
}

describe("the documentation in Japanese", () => {
  test.for(PAGES)("shows $path in Japanese only", async ({ path, unchecked }, { page }) => {
    if (unchecked) await hideFromCheck(page, unchecked);
    await expectJapaneseOnly(page, path);
  });

  test("keeps the methodology's anchors and works the example through in Japanese", async ({ page }) => {
    await page.goto("/ja/methodology");
    await page.getByRole("navigation", { name: "このページの内容" }).getByRole("link", { name: "適合スコア" }).click();
    await page.waitForURL("**/ja/methodology#score");
    const example = page.getByRole("region", { name: /適合スコア/ }).getByRole("complementary");
    const text = await example.innerText();
    expect(text).toContain("スコア 60.5");
    expect(text).toMatch(/保存されたスコア:\s*60\.5/);
    expect(text).toContain("保存済みの数値と一致");
    expect(text).not.toContain("保存済みの数値と不一致");
  });

  test("builds the suite's commands from what is typed in the Japanese form", async ({ page }) => {
    await page.goto("/ja/getting-started");
    const suite = page.getByLabel("あなたのサーバー用の標準スイート");
    await expect.poll(() => suite.innerText()).toContain("--base-url http://localhost:8000/v1");
    await page.getByLabel("サーバー URL").fill("http://gpu-box:8001");
    await page.getByLabel("提供モデル名").fill("qwen-coder");
    await page.getByLabel("API キーの変数").fill("BOX_KEY");
    await expect.poll(() => suite.innerText()).toContain('--api-key "$BOX_KEY"');
    const text = await suite.innerText();
    expect(text).toContain("--base-url http://gpu-box:8001/v1");
    expect(text).toContain("--model qwen-coder");
    await page.getByLabel("API キーの変数").fill("not a name");
    await expect.poll(() => page.getByText("変数名ではありません").isVisible()).toBe(true);
    await expect
      .poll(() => page.getByLabel("GPU マシンからアップロード").innerText())
      .toContain(`${new URL(page.url()).origin}/upload.sh`);
  });

  test.for([390, 1366])("fits each page at %i px", async (width, { openPage }) => {
    const page = await openPage({ viewport: { width, height: 900 } });
    for (const { name, path } of PAGES) {
      await page.goto(`/ja${path}`);
      await page.locator("footer").waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      await saveScreenshot(page, `ja-${name}-${width}`);
    }
  });
});
