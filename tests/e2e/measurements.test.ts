/**
 * A llama-benchy depth sweep to 200k (20 rows, no suite test) imported like any run: its page
 * draws the context-scaling profile and lists every rung, and the measurements leaderboard
 * ranks it by one of its tests.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, inject } from "vitest";
import { saveScreenshot } from "@/tests/support/browser";
import { test } from "@/tests/support/browser-test";

const databaseUrl = inject("databaseUrl");

describe("a depth sweep", () => {
  test("shows its context-scaling profile and ranks on /measurements", async ({ page, skip }) => {
    if (!databaseUrl) skip("The site runs on an embedded database this test cannot import into.");
    const bundle = {
      schemaVersion: 1,
      model: {
        name: "Qwen3.6-35B-A3B",
        org: "Alibaba",
        paramsB: 35,
        architecture: "moe",
        activeParamsB: 3,
        precision: "Q4_K_M",
      },
      hardware: {
        name: "RTX PRO 4500",
        accelerator: "NVIDIA RTX PRO 4500 Blackwell",
        memoryGB: 32,
        memoryKind: "discrete",
      },
      engine: { name: "llama.cpp", version: "b7000" },
      launchCommand: "llama-server -m qwen3.6-35b-a3b-q4_k_m.gguf -c 262144 -fa on",
      measuredAt: "2026-11-20",
      artifacts: [
        {
          tool: "llama-benchy",
          fileName: "depth-sweep.md",
          content: readFileSync("tests/fixtures/llama-benchy/depth-sweep-pp2048-tg480.md", "utf8"),
        },
      ],
    };
    const file = path.join(mkdtempSync(path.join(tmpdir(), "arena-sweep-")), "sweep.json");
    writeFileSync(file, JSON.stringify(bundle));
    const output = execFileSync("npm", ["run", "--silent", "arena", "--", "import", file], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: "utf8",
    });
    const runPath = /\/runs\/[a-z0-9]+/i.exec(output)?.[0];
    if (!runPath) throw new Error(`the import printed no run: ${output}`);

    await page.goto(runPath);
    await page.getByRole("heading", { level: 2, name: "All measurements" }).waitFor();
    const profile = page.getByRole("figure", { name: /^Context scaling of pp2048\+tg480: 10 depths/ });
    await profile.scrollIntoViewIfNeeded();
    await expect.poll(() => profile.locator(".recharts-wrapper svg").count()).toBeGreaterThan(0);
    const rows = page.getByRole("table", { name: "llama-benchy measurements" }).locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(10);
    await expect.poll(() => rows.last().innerText()).toContain("pp2048+tg480 @ d200000");
    await saveScreenshot(page, "run-depth-sweep");

    await rows.last().getByRole("link", { name: "pp2048+tg480 @ d200000" }).click();
    await page.waitForURL(/\/measurements\?/);
    const ranked = page.getByRole("table", { name: /Runs ranked by llama-benchy/ });
    await expect.poll(() => ranked.getByRole("link", { name: /Qwen3\.6-35B-A3B Q4_K_M/ }).count()).toBe(1);
  });
});
