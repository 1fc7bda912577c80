import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { test } from "@/tests/support/browser-test";
import { saveScreenshot, waitForHydration } from "@/tests/support/browser";
import { openAccountMenu, signUpFromUpload } from "@/tests/support/site-flows";

const NEW_PAGES = [
  { link: "Organizations", path: "/organizations", heading: "Organizations", shot: "organizations" },
  { link: "Matrix runs", path: "/matrix-runs", heading: "Matrix runs", shot: "matrix-runs" },
  { link: "Getting started", path: "/getting-started", heading: "Getting started", shot: "getting-started" },
];
const WIDTHS = [390, 1366, 1920];

/** The vertical middles of the header's visible parts: the wordmark, every main link, the account menu. */
async function headerRowCentres(page: Page): Promise<number[]> {
  const header = page.getByRole("banner");
  const parts = [
    header.getByRole("link", { name: "Inference Arena, home" }),
    ...(await header.getByRole("navigation", { name: "Main" }).getByRole("link").all()),
    header.getByRole("navigation", { name: "Account" }),
  ];
  return Promise.all(
    parts.map(async (part) => {
      const box = await part.boundingBox();
      if (!box) throw new Error("A part of the header is not rendered");
      return box.y + box.height / 2;
    }),
  );
}

describe("the header's navigation", () => {
  test.for(NEW_PAGES)(
    "links to $path, which answers 200 with its heading",
    async ({ link, path, heading }, { page }) => {
      await page.setViewportSize({ width: 1366, height: 800 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.goto("/");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link, exact: true }).click();
      await page.waitForURL(`**${path}`);
      await expect.poll(() => page.getByRole("heading", { level: 1, name: heading }).isVisible()).toBe(true);
    },
  );

  test("fits in one line at 1366 px signed in, with the account links in a dropdown", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    const handle = `nav-${randomBytes(3).toString("hex")}`;
    await signUpFromUpload(page, handle, "a-long-password-1");
    await page.goto("/leaderboard");
    const account = page.getByRole("navigation", { name: "Account" });
    await account.getByText(`@${handle}`).waitFor();
    const [wordmark, ...others] = await headerRowCentres(page);
    expect(others.length).toBeGreaterThanOrEqual(11);
    // One line: every part's middle within a few pixels of the wordmark's.
    for (const centre of others) expect(Math.abs(centre - (wordmark ?? Number.NaN))).toBeLessThan(6);
    const header = await page.getByRole("banner").boundingBox();
    expect(header?.height).toBeLessThan(64);
    await page.getByRole("banner").screenshot({ path: "test-results/screenshots/header-signed-in-1366-light.png" });

    await openAccountMenu(page);
    for (const name of ["Upload", "Your runs", "Tokens"]) {
      await expect.poll(() => account.getByRole("link", { name }).isVisible()).toBe(true);
    }
    await expect.poll(() => account.getByRole("button", { name: "Sign out" }).isVisible()).toBe(true);
    expect(await account.getByRole("link", { name: "Review" }).count()).toBe(0);
    await saveScreenshot(page, "header-account-menu-1366");
    await account.getByRole("link", { name: "Your runs" }).click();
    await page.waitForURL("**/account/runs");
    // The chosen link closed the menu.
    await expect.poll(() => account.getByRole("link", { name: "Tokens" }).isVisible()).toBe(false);
  });

  test("opens the links from a menu button at 390 px, by keyboard too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const organizations = nav.getByRole("link", { name: "Organizations" });
    await expect.poll(() => organizations.isVisible()).toBe(false);
    const menu = page.getByRole("banner").getByText("Menu", { exact: true });
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => organizations.isVisible()).toBe(true);
    await saveScreenshot(page, "header-menu-open-390");
    await organizations.click();
    await page.waitForURL("**/organizations");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Organizations" }).isVisible()).toBe(true);
    await expect.poll(() => organizations.isVisible()).toBe(false);
  });

  test("builds the suite's commands from what a contributor types", async ({ page }) => {
    await page.goto("/getting-started");
    const suite = page.getByLabel("The standard suite for your server");
    await expect.poll(() => suite.innerText()).toContain("--base-url http://localhost:8000/v1");
    await waitForHydration(page.getByLabel("Server URL"));
    await page.getByLabel("Server URL").fill("http://gpu-box:8001");
    await page.getByLabel("Served model name").fill("qwen-coder");
    await page.getByLabel("API key variable").fill("BOX_KEY");
    await expect.poll(() => suite.innerText()).toContain('--api-key "$BOX_KEY"');
    const text = await suite.innerText();
    expect(text).toContain("--base-url http://gpu-box:8001/v1");
    expect(text).toContain("--model qwen-coder");
    expect(text).not.toContain("localhost:8000");
    await expect
      .poll(() => page.getByLabel("Upload from the GPU box").innerText())
      .toContain(`${new URL(page.url()).origin}/upload.sh`);
  });

  test("narrows the matrix runs to a hardware", async ({ page }) => {
    await page.goto("/matrix-runs");
    await expect.poll(() => page.locator("main tbody tr").count()).toBeGreaterThanOrEqual(2);
    await page.getByLabel("Hardware").selectOption({ label: "RTX 3090" });
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((url) => url.pathname === "/matrix-runs" && url.searchParams.get("hardware") === "rtx-3090");
    await expect.poll(() => page.locator("main tbody tr").count()).toBe(1);
    await page.locator("main tbody").getByRole("link", { name: "Qwen3.5-4B" }).click();
    await page.waitForURL("**/runs/*/matrix");
  });
});

describe("screenshots of the header and the new pages", () => {
  test.for(["light", "dark"] as const)("at 390, 1366 and 1920 px in %s", async (colorScheme, { openPage }) => {
    const page = await openPage({ colorScheme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const { path, heading, shot } of NEW_PAGES) {
        await page.goto(path);
        await expect.poll(() => page.getByRole("heading", { level: 1, name: heading }).isVisible()).toBe(true);
        // Nothing wider than the screen: the page never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await saveScreenshot(page, `${shot}-${width}-${colorScheme}`);
      }
      await page
        .getByRole("banner")
        .screenshot({ path: `test-results/screenshots/header-${width}-${colorScheme}.png` });
    }
  });
});
