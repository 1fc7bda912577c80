import { randomBytes } from "node:crypto";
import { describe, expect } from "vitest";
import { test } from "@/tests/support/browser-test";
import { saveScreenshot } from "@/tests/support/browser";

describe("a contributor uploads a run through the web", () => {
  test("signs up, previews the files' mapping, uploads and sees the new run", async ({ page }) => {
    const handle = `tester-${randomBytes(3).toString("hex")}`;
    await page.goto("/upload");
    await page.waitForURL("**/signin**");
    await page.getByRole("link", { name: "Create one" }).click();
    await page.waitForURL("**/signup**");
    await page.getByLabel("E-mail").fill(`${handle}@example.com`);
    await page.getByLabel("Handle").fill(handle);
    await page.getByLabel("Password").fill("a-long-password-1");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/upload");

    await page
      .getByLabel("Benchmark output")
      .setInputFiles([
        "tests/fixtures/llama-benchy/chat-c1-5-10.md",
        "tests/fixtures/vllm-bench-serve/monday-peak.json",
      ]);
    await page.getByLabel("Model", { exact: true }).fill(`E2E-Model-${handle}`);
    await page.getByLabel("Organization").fill("Test Lab");
    await page.getByLabel("Precision or quantization").fill("FP8");
    await page.getByLabel("Parameters (billions)").fill("8");
    await page.getByLabel("Hardware", { exact: true }).fill("RTX 4090");
    await page.getByLabel("Accelerator", { exact: true }).fill("NVIDIA RTX 4090");
    await page.getByLabel("Memory (GB)").fill("24");
    await page.getByLabel("Engine", { exact: true }).fill("vllm");
    await page.getByLabel("Engine version").fill("0.26.0");
    await page.getByLabel("Launch command").fill("vllm serve test/model --api-key sk-secretsecretsecretsecret1234");

    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview" });
    await preview.waitFor();
    const previewText = await preview.innerText();
    expect(previewText).toContain("Chat");
    expect(previewText).toContain("Monday morning peak");
    await saveScreenshot(page, "upload-preview");

    await page.getByRole("button", { name: "Upload run" }).click();
    await page.getByRole("link", { name: "View your run →" }).click();
    await page.waitForURL("**/runs/**");
    const runText = await page.locator("main").innerText();
    expect(runText).toContain(`E2E-Model-${handle}`);
    expect(runText).toContain("chat-c1-5-10.md");
    expect(runText).not.toContain("sk-secret");
    await saveScreenshot(page, "uploaded-run");
  });
});
