/**
 * The admins' catalogue page (issue 27) in a browser at a laptop's width: it lists a curated
 * entry with its source, its tables fit the screen (every edit link on it), and the name filter
 * finds the entry.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { test } from "@/tests/support/browser-test";
import { saveScreenshot } from "@/tests/support/browser";
import { createAdminWithCli } from "@/tests/support/site-flows";

const databaseUrl = inject("databaseUrl");
const PASSWORD = "a-long-password-1";

async function signIn(page: Page, email: string) {
  await page.goto("/signin");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));
}

/** How far each table's content reaches past its box, in pixels (0 when it fits). */
const overflows = (page: Page) =>
  page.locator("main .table-wrap").evaluateAll((boxes) => boxes.map((box) => box.scrollWidth - box.clientWidth));

describe("the admins' catalogue page", () => {
  test("lists the RTX 4090 with its source, fits 1366 px and filters by name", async ({ page, skip }) => {
    if (!databaseUrl) skip("an admin is made with the CLI, which needs the site's database");
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, createAdminWithCli(databaseUrl, PASSWORD));
    await page.goto("/admin/catalogue");
    await page.getByRole("heading", { level: 1, name: "Catalogue" }).waitFor();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Catalogue" }).waitFor();
    expect(await overflows(page)).toEqual([0, 0]);
    await saveScreenshot(page, "admin-catalogue-1366");
    const edits = page.getByRole("link", { name: /^Edit / });
    for (const box of await edits.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(1366);
    }

    await page.getByRole("searchbox", { name: "Name", exact: true }).fill("RTX 4090");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL("**/admin/catalogue?q=RTX+4090");
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "RTX 4090", exact: true }) });
    await row.waitFor();
    const source = row.getByRole("link", { name: "nvidia.com" });
    expect(await source.getAttribute("href")).toBe(
      "https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/rtx-4090/",
    );
    expect(await row.innerText()).toContain("curated");
    expect(await row.innerText()).toContain("1,008");
  });
});
