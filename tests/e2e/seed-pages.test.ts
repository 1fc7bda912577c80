import { describe, expect } from "vitest";
import { test } from "@/tests/support/browser-test";
import { saveScreenshot } from "@/tests/support/browser";

describe("the seed runs as a visitor sees them", () => {
  test("shows the model profile of seed 000 with its figures, tests and commands", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Models" }).click();
    await page.waitForURL("**/models");
    await page.getByRole("link", { name: "Qwen3.5-9B", exact: true }).click();
    await page.waitForURL("**/models/qwen3-5-9b");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Qwen3.5-9B" }).isVisible()).toBe(true);

    const text = await page.locator("main").innerText();
    expect(text).toContain("12.51 tokens/s per user");
    expect(text).toContain("1.82 seconds");
    expect(text).toContain("37.12 seconds");
    expect(text).toContain("11/11");
    for (const quality of ["82.5", "81.7", "65.6"]) expect(text).toContain(quality);
    for (const name of ["Chat", "RAG · 8k context", "Capacity · rate sweep", "Monday morning peak"]) {
      await expect.poll(() => page.getByRole("heading", { level: 3, name, exact: true }).isVisible()).toBe(true);
    }
    await expect.poll(() => page.locator("main details").count()).toBe(11);

    // A command is in the page's HTML and opens on a click.
    const chatCommand = page.getByLabel("Command for Chat");
    await expect.poll(() => chatCommand.isVisible()).toBe(false);
    await page.getByRole("article", { name: "Chat", exact: true }).getByText("View command").click();
    await expect.poll(() => chatCommand.innerText()).toContain("--concurrency 1 5 10");
    await saveScreenshot(page, "model-qwen3-5-9b");
  });

  test.for([
    {
      hardware: "H200 NVL",
      slug: "h200-nvl",
      cells: ["46.7K", "408.2", "5,791 ms", "Over capacity"],
      shot: "matrix-h200",
    },
    {
      hardware: "RTX 3090",
      slug: "rtx-3090",
      cells: ["10.6K", "181.7", "86.7", "Over capacity"],
      shot: "matrix-rtx-3090",
    },
  ])("shows every cell of the $hardware matrix", async ({ hardware, slug, cells, shot }, { page }) => {
    // The index of matrix runs of that hardware: other browser tests' newer runs push the seeds
    // out of the home page's latest ten.
    await page.goto(`/matrix-runs?hardware=${slug}`);
    await page.getByRole("row").filter({ hasText: hardware }).locator('a[href$="/matrix"]').first().click();
    await page.waitForURL("**/matrix");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toContain(hardware);
    const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Measured for" }) });
    // 8 concurrency levels x 6 contexts of decode, plus the prefill rows, plus the header row.
    const rows = await table.getByRole("row").count();
    expect(rows).toBe(1 + 48 + (hardware === "H200 NVL" ? 7 : 5));
    const text = await page.locator("main").innerText();
    for (const cell of cells) expect(text).toContain(cell);
    await saveScreenshot(page, shot);
  });
});
