/**
 * The capacity planner as a visitor uses it, on the seed runs: reached from the footer, the
 * question asked through its form (kept in the address), the setups that meet it and the near
 * misses, at a phone's, a laptop's and a desktop's width, light and dark. And the leaderboard's
 * cost and energy columns, sorted by tokens per joule.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { saveScreenshot } from "@/tests/support/browser";
import { test } from "@/tests/support/browser-test";

const SCREENS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
const QUESTION = "users=20&context=8192&ttft=2&speed=20";

const section = (page: Page, name: string) => page.getByRole("region", { name });

describe("the capacity planner", () => {
  test("answers 20 users at 8k context, TTFT under 2 s, 20 t/s each from the seed runs", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "More" }).getByRole("link", { name: "Planner" }).click();
    await page.getByRole("heading", { level: 1, name: "Capacity planner" }).waitFor();

    const form = page.getByRole("form", { name: "Capacity question" });
    await form.getByLabel("Concurrent users").fill("20");
    await form.getByLabel("Context per request (tokens)").fill("8192");
    await form.getByLabel("Time to first token under (s)").fill("2");
    await form.getByLabel("Speed per user at least (tok/s)").fill("20");
    await form.getByRole("button", { name: "Find setups" }).click();
    await page.waitForURL(/users=20/);
    await page.getByRole("heading", { level: 1, name: "Capacity planner" }).waitFor();
    // The form keeps the question it answered.
    expect(await page.getByLabel("Concurrent users").inputValue()).toBe("20");

    // Seed 003's H200 NVL matrix: 32 requests at 8K context, first token in 215 ms, 170.8 t/s each.
    const meeting = section(page, "Setups that meet your targets");
    const meetingText = await meeting.innerText();
    expect(meetingText).toContain("H200 NVL");
    expect(meetingText).toContain("32 at once · 8K context · matrix cell");
    // The RTX 3090 runs out of KV cache past 16 requests at 16K: never listed; no price is cited, so no cost.
    expect(meetingText).not.toContain("RTX 3090");
    expect(await meeting.getByRole("row").filter({ hasText: "H200 NVL" }).getByRole("cell").nth(6).innerText()).toBe(
      "—",
    );
    // Seed 000 on the DGX Spark was measured with 20 requests only at 25,000 tokens of context: a near miss.
    const misses = await section(page, "Measured at this load, but missing a target").innerText();
    expect(misses).toContain("DGX Spark");
    expect(misses).toContain("first token too slow");

    // Past every measured load: nothing is stretched to fit.
    await page.goto("/planner?users=500&context=8192");
    await expect.poll(() => page.getByText("No measured setup meets 500 concurrent users").isVisible()).toBe(true);
  });

  test("fits 390, 1366 and 1920 px, light and dark", async ({ openPage }) => {
    for (const screen of SCREENS) {
      for (const colorScheme of ["light", "dark"] as const) {
        const page = await openPage({ viewport: screen, colorScheme });
        await page.goto(`/planner?${QUESTION}`);
        await section(page, "Setups that meet your targets").waitFor();
        await saveScreenshot(page, `planner-${screen.width}-${colorScheme}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
      }
    }
  });

  test("the leaderboard shows tokens per joule, estimated from board power, and sorts by it", async ({ openPage }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await openPage({ viewport: { width: 1366, height: 768 }, colorScheme });
      await page.goto("/leaderboard?sort=tokensPerJoule");
      const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Compare" }) });
      const header = table.getByRole("columnheader", { name: "Tokens/J" });
      await expect.poll(() => header.getAttribute("aria-sort")).toBe("descending");
      await header.scrollIntoViewIfNeeded();
      const first = table
        .getByRole("row")
        .filter({ has: page.getByRole("cell") })
        .first();
      // Seed 000: 83.9 tok/s on the DGX Spark's 240 W.
      await expect.poll(() => first.innerText()).toContain("est. from board power");
      await expect.poll(() => first.innerText()).toContain("0.35");
      await saveScreenshot(page, `leaderboard-cost-columns-1366-${colorScheme}`);
    }
  });
});
