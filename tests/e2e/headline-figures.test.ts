/**
 * A llama-bench run (a Raspberry Pi 4's file, as its author published it) imported like any run: the
 * leaderboard, the home page's latest runs and its model page show its pp512 and tg128 beside their
 * names, on a phone and on a laptop, and its page says who, when, with what and how it was launched.
 * Screenshots of each page at 390, 1366 and 1920 px in light and dark land in test-results/screenshots.
 */
import { readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { saveScreenshot } from "@/tests/support/browser";
import { test } from "@/tests/support/browser-test";
import { importRunsWithCli } from "@/tests/support/site-flows";

const databaseUrl = inject("databaseUrl");
const FILE = "sensura-san-llm-bench-rpi4-llama3.2-1b-Q4_K_M.json";
const REAL_WORLD = "../shared/real-world";

/**
 * The file and its manifest as a contributor uploads them, dated today (the file's test_time and
 * the manifest's date both), so that the run is among the home page's latest whatever else the
 * site holds.
 */
function readBundle() {
  const manifest = JSON.parse(readFileSync(`${REAL_WORLD}/manifests.json`, "utf8"))[FILE];
  const today = new Date().toISOString().replace(/\.\d+Z$/, "Z");
  const content = readFileSync(`${REAL_WORLD}/${FILE}`, "utf8").replace(
    /"test_time": "[^"]+"/g,
    `"test_time": "${today}"`,
  );
  return { ...manifest, measuredAt: today, artifacts: [{ tool: "llama-bench", fileName: FILE, content }] };
}

/**
 * The figures, each beside its test's name, on screen: inside the viewport's width. A run list's
 * table scrolls sideways on a phone (`scroll`): the figure is brought into view as a visitor would.
 */
async function expectFiguresOnScreen(page: Page, row: Locator, width: number, scroll = false) {
  for (const [label, value] of [
    ["pp512", "11.86"],
    ["tg128", "4.47"],
  ] as const) {
    const figure = row.getByRole("listitem").filter({ has: page.getByRole("link", { name: label, exact: true }) });
    await expect.poll(() => figure.innerText()).toMatch(new RegExp(`${label}\\s+${value.replace(".", "\\.")}\\s*t/s`));
    if (scroll) await figure.scrollIntoViewIfNeeded();
    const box = await figure.boundingBox();
    expect(box, `${label} is rendered at ${width}`).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), `${label} fits ${width} px`).toBeLessThanOrEqual(width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe("a llama-bench run wherever it is listed", () => {
  test("shows pp512 and tg128 on the leaderboard, the home page and its model page", async ({ openPage, skip }) => {
    if (!databaseUrl) skip("The site runs on an embedded database this test cannot import into.");
    const [runId] = importRunsWithCli(databaseUrl, [readBundle()]);
    if (!runId) throw new Error("the import made no run");
    const runLink = `a[href$="/runs/${runId}"]`;
    const page = await openPage();
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });

      await page.goto("/leaderboard?q=Llama-3.2-1B");
      await page.getByRole("heading", { level: 1, name: "Leaderboard" }).waitFor();
      const boardRow = page.getByRole("row").filter({ has: page.locator(runLink) });
      await boardRow.waitFor();
      expect(await boardRow.innerText()).not.toContain("matrix only");
      await expectFiguresOnScreen(page, boardRow, width);

      await page.goto("/");
      const latest = page
        .getByRole("table", { name: "The newest measured runs" })
        .getByRole("row")
        .filter({
          has: page.locator(runLink),
        });
      await latest.waitFor();
      await expectFiguresOnScreen(page, latest, width, true);

      await page.goto("/models/llama-3-2-1b");
      await page.getByRole("heading", { level: 1, name: "Llama-3.2-1B" }).waitFor();
      expect(await page.locator("main").innerText()).not.toContain("speed matrices are below");
      const modelRow = page.getByRole("row").filter({ has: page.locator(runLink) });
      await expectFiguresOnScreen(page, modelRow, width, true);
    }

    // A figure's name leads to the ranking of that test alone.
    await page
      .getByRole("row")
      .filter({ has: page.locator(runLink) })
      .getByRole("link", { name: "tg128", exact: true })
      .click();
    await page.waitForURL(/\/measurements\?definition=llama-bench%3Atg&test=tg128/);
    const ranked = page.getByRole("table", { name: /Runs ranked by llama-bench/ });
    await expect.poll(() => ranked.locator(runLink).count()).toBe(1);

    // The run's own page: who, when, with what, and what is true of a CPU-only build.
    await page.goto(`/runs/${runId}`);
    const facts = page.getByRole("term");
    await page.getByRole("heading", { level: 2, name: "About this run" }).waitFor();
    const text = await page.locator("main").innerText();
    expect(await facts.allInnerTexts()).toEqual(
      expect.arrayContaining(["Uploaded by", "Measured", "Engine", "Memory", "Memory bandwidth"]),
    );
    expect(text).toContain("llama.cpp b7095");
    expect(text).toContain("8 GB unified memory");
    expect(text).toContain("llama-bench -m models/llama3.2-1b/llama3.2-1b-Q4_K_M.gguf -o json");
    expect(text).not.toContain("all (99)");
    expect(text).toContain("a CPU-only build");
    expect(text).not.toMatch(/No single-request decode was measured/i);
  });

  test("reads like a product at 390, 1366 and 1920 px in light and dark", { timeout: 600_000 }, async ({
    openPage,
    skip,
  }) => {
    if (!databaseUrl) skip("The site runs on an embedded database this test cannot import into.");
    const page = await openPage();
    await page.goto("/leaderboard?q=Llama-3.2-1B");
    const href = await page.locator('main a[href^="/runs/"]').first().getAttribute("href");
    if (!href) throw new Error("the leaderboard lists no Llama-3.2-1B run");
    const pages = [
      { name: "leaderboard", path: "/leaderboard" },
      { name: "home", path: "/" },
      { name: "model", path: "/models/llama-3-2-1b" },
      { name: "run", path: href },
      { name: "measurements", path: "/measurements?definition=llama-bench%3Atg&test=tg128" },
    ];
    for (const colorScheme of ["light", "dark"] as const) {
      const themed = await openPage({ colorScheme });
      for (const width of [390, 1366, 1920]) {
        await themed.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        for (const { name, path } of pages) {
          await themed.goto(path);
          await themed.locator("main h1").first().waitFor();
          expect(
            await themed.evaluate(() => document.documentElement.scrollWidth),
            `${path} at ${width}`,
          ).toBeLessThanOrEqual(width);
          await saveScreenshot(themed, `headline-${name}-${width}-${colorScheme}`);
        }
      }
    }
  });
});
