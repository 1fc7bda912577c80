/**
 * Reports as visitors and contributors meet them: /reports lists the seed report, its page shows
 * the embedded run's live card and chart, the model page links it as "Read the full article", and
 * the form at /reports/new keeps what was typed when a save is refused, its error beside the field.
 */
import { randomBytes } from "node:crypto";
import { describe, expect } from "vitest";
import { saveScreenshot } from "@/tests/support/browser";
import { test } from "@/tests/support/browser-test";
import { signUpFromUpload } from "@/tests/support/site-flows";

const SEED_TITLE = "Qwen3.5-9B in BF16 on a DGX Spark: quality per parameter, paid for in throughput";

describe("reports", () => {
  test("/reports lists the seed report, whose page embeds the seed run's card and chart", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reports", exact: true }).click();
    await page.waitForURL("**/reports");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Reports" }).isVisible()).toBe(true);
    await expect.poll(() => page.locator("main").innerText()).toContain("By Inference Arena");
    await page.getByRole("link", { name: SEED_TITLE }).click();
    await page.waitForURL("**/reports/qwen3-5-9b-in-bf16-on-a-dgx-spark-**");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: SEED_TITLE }).isVisible()).toBe(true);

    const card = page.getByRole("complementary", { name: "Run: Qwen3.5-9B BF16" });
    await expect.poll(() => card.innerText()).toContain("60.5");
    expect(await card.innerText()).toContain("12.5 t/s");
    const chart = page.getByRole("figure", { name: /Per-user tokens per second/ });
    await expect.poll(() => chart.innerText()).toContain("Monday morning peak");
    expect(await chart.innerText()).toContain("49.3 t/s");
    const text = await page.locator("main").innerText();
    expect(text).toContain("37.12 seconds");
    expect(text).toContain("Capacity · rate sweep");
    // Links the contributor wrote carry nofollow ugc.
    const methodology = page.locator("main article").getByRole("link", { name: "methodology", exact: true });
    expect(await methodology.getAttribute("rel")).toBe("nofollow ugc");

    await card.getByRole("link", { name: "Qwen3.5-9B BF16 on DGX Spark" }).click();
    await page.waitForURL("**/runs/*");
    await expect.poll(() => page.getByRole("region", { name: "Reports" }).innerText()).toContain(SEED_TITLE);
  });

  test("the model page links its report as the full article", async ({ page }) => {
    await page.goto("/models/qwen3-5-9b");
    const link = page.getByRole("link", { name: "Read the full article" });
    await expect.poll(() => link.isVisible()).toBe(true);
    await link.click();
    await page.waitForURL("**/reports/*");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: SEED_TITLE }).isVisible()).toBe(true);
  });

  test("/reports/new keeps every field after a refused save, then saves it for review", async ({ openPage }) => {
    const page = await openPage({ allowConsoleErrors: true });
    const handle = `report-${randomBytes(3).toString("hex")}`;
    await signUpFromUpload(page, handle, `a-long-password-${handle}`);
    await page.goto("/reports/new");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Write a report" }).isVisible()).toBe(true);
    const title = `Notes on a slow start ${handle}`;
    const body = "## What I saw\n\n{{run:nosuchrun}}\n\n<script>alert(1)</script>";
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Summary").fill("Why the first token took so long.");
    await page.getByLabel("Report (Markdown)").fill(body);
    await page.getByLabel("Models discussed (slugs, optional)").fill("qwen3-5-9b");
    await page.getByRole("button", { name: "Submit for review" }).click();

    await expect.poll(() => page.locator("#body-error").innerText()).toContain("No public run has the id nosuchrun");
    expect(await page.getByLabel("Report (Markdown)").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Title").inputValue()).toBe(title);
    expect(await page.getByLabel("Summary").inputValue()).toBe("Why the first token took so long.");
    expect(await page.getByLabel("Report (Markdown)").inputValue()).toBe(body);
    expect(await page.getByLabel("Models discussed (slugs, optional)").inputValue()).toBe("qwen3-5-9b");
    await saveScreenshot(page, "report-form-error");

    await page.getByLabel("Report (Markdown)").fill("## What I saw\n\n<script>alert(1)</script> stays text.");
    await page.getByRole("button", { name: "Submit for review" }).click();
    await page.waitForURL("**/account/reports/notes-on-a-slow-start-**");
    await expect.poll(() => page.locator("main").innerText()).toContain("Awaiting review");
    expect(await page.locator("main").innerText()).toContain("<script>alert(1)</script> stays text.");
    expect(await page.locator("main article script").count()).toBe(0);

    // Not public until an admin lists it: its public address answers 404.
    const slug = new URL(page.url()).pathname.split("/").pop();
    const response = await page.goto(`/reports/${slug}`);
    expect(response?.status()).toBe(404);
  });
});

describe("screenshots of /reports and a report", () => {
  test.for(["light", "dark"] as const)("at 390, 1366 and 1920 px in %s", async (colorScheme, { openPage }) => {
    const page = await openPage({ colorScheme });
    for (const width of [390, 1366, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/reports");
      await expect.poll(() => page.getByRole("link", { name: SEED_TITLE }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await saveScreenshot(page, `reports-${width}-${colorScheme}`);
      // Opened by its address: the screenshots are of the page, not of a client navigation's timing.
      await page.goto((await page.getByRole("link", { name: SEED_TITLE }).getAttribute("href")) ?? "");
      const heading = page.getByRole("heading", { level: 1, name: SEED_TITLE });
      await expect.poll(() => heading.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await saveScreenshot(page, `report-${width}-${colorScheme}`);
    }
  });
});
