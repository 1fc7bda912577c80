import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { test } from "@/tests/support/browser-test";
import { saveScreenshot } from "@/tests/support/browser";
import {
  createAdminWithCli,
  describeRun,
  openAccountMenu,
  signOutFromMenu,
  signUpFromUpload,
} from "@/tests/support/site-flows";

const databaseUrl = inject("databaseUrl");
const PASSWORD = "a-long-password-1";

async function uploadRun(
  page: Page,
  model: string,
  precision: string,
  files: string[] | Array<{ name: string; mimeType: string; buffer: Buffer }>,
) {
  await page.goto("/upload");
  await page.getByLabel("Choose files").setInputFiles(files);
  await describeRun(page, { model, organization: "Review Lab", precision, launchCommand: "vllm serve review/model" });
  await page.getByRole("button", { name: "Upload run" }).click();
  await page.getByRole("link", { name: "View your run →" }).waitFor();
}

async function signIn(page: Page, email: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));
}

/**
 * The score, rank and reliable count a visitor reads in the run's header (rank null when the run
 * has none: a failed run leaves every ranking). Only what is shown: Next.js keeps the pages
 * navigated away from in the document, hidden (React's Activity).
 */
async function readHeader(page: Page) {
  const stat = (label: string) =>
    page.locator(".stat").filter({ hasText: label, visible: true }).locator(".stat-value").innerText();
  const score = Number(await stat("Suitability score"));
  const badges = await page.locator("header .badge").filter({ visible: true }).allInnerTexts();
  const rank = badges.find((text) => /^Rank \d+$/.test(text));
  return {
    score,
    rank: rank === undefined ? null : Number(rank.replace("Rank ", "")),
    reliable: await stat("Reliable benches"),
  };
}

describe("an admin reviews a contributor's run", () => {
  test("fails the sanity check with a note; score, rank and notes change; the contributor reads the note", async ({
    page,
    openPage,
    skip,
  }) => {
    const handle = `reviewee-${randomBytes(3).toString("hex")}`;
    const model = `E2E-Review-${handle}`;
    await signUpFromUpload(page, handle, PASSWORD);

    // Two runs of the same model: the second (chat and ShareGPT, with the model's answers kept)
    // is the one reviewed; the first (chat only) scores lower. Once failed, the reviewed one has no rank.
    // The chat file with a trailing blank line: the same bytes twice from one contributor are a duplicate.
    const chat = readFileSync("tests/fixtures/llama-benchy/chat-c1-5-10.md");
    await uploadRun(page, model, "FP8", [
      { name: "chat-c1-5-10.md", mimeType: "text/markdown", buffer: Buffer.concat([chat, Buffer.from("\n")]) },
    ]);
    await uploadRun(page, model, "BF16", [
      "tests/fixtures/llama-benchy/chat-c1-5-10.md",
      "tests/fixtures/vllm-bench-serve/sharegpt-detailed.json",
    ]);
    await page.getByRole("link", { name: "View your run →" }).click();
    await page.waitForURL("**/runs/**");
    const runPath = new URL(page.url()).pathname;
    await page.getByRole("heading", { level: 1, name: model }).waitFor();
    await expect.poll(() => page.locator("main").innerText()).toContain("Sanity check not reviewed yet");
    // The rank is read in the browser once the page has loaded (components/run-rank-badge.tsx).
    await expect.poll(async () => (await readHeader(page)).rank, { timeout: 10_000 }).not.toBeNull();
    const before = await readHeader(page);
    expect(before.score).toBeGreaterThan(0);

    if (!databaseUrl) {
      console.warn("[e2e review] The site's database URL is not known (embedded database): skipping the admin part.");
      skip("The site runs on an embedded database this test cannot reach to create an admin.");
    }

    const adminEmail = createAdminWithCli(databaseUrl, PASSWORD);
    const adminPage = await openPage();
    await adminPage.goto("/signin");
    await signIn(adminPage, adminEmail);
    await (await openAccountMenu(adminPage)).getByRole("link", { name: "Review" }).click();
    await adminPage.waitForURL("**/admin/review");
    await expect.poll(() => adminPage.getByRole("heading", { level: 1, name: "Review queue" }).isVisible()).toBe(true);
    // Exact: the run is also listed among those with catalogue proposals ("… BF16 on RTX 4090"): the
    // model its first run created is unsettled, and this run's figures use its own stated facts.
    await adminPage.getByRole("link", { name: `${model} BF16`, exact: true }).click();
    await adminPage.waitForURL("**/admin/review/**");
    await adminPage.getByRole("heading", { level: 1, name: `${model} BF16 on RTX 4090` }).waitFor();
    const detail = await adminPage.locator("main").innerText();
    expect(detail).toContain(`@${handle}`);
    expect(detail).toContain("vllm serve review/model");
    await expect.poll(() => adminPage.getByRole("heading", { level: 3, name: /^Sample 1/ }).isVisible()).toBe(true);

    const note = "The ShareGPT answers repeat one token: the model did not produce text.";
    await adminPage.getByRole("radio", { name: "Failed" }).check();
    await adminPage.getByLabel("Note", { exact: true }).fill(note);
    await adminPage.getByRole("button", { name: "Record verdict" }).click();
    await adminPage.getByRole("status").filter({ hasText: "Verdict recorded" }).waitFor();
    await saveScreenshot(adminPage, "admin-review-failed");

    await adminPage.getByRole("link", { name: "Run page →" }).click();
    await adminPage.waitForURL(`**${runPath}`);
    await adminPage.getByRole("heading", { level: 1, name: model }).waitFor();
    // The verdict reaches cached pages within the freshness bound (2 s): read until it has.
    await expect
      .poll(
        async () => {
          await adminPage.reload();
          return (await readHeader(adminPage)).reliable;
        },
        { timeout: 5_000 },
      )
      .toBe("0/11");
    // Its rank is asked for after the page loads: read the header once that answer is in.
    await adminPage.waitForLoadState("networkidle");
    const after = await readHeader(adminPage);
    expect(before.rank).toBeGreaterThan(0);
    expect(after.score).toBeLessThan(before.score);
    // A failed run leaves every ranking (docs/decisions/0005-moderation.md): no rank any more.
    expect(after.rank).toBeNull();
    expect(after.reliable).toBe("0/11");
    const publicText = await adminPage.locator("main").innerText();
    expect(publicText).toContain("Sanity check failed");
    expect(publicText).toContain(note);
    expect(publicText).toContain("Output for the sanity check was reviewed and the check failed");
    await saveScreenshot(adminPage, "run-after-failed-review");

    // The contributor signs in again and reads the reviewer's note among their runs.
    await signOutFromMenu(page);
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/account/runs");
    await page.waitForURL("**/signin**");
    await signIn(page, `${handle}@example.com`);
    await page.waitForURL("**/account/runs");
    await page.getByRole("heading", { level: 1, name: "Your runs" }).waitFor();
    const row = page.getByRole("row").filter({ hasText: `${model} BF16` });
    await expect.poll(() => row.innerText()).toContain("Sanity check failed");
    await expect.poll(() => row.innerText()).toContain(note);
    const other = page.getByRole("row").filter({ hasText: `${model} FP8` });
    await expect.poll(() => other.innerText()).toContain("Sanity check not reviewed yet");
    await saveScreenshot(page, "account-runs-with-note");
  });
});
