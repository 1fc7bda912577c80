import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, saveScreenshot } from "@/tests/support/browser";

let browser: Browser;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Like `openPage`, in a browser that prefers a dark colour scheme. */
async function openDarkPage() {
  const context = await browser.newContext({ baseURL, colorScheme: "dark" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console.error: ${message.text()} (${page.url()})`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message} (${page.url()})`));
  return { page, errors, close: () => context.close() };
}

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
  it("switches the decode heatmap between metrics, sorts the measurements and draws the prefill chart", async () => {
    const { page, assertClean, close } = await openPage(browser, baseURL);
    await openH200Matrix(page);

    // First paint: total tok/s, with TTFT under it.
    const cell = heatmapCell(page, "8K", 0);
    expect(await page.getByRole("radio", { name: "Total tok/s" }).isChecked()).toBe(true);
    expect((await cell.innerText()).split("\n")[0]).toBe("408.2");
    expect(await cell.getAttribute("title")).toContain("78 ms TTFT");
    expect(await heatmapCell(page, "251K", 7).innerText()).toBe("Over capacity");
    expect(await page.locator("main").innerText()).toContain("Higher total tok/s is better");
    const totalShade = await background(cell);

    // TTFT: the cell leads with its TTFT, and the fastest first token gets the best (darkest) shade.
    await page.getByRole("radio", { name: "TTFT" }).check();
    await expect.poll(async () => (await cell.innerText()).split("\n")[0]).toBe("78 ms");
    expect(await cell.innerText()).toContain("408.2 tok/s");
    expect(await heatmap(page).locator("caption").innerText()).toMatch(/^TTFT · rows are context length/);
    expect(await page.locator("main").innerText()).toContain("Lower TTFT is better");
    expect(await background(cell)).not.toBe(totalShade);
    expect(await heatmapCell(page, "251K", 1).innerText()).toContain("5,791 ms");
    expect(await heatmapCell(page, "251K", 7).innerText()).toBe("Over capacity");

    // The switch is a radio group: arrow keys move through the metrics.
    await page.getByRole("radio", { name: "TTFT" }).press("ArrowRight");
    expect(await page.getByRole("radio", { name: "Time between tokens" }).isChecked()).toBe(true);
    await expect.poll(async () => (await cell.innerText()).split("\n")[0]).toBe("2.5 ms");

    // All measurements: server order first, then by TTFT ascending and descending.
    const table = measurements(page);
    const ttftHeader = table.getByRole("columnheader", { name: "TTFT" });
    expect(await ttftHeader.getAttribute("aria-sort")).toBe("none");
    expect(await firstDataRow(page)).toMatch(/^Prefill\s+8K/);
    await table.getByRole("button", { name: "TTFT" }).click();
    expect(await ttftHeader.getAttribute("aria-sort")).toBe("ascending");
    const fastest = await firstDataRow(page);
    expect(fastest).toMatch(/^Sustained decode\s+8K\s+1\s/);
    expect(fastest).toContain("78 ms");
    await table.getByRole("button", { name: "TTFT" }).click();
    expect(await ttftHeader.getAttribute("aria-sort")).toBe("descending");
    expect(await firstDataRow(page)).toContain("12,678 ms");
    expect(await table.getByRole("row").last().innerText()).toContain("Over capacity");
    expect(await table.getByRole("row").count()).toBe(1 + 48 + 7);

    // Prefill: a chart with one bar per context, next to its table.
    const prefill = page.getByRole("region", { name: "Prefill" });
    const chart = prefill.locator("svg.recharts-surface").first();
    await chart.waitFor();
    expect(await prefill.locator(".recharts-bar-rectangle").count()).toBe(7);
    expect(await prefill.locator(".recharts-cartesian-axis-tick-value").allTextContents()).toEqual(
      expect.arrayContaining(["8K", "256K"]),
    );
    await prefill.locator(".recharts-bar-rectangle").first().hover();
    await expect.poll(() => prefill.locator(".recharts-tooltip-wrapper").innerText()).toContain("46.7K tok/s");
    expect(await prefill.locator(".recharts-tooltip-wrapper").innerText()).toContain("175 ms");

    await saveScreenshot(page, "matrix-h200-interactive");
    assertClean();
    await close();
  });

  it("reads in dark mode: the heatmap and chart follow the colour scheme", async () => {
    const light = await openPage(browser, baseURL);
    await openH200Matrix(light.page);
    const lightShade = await background(heatmapCell(light.page, "8K", 7));
    light.assertClean();
    await light.close();

    const { page, errors, close } = await openDarkPage();
    await openH200Matrix(page);
    await page.getByRole("region", { name: "Prefill" }).locator("svg.recharts-surface").first().waitFor();
    // The best cell is the darkest blue on a light page and the palest on a dark one.
    expect(await background(heatmapCell(page, "8K", 7))).not.toBe(lightShade);
    expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(true);
    await saveScreenshot(page, "matrix-h200-dark");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the model profile's decode throughput chart", () => {
  it("draws one bar per test context and keeps the values in text", async () => {
    const { page, assertClean, close } = await openPage(browser, baseURL);
    await page.goto("/");
    await page.getByRole("link", { name: "Qwen3.5-9B" }).first().click();
    await page.waitForURL("**/models/qwen3-5-9b");
    const performance = page.getByRole("region", { name: /Performance · BF16/ });
    await performance.locator("svg.recharts-surface").first().waitFor();
    expect(await performance.locator(".recharts-bar-rectangle").count()).toBe(4);
    const values = await performance.getByRole("list", { name: "Decode throughput values" }).innerText();
    for (const label of ["1k ctx", "8k ctx", "4k+turn", "25k ctx"]) expect(values).toContain(label);
    expect(values).toMatch(/\d+ t\/s/);
    expect(await performance.innerText()).toContain("Decode throughput · total t/s · c=10 · BF16");
    await saveScreenshot(page, "model-qwen3-5-9b-chart");
    assertClean();
    await close();
  });
});
