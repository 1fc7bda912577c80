import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { test } from "@/tests/support/browser-test";
import { createAdminWithCli, importRunsWithCli } from "@/tests/support/site-flows";
import { CHAT_OUTPUT } from "@/tests/support/run-bundle";

const databaseUrl = inject("databaseUrl");
const PASSWORD = "a-long-password-1";
const suffix = randomBytes(3).toString("hex");
const MODEL = `Verdict-9B-${suffix}`;
const NOTE = "The chat answers repeat one token: the model produced no text.";

/** A chat run of MODEL at `precision`, measured on `day` of November 2026 (newer than the seed). */
function bundle(precision: string, measuredAt: string) {
  return {
    schemaVersion: 1,
    model: { name: MODEL, org: "Verdict Lab", paramsB: 9, architecture: "dense", precision },
    hardware: { name: "RTX 4090", accelerator: "NVIDIA RTX 4090", memoryGB: 24, memoryKind: "discrete" },
    engine: { name: "vllm", version: "0.26.0" },
    launchCommand: "vllm serve verdict/model",
    measuredAt,
    artifacts: [{ tool: "llama-benchy", fileName: "chat-c1-5-10.md", content: CHAT_OUTPUT }],
    sanity: [{ prompt: "Say hello.", output: "hello hello hello hello" }],
  };
}

async function recordVerdict(admin: Page, runId: string, verdict: "Failed" | "Passed", note: string) {
  await admin.goto(`/admin/review/${runId}`);
  await admin.getByRole("heading", { level: 1, name: new RegExp(`^${MODEL}`) }).waitFor();
  await admin.getByRole("radio", { name: verdict }).check();
  await admin.getByLabel("Note", { exact: true }).fill(note);
  await admin.getByRole("button", { name: "Record verdict" }).click();
  await admin.getByRole("status").filter({ hasText: "Verdict recorded" }).waitFor();
}

/** The text of `locator` once the cached page shows `expected` (a verdict reaches it within 2 s). */
async function readAfterReload(page: Page, read: () => Promise<string>, expected: string) {
  await expect
    .poll(
      async () => {
        await page.reload();
        return read();
      },
      { timeout: 10_000 },
    )
    .toContain(expected);
}

/** Full-page screenshots at a phone's and a laptop's width, light and dark; none scrolls sideways. */
async function shoot(page: Page, name: string) {
  const dir = path.join(process.cwd(), "test-results", "screenshots");
  mkdirSync(dir, { recursive: true });
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: path.join(dir, `${name}-${width}-${colorScheme}.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe("public verdicts", () => {
  test("a visitor sees a failed run's verdict and note on its page and the home page, and a pass", async ({
    page,
    openPage,
    skip,
  }) => {
    if (!databaseUrl) skip("The site runs on an embedded database this test cannot import runs into.");
    // The newest runs of the arena (other tests' uploads are dated today, at midnight): the one to
    // fail is measured last, so it is first before its verdict.
    const now = Date.now();
    const [passedRun, failedRun] = importRunsWithCli(databaseUrl, [
      bundle("FP8", new Date(now - 60_000).toISOString()),
      bundle("BF16", new Date(now).toISOString()),
    ]);
    expect(failedRun).toBeDefined();
    const latest = page.getByRole("table", { name: "The newest measured runs" });
    const firstRow = () => latest.getByRole("row").nth(1).innerText();
    await page.goto("/");
    await readAfterReload(page, firstRow, MODEL);
    expect(await latest.getByRole("row").nth(1).getByRole("link").first().getAttribute("href")).toBe(
      `/runs/${failedRun}`,
    );

    const admin = await openPage();
    await admin.goto("/signin");
    await admin.getByLabel("E-mail").fill(createAdminWithCli(databaseUrl, PASSWORD));
    await admin.getByLabel("Password").fill(PASSWORD);
    await admin.getByRole("button", { name: "Sign in" }).click();
    await admin.waitForURL((url) => !url.pathname.startsWith("/signin"));
    await recordVerdict(admin, failedRun as string, "Failed", NOTE);
    await recordVerdict(admin, passedRun as string, "Passed", "Answers read fine.");

    // The visitor (signed out) on the failed run's page: the verdict, the whole note, no rank.
    await page.goto(`/runs/${failedRun}`);
    const header = page.locator("main header").first();
    await readAfterReload(page, () => header.innerText(), "Sanity check failed");
    const headerText = await header.innerText();
    expect(headerText).toContain(NOTE);
    expect(headerText).toContain("it is on no leaderboard or ranking");
    expect(headerText).not.toMatch(/Rank \d+/);
    await shoot(page, "verdict-failed-run");

    // The home page: the failed run is still among the latest runs, marked, but not first.
    await page.goto("/");
    const failedRow = latest.getByRole("row").filter({ has: page.locator(`a[href="/runs/${failedRun}"]`) });
    await readAfterReload(page, () => failedRow.innerText(), "Sanity check failed");
    expect(await failedRow.innerText()).toContain(`Reviewer's note: ${NOTE}`);
    expect(await latest.getByRole("row").nth(1).innerText()).not.toContain("Sanity check failed");
    const passedRow = latest.getByRole("row").filter({ has: page.locator(`a[href="/runs/${passedRun}"]`) });
    expect(await passedRow.innerText()).toContain("Sanity check passed");
    await shoot(page, "verdict-home-latest");

    await page.goto(`/runs/${passedRun}`);
    await readAfterReload(page, () => header.innerText(), "Sanity check passed");
    expect(await header.innerText()).toContain("Answers read fine.");
    await shoot(page, "verdict-passed-run");
  });
});
