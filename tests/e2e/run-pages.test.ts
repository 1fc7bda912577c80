/**
 * A run page shows its arena rank, read apart from the cached page, and the largest run an upload
 * may hold (10,000 measurements) a hundred at a time, with links between the pages.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, inject } from "vitest";
import { test } from "@/tests/support/browser-test";
import { buildLargestRunBundle } from "@/tests/support/largest-run-bundle";

const databaseUrl = inject("databaseUrl");

/** Imports the largest run with `npm run arena -- import`, as an operator does; its id. */
function importLargestRun(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "arena-largest-")), "run.json");
  writeFileSync(file, JSON.stringify(buildLargestRunBundle()));
  const output = execFileSync("npm", ["run", "--silent", "arena", "--", "import", file], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  return /imported: \/runs\/([a-z0-9]+)/.exec(output)?.[1] ?? "";
}

describe("run pages", () => {
  test("show the leader's arena rank once the page has loaded", async ({ page }) => {
    const board = await (await page.request.get("/api/v1/leaderboard")).json();
    const leader = board.rows[0];
    await page.goto(`/runs/${leader.runId}`);
    // After hydration: the page is rendered once and cached, the rank read from the API each visit.
    await page.getByText(`Rank ${leader.rank}`, { exact: true }).waitFor({ timeout: 15_000 });
    const rank = await (await page.request.get(`/api/v1/runs/${leader.runId}/rank`)).json();
    expect(rank).toEqual({ rank: leader.rank });
  });

  test("show 10,000 measurements a hundred at a time", async ({ page, skip }) => {
    if (!databaseUrl) skip("The site runs on an embedded database this test cannot import runs into.");
    const id = importLargestRun();
    const response = await page.request.get(`/runs/${id}`);
    expect((await response.text()).length).toBeLessThan(400_000);

    await page.goto(`/runs/${id}?page=abc`);
    const measurements = page.getByRole("region", { name: "All measurements" });
    const pager = measurements.getByRole("navigation", { name: "Pages of measurements" }).first();
    await expect.poll(() => pager.innerText()).toContain("Measurements 1–100 of 10,000");
    expect(await measurements.getByRole("table").getByRole("row").count()).toBe(101);

    await pager.getByRole("link", { name: "Next →" }).click();
    await page.waitForURL(`**/runs/${id}?page=2#measurements`);
    const second = page.getByRole("region", { name: "All measurements" }).getByRole("navigation").first();
    await expect.poll(() => second.innerText()).toContain("Measurements 101–200 of 10,000");
    expect(await second.getByRole("link", { name: "← Previous" }).getAttribute("href")).toBe(
      `/runs/${id}#measurements`,
    );

    const dir = path.join(process.cwd(), "test-results", "screenshots");
    mkdirSync(dir, { recursive: true });
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await second.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(dir, `run-measurements-pager-${width}.png`) });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      // what reaches past the screen, outside a box that scrolls on its own, to name it when it fails
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll("main *")]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .filter((element) => !element.closest(".table-wrap, pre"))
          .slice(0, 3)
          .map(
            (element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 60)}`,
          ),
      );
      expect(overflow, `the run page at ${width} px scrolls sideways: ${wide.join(" | ")}`).toBeLessThanOrEqual(0);
    }
    expect((await page.request.get(`/runs/${id}?page=101`)).status()).toBe(404);
  });
});
