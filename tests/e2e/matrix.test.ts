import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { test } from "@/tests/support/browser-test";
import { saveScreenshot } from "@/tests/support/browser";

async function openH200Matrix(page: Page) {
  await page.goto("/");
  await page.getByRole("row").filter({ hasText: "H200 NVL" }).getByRole("link", { name: "speed matrix" }).click();
  await page.waitForURL("**/matrix");
}

const heatmap = (page: Page) =>
  page.getByRole("table", { name: /rows are context length, columns are simultaneous requests/ });
const measurements = (page: Page) =>
  page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Measured for" }) });

/** The decode cell at a context row and the n-th concurrency column (0 = one request). */
function heatmapCell(page: Page, context: string, column: number): Locator {
  return heatmap(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: context, exact: true }) })
    .getByRole("cell")
    .nth(column);
}

const background = (cell: Locator) => cell.evaluate((element) => getComputedStyle(element).backgroundColor);
const firstDataRow = (page: Page) => measurements(page).getByRole("row").nth(1).innerText();

describe("the speed matrix page, interactive", () => {
  test("switches the decode heatmap between metrics, sorts the measurements and draws the prefill chart", async ({
    page,
  }) => {
    await openH200Matrix(page);

    // First paint: total tok/s, with TTFT under it.
    const cell = heatmapCell(page, "8K", 0);
    await expect.poll(() => page.getByRole("radio", { name: "Total tok/s" }).isChecked()).toBe(true);
    expect((await cell.innerText()).split("\n")[0]).toBe("408.2");
    await expect.poll(() => cell.getAttribute("title")).toContain("78 ms TTFT");
    await expect.poll(() => heatmapCell(page, "251K", 7).innerText()).toBe("Over capacity");
    await expect.poll(() => page.locator("main").innerText()).toContain("Higher total tok/s is better");
    const totalShade = await background(cell);

    // TTFT: the cell leads with its TTFT, and the fastest first token gets the best (darkest) shade.
    await page.getByRole("radio", { name: "TTFT" }).check();
    await expect.poll(async () => (await cell.innerText()).split("\n")[0]).toBe("78 ms");
    await expect.poll(() => cell.innerText()).toContain("408.2 tok/s");
    await expect.poll(() => heatmap(page).locator("caption").innerText()).toMatch(/^TTFT · rows are context length/);
    await expect.poll(() => page.locator("main").innerText()).toContain("Lower TTFT is better");
    expect(await background(cell)).not.toBe(totalShade);
    await expect.poll(() => heatmapCell(page, "251K", 1).innerText()).toContain("5,791 ms");
    await expect.poll(() => heatmapCell(page, "251K", 7).innerText()).toBe("Over capacity");

    // The switch is a radio group: arrow keys move through the metrics.
    await page.getByRole("radio", { name: "TTFT" }).press("ArrowRight");
    await expect.poll(() => page.getByRole("radio", { name: "Time between tokens" }).isChecked()).toBe(true);
    await expect.poll(async () => (await cell.innerText()).split("\n")[0]).toBe("2.5 ms");

    // All measurements: server order first, then by TTFT ascending and descending.
    const table = measurements(page);
    const ttftHeader = table.getByRole("columnheader", { name: "TTFT" });
    await expect.poll(() => ttftHeader.getAttribute("aria-sort")).toBe("none");
    expect(await firstDataRow(page)).toMatch(/^Prefill\s+8K/);
    await table.getByRole("button", { name: "TTFT" }).click();
    await expect.poll(() => ttftHeader.getAttribute("aria-sort")).toBe("ascending");
    const fastest = await firstDataRow(page);
    expect(fastest).toMatch(/^Sustained decode\s+8K\s+1\s/);
    expect(fastest).toContain("78 ms");
    await table.getByRole("button", { name: "TTFT" }).click();
    await expect.poll(() => ttftHeader.getAttribute("aria-sort")).toBe("descending");
    expect(await firstDataRow(page)).toContain("12,678 ms");
    await expect.poll(() => table.getByRole("row").last().innerText()).toContain("Over capacity");
    await expect.poll(() => table.getByRole("row").count()).toBe(1 + 48 + 7);

    // Prefill: a chart with one bar per context, next to its table.
    const prefill = page.getByRole("region", { name: "Prefill" });
    const chart = prefill.locator("svg.recharts-surface").first();
    // Charts load when they come near the screen.
    await prefill.scrollIntoViewIfNeeded();
    await chart.waitFor();
    await expect.poll(() => prefill.locator(".recharts-bar-rectangle").count()).toBe(7);
    expect(await prefill.locator(".recharts-cartesian-axis-tick-value").allTextContents()).toEqual(
      expect.arrayContaining(["8K", "256K"]),
    );
    await prefill.locator(".recharts-bar-rectangle").first().hover();
    await expect.poll(() => prefill.locator(".recharts-tooltip-wrapper").innerText()).toContain("46.7K tok/s");
    await expect.poll(() => prefill.locator(".recharts-tooltip-wrapper").innerText()).toContain("175 ms");

    await saveScreenshot(page, "matrix-h200-interactive");
  });

  test("reads in dark mode: the heatmap and chart follow the colour scheme", async ({ openPage }) => {
    const light = await openPage();
    await openH200Matrix(light);
    const lightShade = await background(heatmapCell(light, "8K", 7));

    const page = await openPage({ colorScheme: "dark" });
    await openH200Matrix(page);
    const prefill = page.getByRole("region", { name: "Prefill" });
    await prefill.scrollIntoViewIfNeeded();
    await prefill.locator("svg.recharts-surface").first().waitFor();
    // The best cell is the darkest blue on a light page and the palest on a dark one.
    expect(await background(heatmapCell(page, "8K", 7))).not.toBe(lightShade);
    expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(true);
    await saveScreenshot(page, "matrix-h200-dark");
  });
});

describe("the model profile's decode throughput chart", () => {
  test("draws one bar per test context and keeps the values in text", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Qwen3.5-9B" }).first().click();
    await page.waitForURL("**/models/qwen3-5-9b");
    const performance = page.getByRole("region", { name: /Performance · BF16/ });
    await performance.scrollIntoViewIfNeeded();
    await performance.locator("svg.recharts-surface").first().waitFor();
    await expect.poll(() => performance.locator(".recharts-bar-rectangle").count()).toBe(4);
    const values = await performance.getByRole("list", { name: "Decode throughput values" }).innerText();
    for (const label of ["1k ctx", "8k ctx", "4k+turn", "25k ctx"]) expect(values).toContain(label);
    expect(values).toMatch(/\d+ t\/s/);
    await expect.poll(() => performance.innerText()).toContain("Decode throughput · total t/s · c=10 · BF16");
    await saveScreenshot(page, "model-qwen3-5-9b-chart");
  });
});
