/**
 * Issue 26's acceptance through the web form: every file other people published
 * (../shared/real-world, with the manifest a contributor would write) dropped on the upload form
 * as a contributor does, described with the manifest's model, hardware and engine, and uploaded.
 * Each is stored, with a link to every run it became (one per model and setup); the all-failed
 * vLLM file is refused with a message naming `completed: 0`. The API and CLI paths are
 * tests/integration/real-world-uploads.test.ts.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { test } from "@/tests/support/browser-test";
import { saveScreenshot } from "@/tests/support/browser";
import { signUpFromUpload } from "@/tests/support/site-flows";

const FOLDER = path.resolve(process.cwd(), "../shared/real-world");
const read = (name: string) => readFileSync(path.join(FOLDER, name), "utf8");

type Expected = { file: string; accept: boolean };
type Manifest = {
  model: { name: string; org: string; paramsB: number; precision: string };
  hardware: { name: string; accelerator: string; memoryGB: number };
  engine: { name: string; version: string };
  launchCommand: string;
  measuredAt: string;
};

const expectedFiles: Expected[] = existsSync(FOLDER) ? JSON.parse(read("expected.json")) : [];
const manifests: Record<string, Manifest> = existsSync(FOLDER) ? JSON.parse(read("manifests.json")) : {};

/** Runs a file becomes where it holds several models or setups (the rest become one). */
const RUNS_OF: Record<string, number> = {
  "khunguraharman-m4-mac-mini-qwen3-4b-three-quants.json": 3,
  "mixa3607-mi50-gfx906-rocm-six-models.md": 14,
  "ik_llama-disc399-fizzAI-gtx1650s-mainline-cuda-blas-fa-sweep.md": 2,
  "ik_llama-pr56-ikawrakow-metal-bf16-vs-f16-2024.md": 2,
  "nerdalert-llmd-4xL40S-benchmark_serving-results.json": 3,
};

async function dropFile(page: Page, name: string, text: string) {
  const zone = page.getByRole("region", { name: "Drop zone for the files" });
  await zone.evaluate(
    (element, file) => {
      const data = new DataTransfer();
      data.items.add(new File([file.text], file.name, { type: "text/plain" }));
      element.dispatchEvent(new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer: data }));
      element.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: data }));
    },
    { name, text },
  );
}

async function describeFromManifest(page: Page, manifest: Manifest) {
  await page.getByLabel("Model", { exact: true }).fill(manifest.model.name);
  await page.getByLabel("Organization").fill(manifest.model.org);
  await page.getByLabel("Precision or quantization").fill(manifest.model.precision);
  await page.getByLabel("Parameters (billions)").fill(String(manifest.model.paramsB));
  await page.getByLabel("Hardware", { exact: true }).fill(manifest.hardware.name);
  await page.getByLabel("Accelerator", { exact: true }).fill(manifest.hardware.accelerator);
  await page.getByLabel("Memory (GB)").fill(String(manifest.hardware.memoryGB));
  await page.getByLabel("Engine", { exact: true }).fill(manifest.engine.name);
  await page.getByLabel("Engine version").fill(manifest.engine.version);
  await page.getByLabel("Launch command").fill(manifest.launchCommand);
  await page.getByLabel("Measured on").fill(manifest.measuredAt.slice(0, 10));
}

describe.skipIf(expectedFiles.length === 0)("the upload form and the files people publish", () => {
  test("stores every published file as a run per model and setup, and refuses the all-failed one", async ({ page }) => {
    await signUpFromUpload(page, `world-${randomBytes(3).toString("hex")}`, "a-long-password-1");
    const outcomes: string[] = [];
    for (const entry of expectedFiles) {
      const manifest = manifests[entry.file];
      if (!manifest) throw new Error(`manifests.json has no manifest for ${entry.file}`);
      // each file is a contributor's next upload, from a fresh form
      await page.goto("/upload");
      await dropFile(page, entry.file, read(entry.file));
      const row = page.getByRole("list", { name: "Files to upload" }).getByRole("listitem");
      await expect.poll(() => row.filter({ hasText: entry.file }).count()).toBe(1);
      await describeFromManifest(page, manifest);
      await page.getByRole("button", { name: "Upload run" }).click();
      if (!entry.accept) {
        await expect.poll(() => page.locator("main").innerText(), { timeout: 30_000 }).toContain("completed: 0");
        expect(await page.getByRole("status").filter({ hasText: "Your run is uploaded" }).count()).toBe(0);
        outcomes.push(`${entry.file}: refused`);
        continue;
      }
      const stored = page.getByRole("status").filter({ hasText: "Your run is uploaded" });
      await stored.waitFor({ timeout: 60_000 });
      const runLinks = await stored
        .locator('a[href*="/runs/"]')
        .evaluateAll((links) =>
          links.map((link) => link.getAttribute("href")).filter((href) => /\/runs\/[a-z0-9]+$/.test(href ?? "")),
        );
      outcomes.push(`${entry.file}: ${new Set(runLinks).size} runs`);
    }
    expect(outcomes).toEqual(
      expectedFiles.map((entry) =>
        entry.accept ? `${entry.file}: ${RUNS_OF[entry.file] ?? 1} runs` : `${entry.file}: refused`,
      ),
    );
  }, 600_000); // 23 uploads through the form, each parsed and stored on the server: minutes, not seconds

  test("fills the empty fields from the catalogue and says where each value came from", async ({ page }) => {
    await signUpFromUpload(page, `catalogue-${randomBytes(3).toString("hex")}`, "a-long-password-1");
    await page.goto("/upload");
    const file = "khunguraharman-rtx3080-llama3.2-3b-q8_0-p512-n1024.json";
    await dropFile(page, file, read(file));
    // llama-bench prints the GPU on line 6: the catalogue's entry, matched on the server, fills the fields
    const panel = page.getByRole("region", { name: "From the catalogue" });
    await expect.poll(() => panel.innerText(), { timeout: 30_000 }).toContain("RTX 3080");
    const text = await panel.innerText();
    expect(text).toContain(`“NVIDIA GeForce RTX 3080” (${file}, line 6) → RTX 3080 10GB · 10 GB`);
    expect(text).toContain("Llama");
    expect(await panel.getByRole("link", { name: "source" }).first().getAttribute("href")).toMatch(/^https:\/\//);
    expect(await page.getByLabel("Hardware", { exact: true }).inputValue()).toBe("RTX 3080 10GB");
    expect(await page.getByLabel("Memory (GB)").inputValue()).toBe("10");
    expect(await page.getByLabel("Organization").inputValue()).toBe("Meta");
    expect(await page.getByLabel("Precision or quantization").inputValue()).toBe("Q8_0");
    await saveScreenshot(page, "upload-catalogue-panel-1366");
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, "upload-catalogue-panel-390");
  }, 120_000);
});
