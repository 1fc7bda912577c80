import { randomBytes } from "node:crypto";
import { describe, expect } from "vitest";
import { test } from "@/tests/support/browser-test";
import { saveScreenshot } from "@/tests/support/browser";
import { describeRun, signUpFromUpload } from "@/tests/support/site-flows";

describe("a contributor uploads a run through the web", () => {
  test("signs up, previews the files' mapping, uploads and sees the new run", async ({ page }) => {
    const handle = `tester-${randomBytes(3).toString("hex")}`;
    await signUpFromUpload(page, handle, "a-long-password-1");

    await page
      .getByLabel("Choose files")
      .setInputFiles([
        "tests/fixtures/llama-benchy/chat-c1-5-10.md",
        "tests/fixtures/vllm-bench-serve/monday-peak.json",
      ]);
    await describeRun(page, {
      model: `E2E-Model-${handle}`,
      organization: "Test Lab",
      precision: "FP8",
      launchCommand: "vllm serve test/model --api-key sk-secretsecretsecretsecret1234",
    });

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
