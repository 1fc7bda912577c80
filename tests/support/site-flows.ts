/**
 * What a contributor does in the browser on the way to an upload, shared by the browser tests
 * that upload: signing up from the upload page, describing a run in the upload form, and using
 * the header's account menu; and an admin and runs made the way an operator makes them.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";

/**
 * Creates an admin with the CLI (`npm run arena -- user add --role admin`) in the site's database
 * and returns its e-mail address; `prefix` tells the tests' admins apart.
 */
export function createAdminWithCli(databaseUrl: string, password: string, prefix = "admin"): string {
  const email = `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
  const command = ["user", "add", "--email", email, "--role", "admin", "--password", password];
  execFileSync("npm", ["run", "--silent", "arena", "--", ...command], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: "pipe",
  });
  return email;
}

/** Opens /upload signed out, follows "Create one" and creates the account `handle`; ends back on /upload. */
export async function signUpFromUpload(page: Page, handle: string, password: string) {
  await page.goto("/upload");
  await page.waitForURL("**/signin**");
  await page.getByRole("link", { name: "Create one" }).click();
  await page.waitForURL("**/signup**");
  await page.getByLabel("E-mail").fill(`${handle}@example.com`);
  await page.getByLabel("Handle").fill(handle);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/upload");
}

/** Fills the upload form's run description: an 8B model on an RTX 4090 under vLLM 0.26.0. */
export async function describeRun(
  page: Page,
  run: { model: string; organization: string; precision: string; launchCommand: string },
) {
  await page.getByLabel("Model", { exact: true }).fill(run.model);
  await page.getByLabel("Organization").fill(run.organization);
  await page.getByLabel("Precision or quantization").fill(run.precision);
  await page.getByLabel("Parameters (billions)").fill("8");
  await page.getByLabel("Hardware", { exact: true }).fill("RTX 4090");
  await page.getByLabel("Accelerator", { exact: true }).fill("NVIDIA RTX 4090");
  await page.getByLabel("Memory (GB)").fill("24");
  await page.getByLabel("Engine", { exact: true }).fill("vllm");
  await page.getByLabel("Engine version").fill("0.26.0");
  await page.getByLabel("Launch command").fill(run.launchCommand);
}

/** Opens the header's account menu (a dropdown under the signed-in handle) once it has appeared. */
export async function openAccountMenu(page: Page) {
  const account = page.getByRole("navigation", { name: "Account" });
  await account.locator("summary").click();
  return account;
}

/** Signs out from the header's account menu. */
export async function signOutFromMenu(page: Page) {
  const account = await openAccountMenu(page);
  await account.getByRole("button", { name: "Sign out" }).click();
}

/** Imports the bundles with `npm run arena -- import`, as an operator does; the new runs' ids in order. */
export function importRunsWithCli(databaseUrl: string, bundles: unknown[]): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "arena-import-"));
  const files = bundles.map((content, index) => {
    const file = path.join(dir, `run-${index}.json`);
    writeFileSync(file, JSON.stringify(content));
    return file;
  });
  const output = execFileSync("npm", ["run", "--silent", "arena", "--", "import", ...files], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  return [...output.matchAll(/imported: \/runs\/([a-z0-9]+)/g)].map((match) => match[1] as string);
}
