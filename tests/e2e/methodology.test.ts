import { describe, expect } from "vitest";
import { test } from "@/tests/support/browser-test";
import { saveScreenshot } from "@/tests/support/browser";

describe("the methodology page", () => {
  test("explains the score a profile shows, with seed 000 worked through from its stored figures", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Qwen3.5-9B" }).first().click();
    await page.waitForURL("**/models/qwen3-5-9b");
    await page.getByRole("link", { name: "Suitability score (indicative)" }).click();
    await page.waitForURL("**/methodology#score");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Methodology" }).isVisible()).toBe(true);

    // Landed on the score's rule: its heading is at the top of the window.
    const heading = page.locator("h2#score");
    await heading.waitFor();
    await page.waitForFunction(() => {
      const top = document.getElementById("score")?.getBoundingClientRect().top ?? -1;
      return top >= -2 && top < window.innerHeight / 2;
    });

    const section = page.getByRole("region", { name: /Suitability score/ });
    const example = section.getByRole("complementary");
    const text = await example.innerText();
    expect(text).toContain("Score 60.5");
    expect(text).toContain("0.5359");
    expect(text).toContain("0.766");
    expect(text).toMatch(/Stored score:\s*60\.5/);
    expect(text).not.toContain("differs from the stored figure");
    // The chat test's step: 12.51 t/s and 1.82 s give T 0.6458, L 0.6128 and 0.6291.
    const chat = example.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Chat", exact: true }) });
    const chatText = await chat.innerText();
    for (const value of ["12.51", "1.82 s", "0.6458", "0.6128", "0.6291"]) expect(chatText).toContain(value);

    // The other rules carry their step of the same run.
    const main = await page.locator("main").innerText();
    for (const value of ["122.4", "83.9", "112.7", "31.8", "18 GB", "0.24 req/s", "0.47 req/s"])
      expect(main).toContain(value);
    await saveScreenshot(page, "methodology");

    // The worked example links back to the run it reads.
    await page
      .getByRole("link", { name: /Run · source data and metadata/ })
      .first()
      .click();
    await page.waitForURL("**/runs/*");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Qwen3.5-9B" }).isVisible()).toBe(true);
  });

  test("reaches every rule a profile links to by its anchor", async ({ page }) => {
    await page.goto("/methodology");
    const anchors = [
      "eligibility",
      "headline",
      "throughput",
      "capacity",
      "memory",
      "score",
      "ranks",
      "ceiling",
      "matrix",
      "notes",
      "review",
      "versions",
      "health",
      "history",
    ];
    for (const id of anchors) expect(await page.locator(`h2#${id}`).count(), id).toBe(1);
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "VRAM" }).click();
    await page.waitForURL("**/methodology#memory");
    const memory = await page.getByRole("region", { name: /VRAM/ }).innerText();
    expect(memory).toContain("GGUF Q4_K_M");
    expect(memory).toContain("18 GB of weights");
  });
});
