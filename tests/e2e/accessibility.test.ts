import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { test } from "@/tests/support/browser-test";

const require = createRequire(import.meta.url);
const AXE = require.resolve("axe-core/axe.min.js");

type Violation = { id: string; impact: string; help: string; nodes: Array<{ target: string[] }> };

async function scan(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ["violations"] })).violations;
  });
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

/** One page of every type, found by following the site's own links. */
async function collectPages(page: Page): Promise<string[]> {
  await page.goto("/");
  const runLinks = await page
    .locator('a[href^="/runs/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  const runs = [...new Set(runLinks.filter((href) => /^\/runs\/[^/]+$/.test(href)))];
  const matrix = runLinks.find((href) => href.endsWith("/matrix"))!;
  await page.goto("/hardware");
  const hardware = await page.locator('main a[href^="/hardware/"]').first().getAttribute("href");
  return [
    "/",
    "/leaderboard",
    "/models",
    "/models/qwen3-5-9b",
    runs[0]!,
    matrix,
    "/hardware",
    hardware!,
    "/organizations/alibaba",
    "/contributors/sandberg",
    "/benchmarks",
    `/compare?runs=${runs.slice(0, 2).join(",")}`,
    "/calculator",
    "/planner?users=20&context=8192&ttft=2&speed=20",
    "/methodology",
    "/api-docs",
    "/signin",
    "/signup",
    "/no-such-page",
  ];
}

describe("accessibility", () => {
  test("finds no axe violation on any page type, in light and dark themes", { timeout: 600_000 }, async ({
    openPage,
  }) => {
    const pages = await collectPages(await openPage());
    const problems: string[] = [];
    for (const colorScheme of ["light", "dark"] as const) {
      // axe reports what it finds, not the console: the pages' errors are other tests' concern.
      const themed = await openPage({ colorScheme, allowConsoleErrors: true });
      for (const path of pages) {
        await themed.goto(path);
        await themed.waitForLoadState("load");
        // Streamed pages show a loading state first: scan the page itself, once its heading is in.
        await themed.locator("h1").first().waitFor();
        for (const violation of await scan(themed)) problems.push(`${colorScheme} ${path}: ${violation}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("can be used with the keyboard: the first Tab reaches the skip link, which moves focus to the content", async ({
    page,
  }) => {
    await page.goto("/models/qwen3-5-9b");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
    await page.keyboard.press("Enter");
    expect(page.url()).toContain("#content");
  });
});
