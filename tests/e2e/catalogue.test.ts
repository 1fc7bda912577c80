import { describe, expect } from "vitest";
import { test } from "@/tests/support/browser-test";
import { saveScreenshot, waitForHydration } from "@/tests/support/browser";

describe("the catalogue pages as a visitor sees them", () => {
  test("lists the hardware and opens one with its ceiling, best models and runs", async ({ page }) => {
    await page.goto("/hardware");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Hardware" }).isVisible()).toBe(true);
    for (const name of ["DGX Spark", "H200 NVL", "RTX 3090"]) {
      await expect.poll(() => page.getByRole("link", { name, exact: true }).isVisible()).toBe(true);
    }
    await expect.poll(() => page.getByRole("row").filter({ hasText: "DGX Spark" }).innerText()).toContain("273 GB/s");
    await saveScreenshot(page, "hardware-list");

    await page.getByRole("link", { name: "DGX Spark", exact: true }).click();
    await page.waitForURL("**/hardware/dgx-spark");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "DGX Spark" }).isVisible()).toBe(true);
    const text = await page.locator("main").innerText();
    expect(text).toContain("273 GB/s ÷ 18.0 GB = 15.2 tok/s");
    const best = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Decode ceiling" }) });
    await expect.poll(() => best.getByRole("row").filter({ hasText: "Qwen3.5-9B" }).innerText()).toContain("60.5");
    const runs = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Peak decode tok/s" }) });
    await expect.poll(() => runs.getByRole("link", { name: "Qwen3.5-9B" }).count()).toBe(1);
    await saveScreenshot(page, "hardware-dgx-spark");
  });

  test("shows an organization with both of its models, and a contributor with their run", async ({ page }) => {
    await page.goto("/organizations/alibaba");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Alibaba" }).isVisible()).toBe(true);
    const models = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Parameters" }) });
    await expect.poll(() => models.getByRole("link", { name: "Qwen3.5-9B" }).isVisible()).toBe(true);
    await expect.poll(() => models.getByRole("link", { name: "Qwen3.5-4B" }).isVisible()).toBe(true);
    await saveScreenshot(page, "organization-alibaba");

    await page.goto("/contributors/sandberg");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Sandberg" }).isVisible()).toBe(true);
    const row = page.getByRole("row").filter({ hasText: "RTX 3090" });
    await expect.poll(() => row.innerText()).toContain("AWQ 4-bit");
    await expect.poll(() => page.locator("main").innerText()).not.toContain("@example");
    // The hardware cell leads to the hardware's page.
    await row.getByRole("link", { name: "RTX 3090" }).click();
    await page.waitForURL("**/hardware/rtx-3090");
    await saveScreenshot(page, "hardware-rtx-3090");
  });

  test("answers 404 for an unknown hardware, organization or contributor", async ({ openPage }) => {
    // The browser logs each 404 as a console error: expected here.
    const page = await openPage({ allowConsoleErrors: true });
    for (const path of ["/hardware/no-such-gpu", "/organizations/no-such-org", "/contributors/nobody-here"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
    }
  });

  test("describes the 11 tests of the suite, each with its command, and every tool the arena reads", async ({
    page,
  }) => {
    await page.goto("/benchmarks");
    const suite = page.locator('section[aria-labelledby="closed-loop"], section[aria-labelledby="open-loop"]');
    await expect.poll(() => suite.getByRole("heading", { level: 3 }).count()).toBe(11);
    const tools = page.locator('section[aria-labelledby="tools"]');
    await expect
      .poll(() => tools.getByRole("heading", { level: 3 }).allInnerTexts())
      .toEqual([
        "llama-benchy",
        "vllm bench serve",
        "llama-bench (llama.cpp)",
        "llama-batched-bench (llama.cpp)",
        "llm-inference-bench",
      ]);
    await expect.poll(() => page.locator("main details").count()).toBe(11);
    await expect.poll(() => page.locator("main").innerText()).toContain("MODEL stands for");
    const command = page.getByLabel("Command for Capacity · rate sweep");
    await expect.poll(() => command.isVisible()).toBe(false);
    await page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Capacity · rate sweep" }) })
      .getByText("View command")
      .click();
    const text = await command.innerText();
    expect(text).toContain("--served-model-name MODEL");
    expect(text.match(/vllm bench serve/g)).toHaveLength(6);
    await saveScreenshot(page, "benchmarks");
  });

  test("works out a ceiling for the picked hardware and model and lists their measured runs", async ({ page }) => {
    await page.goto("/calculator");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Decode calculator" }).isVisible()).toBe(true);
    // a choice made before React hydrated the form would not reach it
    await waitForHydration(page.getByLabel("Measured hardware"));
    await page.getByLabel("Measured hardware").selectOption({ label: "RTX 3090" });
    await expect.poll(() => page.getByLabel("Memory bandwidth (GB/s)").inputValue()).toBe("936");
    await page.getByLabel("Measured model").selectOption({ label: "Qwen3.5-4B" });
    await page.getByLabel("Precision").selectOption("AWQ 4-bit");
    const ceiling = page.getByRole("region", { name: "Decode ceiling" });
    await ceiling.getByText("468.0", { exact: true }).waitFor();

    // The KV cache of a 32K context lowers the ceiling, and the address keeps every input.
    await page.getByLabel("Context (tokens)").fill("32768");
    await page.getByLabel("Layers with KV cache").fill("36");
    await page.getByLabel("KV heads").fill("8");
    await page.getByLabel("Head dim").fill("128");
    await ceiling.getByText("137.0", { exact: true }).waitFor();
    expect(page.url()).toContain("hardware=rtx-3090");
    expect(page.url()).toContain("layers=36");

    const runs = page.getByRole("region", { name: "Measured runs of this pair" });
    const row = runs.getByRole("row").filter({ hasText: "182.7 tok/s" });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain("39%");
    await saveScreenshot(page, "calculator");

    // The shared address opens the same calculation, runs included.
    await page.goto(page.url());
    await ceiling.getByText("137.0", { exact: true }).waitFor();
    await expect.poll(() => runs.getByRole("row").filter({ hasText: "182.7 tok/s" }).isVisible()).toBe(true);
  });
});
