/**
 * Phase H of the soak: the shapes of the second security review that once stalled everyone (issue
 * 24), sent while two bystanders are measured: a visitor reading a model page and another
 * contributor previewing a small upload, each again and again. Each shape must be answered (stored
 * or refused) and neither bystander may wait a second for any answer.
 *   - a llama-benchy `test` cell of a letter, 100,000 spaces and a letter, as a preview and as an
 *     upload (its test-name pattern once tried every split: 96 s);
 *   - report bodies saved through the report form in a browser, as a contributor would: `_a` 49,500
 *     times (Markdown backtracking, 58 s), lists and quotes nested 5,000 deep (a stack overflow),
 *     150 images of a heavy page.
 */
import type { Browser } from "playwright-core";
import { launchBrowser } from "@/tests/support/browser";
import { type LatencyFigures, sampleRequests, summarise } from "./stall";
import { createSessionCookie } from "@/tests/support/session";

export type ShapeAnswer = { shape: string; answer: string; ms: number; ok: boolean };
export type BystanderFigures = LatencyFigures & { failures: string[] };
export type HostileShapesResult = { shapes: ShapeAnswer[]; visitor: BystanderFigures; previewer: BystanderFigures };

/** The longest a bystander may wait for any answer while the shapes are sent. */
export const BYSTANDER_LIMIT_MS = 1_000;

/** `request` in a loop until stopped (scripts/soak/stall.ts), summed up with its failures. */
function measureBystander(what: string, request: () => Promise<Response>) {
  const sampler = sampleRequests(what, request);
  return {
    stop: async (): Promise<BystanderFigures> => {
      const { latencies, failures } = await sampler.stop();
      return { ...summarise(latencies), failures };
    },
  };
}

/** A llama-benchy table whose one `test` cell is a letter, 100,000 spaces and a letter. */
function hostileBenchyUpload(manifest: Record<string, unknown>): FormData {
  const table =
    "| model | test | t/s | peak t/s | ttfr (ms) | est_ppt (ms) | e2e_ttft (ms) |\n" +
    "|:--|--:|--:|--:|--:|--:|--:|\n" +
    `| m | a${" ".repeat(100_000)}b | 1.0 ± 0.0 | 1.0 ± 0.0 | 1 ± 0 | 1 ± 0 | 1 ± 0 |\n`;
  const form = new FormData();
  form.set("manifest", JSON.stringify({ ...manifest, files: { "chat.md": { tool: "llama-benchy", test: "chat" } } }));
  form.append("files", new Blob([table]), "chat.md");
  return form;
}

async function sendUpload(baseUrl: string, path: string, token: string, form: FormData): Promise<ShapeAnswer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(120_000),
  });
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  const ms = Math.round(performance.now() - started);
  return {
    shape: `llama-benchy cell of 100,000 spaces, ${path.endsWith("preview") ? "preview" : "upload"}`,
    answer: `${response.status} ${(body.error ?? "").slice(0, 90)}`,
    ms,
    ok: response.status >= 400 && response.status < 500,
  };
}

const REPORT_SHAPES: Array<{ shape: string; body: string }> = [
  { shape: "report body of `_a` x 49,500", body: "_a".repeat(49_500) },
  { shape: "report quotes nested 5,000 deep", body: `${"> ".repeat(5_000)}deep` },
  { shape: "report lists nested 5,000 deep", body: `${"- ".repeat(5_000)}deep` },
  {
    shape: "report with 150 images of a heavy page",
    body: Array.from({ length: 150 }, (_, i) => `![matrix ${i}](/runs/abc/matrix?page=${i})`).join("\n\n"),
  },
];

/** Saves each hostile body through /reports/new in a browser signed in as `userId`; answers are the form's words. */
async function saveReports(browser: Browser, baseUrl: string, userId: string): Promise<ShapeAnswer[]> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const cookie = await createSessionCookie(userId);
  const name = cookie.slice(0, cookie.indexOf("="));
  const value = cookie.slice(cookie.indexOf("=") + 1);
  await context.addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  const answers: ShapeAnswer[] = [];
  for (const { shape, body } of REPORT_SHAPES) {
    await page.goto("/reports/new");
    await page.getByLabel("Title").fill(`Hostile ${shape}`);
    await page.getByLabel("Summary").fill("A shape of the second security review.");
    await page.getByLabel("Report (Markdown)").fill(body);
    const started = performance.now();
    await page.getByRole("button", { name: "Submit for review" }).click();
    const error = page.locator("#body-error");
    const outcome = await Promise.race([
      error.waitFor({ timeout: 120_000 }).then(async () => `refused: ${(await error.innerText()).slice(0, 90)}`),
      page.waitForURL("**/account/reports/**", { timeout: 120_000 }).then(() => "saved for review"),
    ]).catch((caught: Error) => `no answer: ${caught.message.slice(0, 90)}`);
    answers.push({
      shape,
      answer: outcome,
      ms: Math.round(performance.now() - started),
      ok: !outcome.startsWith("no"),
    });
  }
  await context.close();
  return answers;
}

export async function replayHostileShapes(
  baseUrl: string,
  options: {
    attackerToken: string;
    attackerId: string;
    bystanderToken: string;
    visitorPath: string;
    manifest: Record<string, unknown>;
    preview: () => FormData;
  },
): Promise<HostileShapesResult> {
  const browser = await launchBrowser();
  try {
    const visitor = measureBystander(`GET ${options.visitorPath}`, () =>
      fetch(`${baseUrl}${options.visitorPath}`, { signal: AbortSignal.timeout(30_000) }),
    );
    const previewer = measureBystander("preview", () =>
      fetch(`${baseUrl}/api/v1/runs/preview`, {
        method: "POST",
        headers: { Authorization: `Bearer ${options.bystanderToken}` },
        body: options.preview(),
        signal: AbortSignal.timeout(30_000),
      }),
    );
    const shapes: ShapeAnswer[] = [];
    for (const path of ["/api/v1/runs/preview", "/api/v1/runs"]) {
      shapes.push(await sendUpload(baseUrl, path, options.attackerToken, hostileBenchyUpload(options.manifest)));
    }
    shapes.push(...(await saveReports(browser, baseUrl, options.attackerId)));
    return { shapes, visitor: await visitor.stop(), previewer: await previewer.stop() };
  } finally {
    await browser.close();
  }
}
