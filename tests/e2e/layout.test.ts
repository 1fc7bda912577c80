/**
 * Tables that fit the screen: at a phone's, a laptop's (1366 px) and a desktop's width, the leaderboard's key
 * columns and every row's compare box and model link are on screen without scrolling sideways, and on a phone
 * the first ranked row is on the first screen (the filters fold behind a button).
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { test } from "@/tests/support/browser-test";
import { saveScreenshot } from "@/tests/support/browser";

const SCREENS = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 768 },
  { name: "desktop", width: 1920, height: 1080 },
] as const;
const KEY_COLUMNS = ["Compare", "Rank", "Model", "Hardware", "Precision", "Score", "Throughput tok/s"];

// CSS locators for the rows: on a phone each row is a card, and the header row is out of sight.
const leaderboardRows = (page: Page) =>
  page.locator("table", { has: page.locator("th", { hasText: "Compare" }) }).locator("tbody tr");

/** Where an element sits across the viewport, and whether it fits within [0, width]. */
async function horizontalFit(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  expect(box, "the element is rendered").not.toBeNull();
  return {
    left: Math.round(box!.x),
    right: Math.round(box!.x + box!.width),
    fits: box!.x >= 0 && box!.x + box!.width <= width,
  };
}

async function expectRowsWithinViewport(page: Page, width: number) {
  const rows = await leaderboardRows(page).all();
  expect(rows.length).toBeGreaterThanOrEqual(3);
  for (const row of rows) {
    const compare = row.getByRole("checkbox", { name: /^Compare / });
    const model = row.getByRole("link").first();
    expect(await model.getAttribute("href")).toMatch(/^\/models\//);
    expect(await horizontalFit(compare, width)).toMatchObject({ fits: true });
    expect(await horizontalFit(model, width)).toMatchObject({ fits: true });
  }
}

describe("the leaderboard fits the screen", () => {
  for (const screen of SCREENS) {
    test(`at ${screen.width} px: key columns, compare boxes and model links on screen, in light and dark`, async ({
      openPage,
    }) => {
      for (const colorScheme of ["light", "dark"] as const) {
        const page = await openPage({ viewport: { width: screen.width, height: screen.height }, colorScheme });
        await page.goto("/leaderboard");
        await leaderboardRows(page).first().waitFor();
        await saveScreenshot(page, `layout-leaderboard-${screen.width}-${colorScheme}`);

        // The page itself never scrolls sideways.
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth).toBeLessThanOrEqual(screen.width);

        if (screen.name === "phone") {
          // The first ranked row on the first screen: its rank, model and score at least; the filters behind a button.
          const first = leaderboardRows(page).first();
          for (const part of [
            first.locator("td").nth(1),
            first.getByRole("link").first(),
            first.locator("td[data-label=Score]"),
          ]) {
            const box = await part.boundingBox();
            expect(box!.y + box!.height).toBeLessThanOrEqual(screen.height);
          }
          expect(await page.getByLabel("Precision").isVisible()).toBe(false);
          await page.getByText("Filters", { exact: true }).click();
          await expect.poll(() => page.getByLabel("Precision").isVisible()).toBe(true);
          // Touch targets of at least 24 px: the compare box's label and the model link.
          const row = leaderboardRows(page).first();
          const target = await row.locator("label").boundingBox();
          expect(Math.min(target!.width, target!.height)).toBeGreaterThanOrEqual(24);
          expect((await row.getByRole("link").first().boundingBox())!.height).toBeGreaterThanOrEqual(24);
        } else {
          const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Compare" }) });
          for (const name of KEY_COLUMNS) {
            const header = table.getByRole("columnheader", { name, exact: false }).first();
            expect({ name, ...(await horizontalFit(header, screen.width)) }).toMatchObject({ name, fits: true });
          }
          expect(await page.getByLabel("Precision").isVisible()).toBe(true);
          // Rows link to their hardware.
          expect(await leaderboardRows(page).first().locator('a[href^="/hardware/"]').count()).toBe(1);
        }
        await expectRowsWithinViewport(page, screen.width);
      }
    });
  }

  test("the matrix page's measurements keep their columns on screen at 1366 px", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1366, height: 768 } });
    await page.goto("/");
    await page.getByRole("row").filter({ hasText: "H200 NVL" }).getByRole("link", { name: "speed matrix" }).click();
    await page.waitForURL("**/matrix");
    const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Measured for" }) });
    for (const header of await table.getByRole("columnheader").all()) {
      const fit = await horizontalFit(header, 1366);
      expect({ header: await header.innerText(), ...fit }).toMatchObject({ fits: true });
    }
    await saveScreenshot(page, "layout-matrix-1366");
  });
});
