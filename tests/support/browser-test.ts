/**
 * The browser tests' `test`: one chromium per test file, and pages that clean up after
 * themselves. Every page a test opens is closed when the test ends, whatever happens, and an
 * unexpected console error or uncaught exception on any of them fails the test. Assertions on
 * what a page shows should retry (`await expect.poll(() => locator.isVisible()).toBe(true)`,
 * or `locator.waitFor()`), since the page may still be rendering.
 */
import type { Browser, Page } from "playwright-core";
import { inject, test as base } from "vitest";
import { launchBrowser, openPage, type PageOptions } from "./browser";

type OpenPageOptions = PageOptions & {
  /** For a test that expects errors (a 404 logs one): the page's console is not checked. */
  allowConsoleErrors?: boolean;
};

export const test = base.extend<{
  $file: { browser: Browser };
  $test: { openPage: (options?: OpenPageOptions) => Promise<Page>; page: Page };
}>({
  browser: [
    // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const browser = await launchBrowser();
      try {
        await use(browser);
      } finally {
        await browser.close();
      }
    },
    { scope: "file" },
  ],
  openPage: async ({ browser }, use) => {
    const baseURL = inject("baseURL");
    const opened: Array<Awaited<ReturnType<typeof openPage>> & { checked: boolean }> = [];
    try {
      await use(async ({ allowConsoleErrors = false, ...options } = {}) => {
        const session = await openPage(browser, baseURL, options);
        opened.push({ ...session, checked: !allowConsoleErrors });
        return session.page;
      });
    } finally {
      await Promise.all(opened.map((session) => session.close()));
    }
    for (const session of opened) if (session.checked) session.assertClean();
  },
  page: async ({ openPage }, use) => {
    await use(await openPage());
  },
});
