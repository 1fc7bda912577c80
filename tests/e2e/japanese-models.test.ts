/**
 * The models area in Japanese (issue 14): a model's page, its engine-version history and one
 * setup's, a comparison of two runs, the decode calculator, the capacity planner and the reports
 * show no English UI string that has a translation; a calculation and a planner question work in
 * Japanese. Screenshots at a phone's and a laptop's width.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { saveScreenshot } from "@/tests/support/browser";
import { test } from "@/tests/support/browser-test";
import { expectJapaneseOnly, findEnglish, inJapanese } from "@/tests/support/japanese";

/** The first link in the page's main content whose address starts with `prefix`. */
async function findHref(page: Page, prefix: string): Promise<string> {
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute("href");
  if (!href) throw new Error(`no link to ${prefix}… on ${page.url()}`);
  return href;
}

/** The id of the run in the home page's row that names this hardware. */
async function findRunId(page: Page, hardware: string): Promise<string> {
  const hrefs = await page
    .getByRole("row")
    .filter({ hasText: hardware })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const id = hrefs.map((href) => href.match(/^\/runs\/([a-z0-9]+)$/i)?.[1]).find(Boolean);
  if (!id) throw new Error(`no run link in the ${hardware} row`);
  return id;
}

/** Screenshots at a phone's and a laptop's width: Japanese has no spaces to wrap long labels at. */
async function shootWidths(page: Page, name: string): Promise<void> {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(page, `${name}-${width}`);
  }
}

/**
 * What the site itself says on a report page or list, without what contributors wrote (titles,
 * summaries, the Markdown body), which is in the language they wrote it in.
 */
const readSiteText = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector("main")?.cloneNode(true) as HTMLElement | undefined;
    if (!main) return "";
    const contributed = "h1, h3, .lead, li > p.muted, article > div > div";
    for (const element of main.querySelectorAll(contributed)) element.remove();
    document.body.append(main);
    const text = main.innerText;
    main.remove();
    return text;
  });

describe("the models area in Japanese", () => {
  test("shows a model page and its engine-version history in Japanese only", async ({ page }) => {
    await page.goto("/");
    const model = await findHref(page, "/models/");
    await expectJapaneseOnly(page, model);
    await page.getByRole("region", { name: "このモデルのすべてのラン" }).waitFor();
    await expectJapaneseOnly(page, `${model}/history`);
  });

  test("shows a setup's engine-version history in Japanese only", async ({ page }) => {
    await page.goto("/");
    const model = await findHref(page, "/models/");
    await page.goto(inJapanese(`${model}/history`));
    await page.getByRole("heading", { level: 1, name: /のエンジンバージョン別の推移$/ }).waitFor();
    // The history links name the setup's view; the English or the Japanese address of it.
    const setup = await page.locator(`main a[href*="${model}/history?"]`).first().getAttribute("href");
    expect(setup, "a setup's history link").toBeTruthy();
    await expectJapaneseOnly(page, (setup ?? "").replace(/^\/ja/, ""));
    await page.getByRole("heading", { level: 1, name: / 上の / }).waitFor();
  });

  test("compares two runs in Japanese", async ({ page }) => {
    await page.goto("/");
    const a = await findRunId(page, "DGX Spark");
    const b = await findRunId(page, "H200 NVL");
    await expectJapaneseOnly(page, "/compare");
    await expectJapaneseOnly(page, `/compare?runs=${a},${b}`);
    await page.getByRole("heading", { level: 1, name: "ランを比較" }).waitFor();
    await expect.poll(() => page.getByRole("columnheader", { name: "Δ tok/s (A 比)" }).isVisible()).toBe(true);
    // Rotating the baseline stays in Japanese.
    await page.getByRole("link", { name: "基準を入れ替える" }).first().click();
    await page.waitForURL(new RegExp(`/ja/compare\\?runs=${b},${a}$`));
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
    await shootWidths(page, "ja-compare-two-runs");
  });

  test("works out a decode ceiling in Japanese", async ({ page }) => {
    await expectJapaneseOnly(page, "/calculator");
    await page.getByLabel("測定済みのハードウェア").selectOption({ label: "RTX 3090" });
    await expect.poll(() => page.getByLabel("メモリ帯域幅 (GB/s)").inputValue()).toBe("936");
    await page.getByLabel("測定済みのモデル").selectOption({ label: "Qwen3.5-4B" });
    await page.getByLabel("精度").selectOption("AWQ 4-bit");
    const ceiling = page.getByRole("region", { name: "デコード上限" });
    await ceiling.getByText("468.0", { exact: true }).waitFor();
    const runs = page.getByRole("region", { name: "この組み合わせの実測ラン" });
    await runs.getByRole("row").filter({ hasText: "182.7 tok/s" }).waitFor();
    await expect.poll(() => runs.locator("caption").innerText()).toContain("RTX 3090 上の Qwen3.5-4B (AWQ 4-bit)");
    expect(findEnglish(await page.locator("main").innerText())).toEqual([]);
    expect(page.url()).toMatch(/\/ja\/calculator\?hardware=rtx-3090/);
    await shootWidths(page, "ja-calculator");
  });

  test("answers a capacity question in Japanese", async ({ page }) => {
    await expectJapaneseOnly(page, "/planner");
    const form = page.getByRole("form", { name: "キャパシティの条件" });
    await form.getByLabel("同時ユーザー数").fill("20");
    await form.getByLabel("リクエストあたりのコンテキスト (トークン)").fill("8192");
    await form.getByLabel("最初のトークンまでの時間の上限 (秒)").fill("2");
    await form.getByLabel("ユーザーあたりの速度の下限 (tok/s)").fill("20");
    await form.getByRole("button", { name: "構成を探す" }).click();
    await page.waitForURL(/\/ja\/planner\?users=20/);
    const meeting = page.getByRole("region", { name: "目標を満たす構成" });
    await expect.poll(() => meeting.innerText()).toContain("同時 32 · コンテキスト 8K · マトリクスのセル");
    expect(await meeting.innerText()).toContain("H200 NVL");
    const misses = page.getByRole("region", { name: "この負荷で測定済みだが目標に届かない構成" });
    expect(await misses.innerText()).toContain("最初のトークンが遅すぎる");
    expect(findEnglish(await page.locator("main").innerText())).toEqual([]);
    await shootWidths(page, "ja-planner");
    await expectJapaneseOnly(page, new URL(page.url()).pathname.replace(/^\/ja/, "") + new URL(page.url()).search);
  });

  test("shows the reports and a report in Japanese, around what their authors wrote", async ({ page }) => {
    // Titles, summaries and bodies are the contributors' own words: the site's words around them are checked.
    const response = await page.goto(inJapanese("/reports"));
    expect(response?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
    await page.getByRole("heading", { level: 1, name: "レポート" }).waitFor();
    expect(findEnglish(await readSiteText(page))).toEqual([]);
    await expect.poll(() => page.locator("main").innerText()).toContain("著者: Inference Arena");
    const report = await page.locator('main li a[href^="/ja/reports/"]').first().getAttribute("href");
    if (!report) throw new Error("no report in the list");
    expect((await page.goto(report))?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
    const card = page.getByRole("complementary", { name: "ラン: Qwen3.5-9B BF16" });
    await expect.poll(() => card.innerText()).toContain("適合スコア");
    await page.getByRole("figure", { name: /^ユーザーあたりの毎秒トークン数、/ }).waitFor();
    expect(findEnglish(await readSiteText(page))).toEqual([]);
    await page.getByRole("heading", { level: 2, name: "履歴" }).waitFor();
    await shootWidths(page, "ja-report");
  });
});
