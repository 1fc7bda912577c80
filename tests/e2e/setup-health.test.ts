import { mkdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { test } from "@/tests/support/browser-test";
import { scrollThroughPage } from "@/tests/support/browser";
import { CHAT_OUTPUT } from "@/tests/support/run-bundle";
import { importRunsWithCli } from "@/tests/support/site-flows";

const databaseUrl = inject("databaseUrl");
const suffix = randomBytes(3).toString("hex");
const MODEL = `Health-9B-${suffix}`;
const HARDWARE = `HT-${suffix} Accelerator`;

function bundle(perUserTps: number, version: string, flags: string, day: number) {
  return {
    schemaVersion: 1,
    model: { name: MODEL, org: "Health Lab", paramsB: 9, architecture: "dense", precision: "BF16" },
    hardware: {
      name: HARDWARE,
      accelerator: `Test HT-${suffix}`,
      memoryGB: 48,
      memoryKind: "discrete",
      bandwidthGBs: 1000,
    },
    engine: { name: "vllm", version },
    launchCommand: `vllm serve health/model --max-model-len 32768 ${flags}`,
    measuredAt: `2026-09-0${day}`,
    artifacts: [
      {
        tool: "llama-benchy",
        fileName: "chat-c1-5-10.md",
        content: CHAT_OUTPUT.replace("12.51 ± 0.03", `${perUserTps.toFixed(2)} ± 0.03`),
      },
    ],
  };
}

const WIDTHS = [390, 1366, 1920] as const;

/** Screenshots of `region` at the three widths, light and dark, under test-results/screenshots/. */
async function shootWidths(page: Page, name: string, region?: string) {
  const dir = path.join(process.cwd(), "test-results", "screenshots");
  mkdirSync(dir, { recursive: true });
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const file = path.join(dir, `${name}-${width}-${colorScheme}.png`);
      if (region) await page.getByRole("region", { name: region }).screenshot({ path: file });
      else await page.screenshot({ path: file, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }
}

describe("setup health and engine-version history", () => {
  test("a slow run shows its percentile, median, ceiling ratio and flag; its history the drop", async ({
    page,
    skip,
  }) => {
    if (!databaseUrl) skip("The site runs on an embedded database this test cannot import runs into.");
    const fast = "--gpu-memory-utilization 0.9 --max-num-seqs 256";
    const ids = importRunsWithCli(databaseUrl, [
      bundle(12.51, "0.25.0", fast, 1),
      bundle(12.9, "0.26.0", fast, 2),
      bundle(13.2, "0.26.0", fast, 3),
      bundle(6.2, "0.27.0", "--gpu-memory-utilization 0.5", 4),
    ]);
    expect(ids).toHaveLength(4);

    await page.goto(`/runs/${ids[3]}`);
    const health = page.getByRole("region", { name: "Setup health" });
    await health.waitFor();
    const chat = health.getByRole("row").filter({ hasText: "Per-user decode, chat at 10 users" });
    await expect.poll(() => chat.innerText()).toContain("6.2 tok/s");
    const cells = await chat.getByRole("cell").allInnerTexts();
    expect(cells).toEqual([
      "Per-user decode, chat at 10 users",
      "6.2 tok/s",
      "12.9 tok/s",
      "4th of 4",
      "0th percentile",
      "3",
    ]);
    const text = await health.innerText();
    expect(text).toContain(
      "Slower than 9 of 10 runs of this setup: check power limits, clocks, PCIe width, engine flags.",
    );
    expect(text).toContain(
      "Compared with 3 other listed runs of the same model, precision, hardware and engine (vLLM).",
    );
    // 1000 GB/s over 18 GB of BF16 weights; single-request decode 14.21 tok/s from the chat test at one user.
    expect(text).toContain("Single-request decode 14.2 tok/s is 25.6% of the memory-bandwidth ceiling of 55.6 tok/s");
    const flag = health.getByRole("note", { name: "Far below its peers" });
    const setting = flag.getByRole("row").filter({ hasText: "--gpu-memory-utilization" });
    expect(await setting.getByRole("cell").allInnerTexts()).toEqual([
      "--gpu-memory-utilization",
      "0.5",
      "0.9 (3 runs)",
    ]);
    await shootWidths(page, "run-setup-health", "Setup health");

    await page.emulateMedia({ colorScheme: "light" });
    await page.setViewportSize({ width: 1366, height: 900 });
    await health.getByRole("link", { name: /across engine versions →$/ }).click();
    await page.waitForURL(/\/models\/health-9b-[a-f0-9]+\/history\?precision=bf16&hardware=/);
    await page.getByRole("heading", { level: 1, name: `${MODEL} BF16 on ${HARDWARE}` }).waitFor();
    const drops = page.getByRole("note", { name: "Possible regressions" });
    await expect.poll(() => drops.innerText()).toContain("Chat: per-user tok/s: vLLM 0.26.0 → 0.27.0, −52.5%");
    const table = page.getByRole("table", { name: "Chat: per-user tok/s" });
    const newest = table.getByRole("row").filter({ hasText: "0.27.0" });
    await expect.poll(() => newest.innerText()).toContain("possible regression");
    expect(await table.getByText("possible regression").count()).toBe(1);
    // The chart is drawn in the browser, its dot at the drop in red, once it comes near the screen.
    await scrollThroughPage(page);
    await page.locator("figure .recharts-wrapper > svg").first().waitFor();
    await shootWidths(page, "setup-history");
  });
});
