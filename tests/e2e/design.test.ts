/**
 * The designed look, page by page: every page type at a phone's, a laptop's and a desktop's width, in light and
 * dark, never wider than the screen, with its header on one line from 1280 px and its frame edges shared with the
 * header's. Screenshots land in test-results/screenshots/design-<page>-<width>-<theme>.png for a person to look at.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { test } from "@/tests/support/browser-test";
import { saveScreenshot } from "@/tests/support/browser";
import { signUpFromUpload } from "@/tests/support/site-flows";

const WIDTHS = [390, 1366, 1920] as const;
const THEMES = ["light", "dark"] as const;

/** One page of every type the brief names, found by following the site's own links from the home page. */
async function collectPages(page: Page): Promise<Array<{ name: string; path: string }>> {
  await page.goto("/");
  const hrefs = await page
    .locator('main a[href^="/runs/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const run = hrefs.find((href) => /^\/runs\/[^/]+$/.test(href));
  const matrix = hrefs.find((href) => href.endsWith("/matrix"));
  await page.goto("/hardware");
  const hardware = await page.locator('main a[href^="/hardware/"]').first().getAttribute("href");
  if (!run || !matrix || !hardware) throw new Error("The home and hardware pages link no run, matrix or hardware");
  return [
    { name: "home", path: "/" },
    { name: "leaderboard", path: "/leaderboard" },
    { name: "model", path: "/models/qwen3-5-9b" },
    { name: "run", path: run },
    { name: "matrix", path: matrix },
    { name: "hardware", path: hardware },
    { name: "signin", path: "/signin" },
  ];
}

/** Left and right edges of an element's box, rounded to whole pixels. */
async function edges(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not rendered`);
  return { left: Math.round(box.x), right: Math.round(box.x + box.width) };
}

describe("the designed look", () => {
  test("every page type fits 390, 1366 and 1920 px in light and dark", { timeout: 600_000 }, async ({ openPage }) => {
    const pages = await collectPages(await openPage());
    for (const colorScheme of THEMES) {
      const page = await openPage({ colorScheme });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        for (const { name, path } of pages) {
          await page.goto(path);
          await page.locator("main h1").first().waitFor();
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            `${path} at ${width}`,
          ).toBeLessThanOrEqual(width);
          if (width > 390) {
            // The header's row and the page's frame share their edges.
            const bar = await edges(page, "header > div");
            const frame = await edges(page, "main");
            expect(bar, `${path} at ${width}`).toEqual(frame);
          }
          await saveScreenshot(page, `design-${name}-${width}-${colorScheme}`);
        }
      }
    }
  });

  test("the upload form, signed in, at 390, 1366 and 1920 px in light and dark", async ({ openPage }) => {
    const page = await openPage();
    await signUpFromUpload(page, `design-${randomBytes(3).toString("hex")}`, "a-long-password-1");
    const cookies = await page.context().cookies();
    for (const colorScheme of THEMES) {
      const themed = await openPage({ colorScheme });
      await themed.context().addCookies(cookies);
      for (const width of WIDTHS) {
        await themed.setViewportSize({ width, height: 900 });
        await themed.goto("/upload");
        await themed.getByRole("heading", { level: 1 }).waitFor();
        expect(await themed.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await saveScreenshot(themed, `design-upload-${width}-${colorScheme}`);
      }
    }
  });

  test("the signed-in header is one line, links clear of the account menu, from 1280 to 1920 px", async ({ page }) => {
    // A long handle: the account menu is at its widest.
    const handle = `design-header-${randomBytes(3).toString("hex")}`;
    await signUpFromUpload(page, handle, "a-long-password-1");
    for (const width of [1280, 1366, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      // A prose page (the narrower frame) and a data page (the wider one).
      for (const path of ["/", "/leaderboard"]) {
        await page.goto(path);
        const header = page.getByRole("banner");
        const account = header.getByRole("navigation", { name: "Account" });
        await account.getByRole("group").waitFor();
        const links = await header.getByRole("navigation", { name: "Main" }).getByRole("link").all();
        const parts = [header.getByRole("link", { name: "Inference Arena, home" }), ...links, account];
        const boxes = await Promise.all(
          parts.map(async (part) => {
            const box = await part.boundingBox();
            if (!box) throw new Error("A part of the header is not rendered");
            return box;
          }),
        );
        const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
        const [first, ...rest] = boxes;
        for (const box of rest) expect(Math.abs(middle(box) - middle(first!)), `${path} at ${width}`).toBeLessThan(6);
        // Nothing overlaps: each part ends before the next begins.
        for (let index = 1; index < boxes.length; index++) {
          expect(boxes[index]!.x, `${path} at ${width}`).toBeGreaterThanOrEqual(
            boxes[index - 1]!.x + boxes[index - 1]!.width,
          );
        }
        const summary = await account.locator("summary").boundingBox();
        expect(summary!.x + summary!.width).toBeLessThanOrEqual(width);
        expect((await header.boundingBox())?.height).toBeLessThan(64);
        await header.screenshot({
          path: `test-results/screenshots/design-header-signed-in-${width}${path === "/" ? "-home" : ""}.png`,
        });
      }
    }
  });
});
