/**
 * Debian's chromium driven by playwright-core: never a downloaded browser. Every page
 * opened through `openPage` records console errors and uncaught exceptions.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core";
import { expect } from "vitest";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** The flags of shared/STACK.md: no sandbox in a container, nothing fetched in the background. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;

/** Debian's chromium, or the one CHROMIUM_PATH names; null when none is installed. */
export function findChromium(): string | null {
  return CANDIDATES.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate))) ?? null;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("chromium is not installed: apt-get install -y chromium");
  const { chromium } = await import("playwright-core");
  return chromium.launch({
    executablePath,
    args: [...CHROMIUM_FLAGS],
  });
}

export type PageOptions = Omit<BrowserContextOptions, "baseURL">;

/**
 * A page in a context of its own that records console errors and page errors; `assertClean`
 * throws when any occurred. Tests take it through the `openPage` fixture (tests/support/browser-test.ts).
 */
export async function openPage(browser: Browser, baseURL: string, options: PageOptions = {}) {
  const context = await browser.newContext({ ...options, baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console.error: ${message.text()} (${page.url()})`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message} (${page.url()})`));
  return {
    page,
    errors,
    assertClean() {
      if (errors.length > 0) throw new Error(`The browser reported errors:\n${errors.join("\n")}`);
    },
    close: () => context.close(),
  };
}

/** Saves a full-page screenshot under test-results/screenshots/ as a test artifact. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const dir = path.join(process.cwd(), "test-results", "screenshots");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Scrolls down the page half a screen at a time to its end, as a reader does: charts load when
 * they come near the screen (components/charts/lazy/when-in-view.tsx), so a test that reads them scrolls first.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/**
 * Waits until React has hydrated `locator`'s element (it carries React's props then). Text typed
 * into a server-rendered field before that is not seen by its component: a test that types into
 * a page's first form waits here, as a reader's first keystroke comes well after it.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))))
    .toBe(true);
}
