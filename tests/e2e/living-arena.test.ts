/**
 * Issue 27: an arena of the seeds and the results people published (`import-public` of
 * ../shared/real-world, with the shipped catalogue) reads like a living arena: the leaderboard
 * ranks runs on many machines, a hardware page shows its spec sheet with its source and its
 * imported runs, and an imported run names who measured it and links where it was published.
 * On a database and a `next start` of this test's own, so the shared browser-test database keeps
 * its runs; screenshots at 390, 1366 and 1920 px in light and dark.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "@/lib/database/migrate";
import { launchBrowser, openPage, saveScreenshot, scrollThroughPage } from "@/tests/support/browser";
import { createServerDatabase, findServerProblem, type TestDatabase } from "@/tests/support/database";
import { hasBuild, startNextServer, type NextServer } from "@/tests/support/next-server";

const FOLDER = path.resolve(process.cwd(), "../shared/real-world");
const WIDTHS = [390, 1366, 1920];
const problem = !existsSync(FOLDER)
  ? "../shared/real-world is not here"
  : hasBuild()
    ? await findServerProblem()
    : "no build of the site in .next";
let database: TestDatabase;
let server: NextServer;
let browser: Browser;

beforeAll(async () => {
  if (problem) return;
  database = await createServerDatabase("arena_e2e_public");
  await applyMigrations(database.url);
  process.env.DATABASE_URL = database.url;
  const { loadCuratedCatalogue } = await import("@/lib/catalogue/load-curated");
  const { seedRuns } = await import("@/prisma/seed");
  const { importPublicFolder } = await import("@/lib/uploads/import-public");
  await loadCuratedCatalogue();
  await seedRuns();
  await importPublicFolder(FOLDER);
  server = await startNextServer({ DATABASE_URL: database.url, AUTH_SECRET: randomBytes(32).toString("base64url") });
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  const { db } = await import("@/lib/db");
  await db.$disconnect();
  await database?.drop();
});

describe("an arena of the seeds and the published results", () => {
  it("ranks runs of at least 15 machines on the leaderboard and lists them on /hardware", async ({ skip }) => {
    if (problem) skip(`Needs PostgreSQL, a build and ../shared: ${problem}`);
    const { page, assertClean, close } = await openPage(browser, server.url, {
      viewport: { width: 1366, height: 900 },
    });
    await page.goto("/hardware");
    const machines = await page.locator("main tbody tr").count();
    expect(machines).toBeGreaterThanOrEqual(15);
    await page.goto("/leaderboard");
    await expect.poll(() => page.locator("main tbody tr").count()).toBeGreaterThanOrEqual(20);
    assertClean();
    await close();
  });

  it("shows an accelerator's spec sheet with its source, and the system of two that has its runs", async ({ skip }) => {
    if (problem) skip(`Needs PostgreSQL, a build and ../shared: ${problem}`);
    const { page, assertClean, close } = await openPage(browser, server.url, {
      viewport: { width: 1366, height: 900 },
    });
    await page.goto("/hardware/instinct-mi50-32gb");
    const main = page.getByRole("main");
    await expect.poll(() => main.innerText()).toContain("Spec sheet");
    const text = await main.innerText();
    expect(text).toContain("32 GB VRAM HBM2");
    expect(text).toContain("AMD · GCN 5 (Vega 20)");
    expect(await main.getByRole("link", { name: /amd\.com/ }).count()).toBeGreaterThan(0);
    await main.getByRole("link", { name: "2× Instinct MI50 32GB" }).click();
    await page.waitForURL("**/hardware/2x-instinct-mi50-32gb");
    await expect.poll(() => main.innerText()).toContain("2 × Instinct MI50 32GB");
    // its runs: the file's models, read from its table rows without a typed name
    for (const model of ["Qwen3-14B", "gemma-3-12b-it", "Llama-4-Scout-17B-16E-Instruct"]) {
      expect(await main.getByRole("link", { name: model }).count(), model).toBeGreaterThan(0);
    }
    expect(await main.innerText()).toContain("2,048");
    await saveScreenshot(page, "living-arena-system-1366");
    assertClean();
    await close();
  });

  it("says who measured an imported run, where it was published, and what the catalogue matched", async ({ skip }) => {
    if (problem) skip(`Needs PostgreSQL, a build and ../shared: ${problem}`);
    const { db } = await import("@/lib/db");
    const run = await db.run.findFirstOrThrow({ where: { hardware: { slug: "rtx-3080-10gb" } }, select: { id: true } });
    const { page, assertClean, close } = await openPage(browser, server.url, {
      viewport: { width: 1366, height: 900 },
    });
    await page.goto(`/runs/${run.id}`);
    const facts = page.getByRole("main");
    await expect.poll(() => facts.innerText()).toContain("Measured by");
    const text = await facts.innerText();
    expect(text).toContain("khunguraharman");
    expect(text).toContain("Imported from a public source");
    expect(text).toMatch(/“RTX 3080” \(hardware\.name\) is RTX 3080/);
    expect(text).toContain("760 GB/s");
    const source = facts.getByRole("link", { name: /github\.com\/khunguraharman/ }).first();
    expect(await source.getAttribute("href")).toMatch(/^https:\/\/github\.com\/khunguraharman\//);
    await saveScreenshot(page, "living-arena-imported-run-1366");
    assertClean();
    await close();
  });

  it("reads like a living arena at 390, 1366 and 1920 px, light and dark", async ({ skip }) => {
    if (problem) skip(`Needs PostgreSQL, a build and ../shared: ${problem}`);
    for (const width of WIDTHS) {
      for (const colorScheme of ["light", "dark"] as const) {
        const { page, assertClean, close } = await openPage(browser, server.url, {
          viewport: { width, height: 900 },
          colorScheme,
        });
        for (const [name, address] of [
          ["home", "/"],
          ["leaderboard", "/leaderboard"],
          ["hardware", "/hardware/dgx-spark"],
        ] as const) {
          await page.goto(address);
          await scrollThroughPage(page);
          // nothing wider than the screen: the page scrolls only down
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${address} at ${width} px`).toBeLessThanOrEqual(1);
          await saveScreenshot(page, `living-arena-${name}-${width}-${colorScheme}`);
        }
        assertClean();
        await close();
      }
    }
  });
});
