/**
 * A refused submit keeps what was typed: the sign-in form after a wrong password, the sign-up
 * form after a weak one (refused before the sign-up limit counts it), each with its message.
 */
import { randomBytes } from "node:crypto";
import { describe, expect } from "vitest";
import { test } from "@/tests/support/browser-test";

describe("forms after an error", () => {
  test("sign-in keeps the e-mail and password after a wrong password", async ({ page }) => {
    await page.goto("/signin");
    await page.getByLabel("E-mail").fill("nobody@example.com");
    await page.getByLabel("Password").fill("not-the-password-123");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.locator("main form").getByRole("alert").innerText()).toContain("do not match");
    expect(await page.getByLabel("E-mail").inputValue()).toBe("nobody@example.com");
    expect(await page.getByLabel("Password").inputValue()).toBe("not-the-password-123");
  });

  test("sign-up keeps every field after a refused password", async ({ page }) => {
    const handle = `forms-${randomBytes(3).toString("hex")}`;
    await page.goto("/signup");
    await page.getByLabel("E-mail").fill(`${handle}@example.com`);
    await page.getByLabel("Handle").fill(handle);
    await page.getByLabel("Password").fill("password");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => page.locator("#password-error").isVisible()).toBe(true);
    expect(await page.getByLabel("E-mail").inputValue()).toBe(`${handle}@example.com`);
    expect(await page.getByLabel("Handle").inputValue()).toBe(handle);
    expect(await page.getByLabel("Password").inputValue()).toBe("password");
  });
});
