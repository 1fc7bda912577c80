import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { test } from "@/tests/support/browser-test";
import { saveScreenshot, scrollThroughPage } from "@/tests/support/browser";

/**
 * The id of a seed run in a home-page row that names its hardware, model and precision, read from its
 * link to the run. Other browser tests upload runs on the same hardware: model and precision tell the seed's apart.
 */
async function findRunId(page: Page, hardware: string): Promise<string> {
  const [model, precision] = SEED_RUNS[hardware] ?? [];
  const rows = page
    .getByRole("row")
    .filter({ hasText: hardware })
    .filter({ hasText: model })
    .filter({ hasText: precision });
  const hrefs = await rows
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const id = hrefs.map((href) => href.match(/^\/runs\/([a-z0-9]+)$/i)?.[1]).find(Boolean);
  if (!id) throw new Error(`no run link in the ${hardware} row (${hrefs.join(", ")})`);
  return id;
}

/** The model and precision of each seed run, by its hardware (prisma/seed). */
const SEED_RUNS: Record<string, [string, string]> = {
  "DGX Spark": ["Qwen3.5-9B", "BF16"],
  "H200 NVL": ["Qwen3.5-4B", "BF16"],
  "RTX 3090": ["Qwen3.5-4B", "AWQ 4-bit"],
};

describe("comparing runs and exporting them", () => {
  test("compares seed 000 with a matrix run side by side, with deltas and overlaid charts", async ({ page }) => {
    await page.goto("/");
    const a = await findRunId(page, "DGX Spark");
    const b = await findRunId(page, "H200 NVL");
    await page.goto(`/compare?runs=${a},${b}`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Compare runs" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("heading", { level: 3, name: "Qwen3.5-9B BF16" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("heading", { level: 3, name: "Qwen3.5-4B BF16" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("columnheader", { name: "Δ tok/s vs A" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("columnheader", { name: "Δ TTFT vs A" }).isVisible()).toBe(true);
    const chat = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "01 Chat" }) });
    await expect.poll(() => chat.innerText()).toContain("12.51");
    // One chart of the suite tests, one of the decode matrix (only B has one): recharts draws them in the browser.
    const charts = page.locator("figure .recharts-wrapper > svg");
    // Each loads when it comes near the screen.
    await scrollThroughPage(page);
    await charts.nth(1).waitFor();
    await expect.poll(() => charts.count()).toBe(2);
    await expect.poll(() => page.getByLabel("Context").inputValue()).not.toBe("");
    await saveScreenshot(page, "compare-two-runs");
  });

  test("names what differs between two runs of one model, and diffs their launch commands", async ({ page }) => {
    await page.goto("/");
    const a = await findRunId(page, "H200 NVL");
    const b = await findRunId(page, "RTX 3090");
    await page.goto(`/compare?runs=${a},${b}`);
    await expect.poll(() => page.locator("main .lead").innerText()).toContain("All of them: Qwen3.5-4B");
    const legend = page.getByRole("figure", { name: /^Launch command of B · / });
    await expect.poll(() => legend.getAttribute("aria-label")).toContain("RTX 3090");
    await expect
      .poll(() => page.getByRole("figure", { name: /^Launch command of A · / }).getAttribute("aria-label"))
      .toContain("H200 NVL");
    await expect.poll(() => legend.locator("mark").count()).toBeGreaterThan(0);
    await saveScreenshot(page, "compare-what-differs");
  });

  test("reaches the comparison from a run page, reporting unknown ids", async ({ page }) => {
    await page.goto("/");
    await page.goto(`/runs/${await findRunId(page, "RTX 3090")}`);
    await page.getByRole("link", { name: "Compare this run" }).click();
    await page.waitForURL(/\/compare\?runs=/);
    await page.getByRole("heading", { level: 2, name: "Compare with…" }).waitFor();
    await page
      .getByRole("link", { name: /^Add Qwen3\.5-9B BF16 on DGX Spark/ })
      .first()
      .click();
    await page.waitForURL(/\/compare\?runs=[a-z0-9]+,[a-z0-9]+$/);
    await page.getByRole("heading", { level: 2, name: "Runs" }).waitFor();
    await expect.poll(() => page.getByRole("heading", { level: 3 }).count()).toBe(2);
    await page.goto(`${page.url()},nosuchrun`);
    await expect.poll(() => page.getByRole("status").innerText()).toContain("nosuchrun");
    await saveScreenshot(page, "compare-from-run-page");
  });

  test("documents the API, upload first", async ({ page }) => {
    await page.goto("/api-docs");
    await expect
      .poll(() => page.getByRole("heading", { level: 2, name: "POST /api/v1/runs", exact: true }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole("heading", { level: 2, name: "GET /api/v1/runs/{id}", exact: true }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.locator("main").innerText())
      .toContain('curl -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" --data @bundle.json');
    // The preview takes the same body: open the upload's own.
    const upload = page.getByRole("region", { name: "POST /api/v1/runs", exact: true });
    await upload.getByText("Request body · application/json · RunBundle").click();
    await expect
      .poll(() => upload.getByRole("cell", { name: "artifacts[].content", exact: true }).isVisible())
      .toBe(true);
    await saveScreenshot(page, "api-docs");
  });

  test("exports seed 000 as Markdown and as source JSON from its run page", async ({ page }) => {
    await page.goto("/");
    const id = await findRunId(page, "DGX Spark");
    await page.goto(`/runs/${id}`);
    const markdownHref = await page.getByRole("link", { name: "Markdown" }).first().getAttribute("href");
    const jsonHref = await page.getByRole("link", { name: "Source JSON" }).first().getAttribute("href");
    expect(markdownHref).toBe(`/runs/${id}/export.md`);
    const markdown = await page.request.get(markdownHref!);
    expect(markdown.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    const text = await markdown.text();
    expect(text).toContain("| Chat · tokens/s per user | 12.51 |");
    expect(text).toContain("37.12 s");
    const body = await (await page.request.get(jsonHref!)).json();
    expect(body.figures.score).toBe(60.5);
    const artifact = await page.request.get(body.artifacts[0].url);
    expect(artifact.headers()["content-disposition"]).toMatch(/^attachment; filename=/);
    expect(JSON.parse(await artifact.text()).tests).toHaveLength(11);
  });
});
