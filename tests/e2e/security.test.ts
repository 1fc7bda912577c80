/**
 * The site as a browser and an attacker meet it, against the production build: the security
 * headers on every kind of response, pages that run under the Content-Security-Policy without a
 * violation, no framing, malformed addresses answered 400/404 (never 500), and a page on another
 * port of the same host that cannot make a signed-in contributor's browser upload.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage } from "@/tests/support/browser";

let browser: Browser;
const baseURL = inject("baseURL");
/** The cookies of the contributor who signs up in the policy test, reused by the CSRF test. */
let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>> | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The first listed run with suite figures and the first with a matrix, from the public API. */
async function findSeedRuns() {
  const { rows } = (await (await fetch(`${baseURL}/api/v1/leaderboard`)).json()) as {
    rows: Array<{ runId: string; hasSuite: boolean; hasMatrix: boolean }>;
  };
  const suite = rows.find((row) => row.hasSuite);
  const matrix = rows.find((row) => row.hasMatrix);
  if (!suite || !matrix) throw new Error("The seed runs are missing");
  return { suite: suite.runId, matrix: matrix.runId };
}

/** A valid run bundle: were the request accepted, it would create a run named `model`. */
function forgedBundle(model: string) {
  return {
    schemaVersion: 1,
    model: { name: model, org: "Forgers", paramsB: 8, architecture: "dense", precision: "FP8" },
    hardware: { name: "RTX 4090", accelerator: "NVIDIA RTX 4090", memoryGB: 24, memoryKind: "discrete" },
    engine: { name: "vllm", version: "0.26.0" },
    launchCommand: "vllm serve forged/model",
    // Today, as the upload form's default: an older date would reorder other tests' leaderboard by date.
    measuredAt: new Date().toISOString().slice(0, 10),
    artifacts: [{ tool: "llama-benchy", content: readFileSync("tests/fixtures/llama-benchy/chat-c1-5-10.md", "utf8") }],
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** Records every Content-Security-Policy violation a page reports, whatever the console says. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe("security headers", () => {
  it("come with pages, JSON, exports, downloads and static files", async () => {
    const { suite } = await findSeedRuns();
    const paths = ["/", "/leaderboard", "/api/v1/leaderboard", `/runs/${suite}/export.md`, "/icon.png", "/runs/nope"];
    for (const path of paths) {
      const response = await fetch(`${baseURL}${path}`);
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy, path).toContain("default-src 'self'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).not.toContain("unsafe-eval");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
  });

  it("let every kind of page run without a policy violation: charts, filters, API docs, upload", async () => {
    const { suite, matrix } = await findSeedRuns();
    const { page, assertClean, close } = await openPage(browser, baseURL);
    const violations = await watchViolations(page);
    const seen: string[] = [];
    for (const path of ["/", `/runs/${suite}`, `/runs/${matrix}/matrix`, "/api-docs", "/calculator"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      seen.push(...(await violations()));
    }
    // Client-side filtering: the table follows the filter without a page load.
    await page.goto("/leaderboard");
    await page.getByLabel("Precision").selectOption("AWQ 4-bit");
    await page.waitForURL(/precision=AWQ\+4-bit/);
    await page.waitForLoadState("networkidle");
    seen.push(...(await violations()));
    // The upload form after signing up (a server action, then a client-side form).
    const handle = `csp-${randomBytes(3).toString("hex")}`;
    await page.goto("/signup");
    await page.getByLabel("E-mail").fill(`${handle}@example.com`);
    await page.getByLabel("Handle").fill(handle);
    await page.getByLabel("Password").fill("a-long-password-1");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/signup"));
    await page.goto("/upload");
    await page.getByLabel("Choose files").waitFor();
    seen.push(...(await violations()));
    expect(seen).toEqual([]);
    signedIn = await page.context().storageState();
    assertClean();
    await close();
  });

  it("keep the site out of frames on other pages", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(`<iframe title="framed" src="${baseURL}/leaderboard"></iframe>`);
    const frame = page.frameLocator("iframe");
    // A framed page would show the leaderboard's heading; a refused frame shows nothing of it.
    await page.waitForTimeout(1500);
    expect(await frame.getByRole("heading", { level: 1 }).count()).toBe(0);
    await context.close();
  });
});

describe("malformed addresses", () => {
  it("answer 400 or 404, never 500", async () => {
    const long = "a".repeat(5000);
    const paths = [
      "/runs/%ZZ",
      "/runs/abc%E2%82",
      "/runs/%ZZ/matrix",
      "/runs/%ZZ/export.json",
      "/runs/%ZZ/export.md",
      "/runs/%ZZ/artifacts/x",
      "/api/v1/runs/%ZZ",
      "/models/%ZZ",
      "/hardware/%ZZ",
      "/contributors/%ZZ",
      "/runs/%ZZ.json",
      "/models/%ZZ.x",
      `/runs/${long}`,
      `/api/v1/runs/${long}`,
      `/runs/${long}/export.json`,
    ];
    for (const path of paths) {
      const response = await fetch(`${baseURL}${path}`);
      expect([400, 404], path.slice(0, 40)).toContain(response.status);
      expect(response.headers.get("x-content-type-options"), path.slice(0, 40)).toBe("nosniff");
    }
    const api = await fetch(`${baseURL}/api/v1/runs/%ZZ`);
    expect(api.status).toBe(400);
    expect((await api.json()).error).toMatch(/percent-encoding/);
  });
});

describe("a page on another port of the same host", () => {
  let attacker: Server;
  let attackerURL: string;
  const model = `Forged-${randomBytes(3).toString("hex")}`;

  beforeAll(async () => {
    // The attack: same host, other port, so the browser sends the Lax session cookie.
    const target = new URL("/api/v1/runs", baseURL);
    attacker = createServer((_request, response) => {
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.end(`<!doctype html><title>Win a GPU</title>
        <form method="post" action="${target}" enctype="multipart/form-data">
          <textarea name="bundle">${escapeHtml(JSON.stringify(forgedBundle(model)))}</textarea>
          <button>Claim</button>
        </form>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, new URL(baseURL).hostname, resolve));
    attackerURL = `http://${new URL(baseURL).hostname}:${(attacker.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => attacker?.close(resolve));
  });

  it("cannot post a signed-in contributor's form to the upload API", async () => {
    if (!signedIn) throw new Error("The contributor of the policy test did not sign up");
    const context = await browser.newContext({ baseURL, storageState: signedIn });
    const page = await context.newPage();

    await page.goto(attackerURL);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/api/v1/runs")),
      page.getByRole("button", { name: "Claim" }).click(),
    ]);
    expect(answer.status()).toBe(403);
    expect((await answer.json()).error).toMatch(/same-site request that carries the session cookie/);

    // Still signed in, and no run of that name.
    await page.goto("/account/runs");
    expect(new URL(page.url()).pathname).toBe("/account/runs");
    expect(await page.locator("main").innerText()).not.toContain(model);

    // The same body from the site's own page is accepted: the refusal above was the origin's doing.
    const status = await page.evaluate(
      async (bundle) => {
        const form = new FormData();
        form.set("bundle", bundle);
        return (await fetch("/api/v1/runs", { method: "POST", body: form })).status;
      },
      JSON.stringify(forgedBundle(model)),
    );
    expect(status).toBe(201);
    await page.goto("/account/runs");
    expect(await page.locator("main").innerText()).toContain(model);
    await context.close();
  });
});
