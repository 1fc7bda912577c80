/**
 * Report bodies checked and rendered on a worker thread, one at a time, each within a time
 * budget: a render over it ends the worker (the next render starts a new one) and the save is
 * refused naming `body`. The limits of lib/reports/limits.ts keep every body the cap allows far
 * under the budget; the budget is what holds if marked has a slow shape nobody found yet.
 *
 * Started as the upload workers are (lib/typescript-worker.ts): the TypeScript file beside this one,
 * loaded with tsx. Where no worker can start, the body is rendered on this thread (logged once).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { Worker } from "node:worker_threads";
import { startTypeScriptWorker } from "@/lib/typescript-worker";
import { type PreparedBody, prepareReportBody } from "@/lib/reports/render";
import type { RenderAnswer, RenderJob } from "@/lib/reports/render-worker";

/** A render may take this long on the worker. */
export const RENDER_BUDGET_MS = 2_000;

const WORKER_FILE = path.join(process.cwd(), "lib", "reports", "render-worker.ts");

/** A started worker and when it has loaded (false: it could not start in time). */
let worker: { thread: Worker; ready: Promise<boolean> } | null = null;
/** Loading the worker (tsx compiling it) may take this long on a busy machine. */
const START_TIMEOUT_MS = 20_000;
let unavailable = false;
let nextId = 0;
/** Renders run one after another: each budget counts its own render only. */
let queue: Promise<unknown> = Promise.resolve();

function startWorker() {
  const thread = startTypeScriptWorker(WORKER_FILE, { stdout: false, stderr: false });
  thread.unref();
  const ready = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), START_TIMEOUT_MS);
    thread.once("message", () => {
      clearTimeout(timer);
      resolve(true);
    });
    thread.once("error", () => resolve(false));
  });
  return { thread, ready };
}

const overBudget = (budgetMs: number): PreparedBody => ({
  ok: false,
  issue: {
    code: "budget",
    message: `The report took longer than ${budgetMs / 1000} s to render: shorten it or simplify its Markdown.`,
  },
});

/** One render on the worker; null when no worker could take it. */
async function renderOnWorker(markdown: string, budgetMs: number): Promise<PreparedBody | null> {
  if (unavailable || !existsSync(WORKER_FILE)) return null;
  worker ??= startWorker();
  const { thread, ready } = worker;
  thread.ref();
  if (!(await ready)) {
    console.warn("[reports] render worker did not start; rendering on the request thread");
    unavailable = true;
    worker = null;
    void thread.terminate();
    return null;
  }
  return new Promise((resolve) => {
    const id = nextId++;
    const finish = (result: PreparedBody | null) => {
      clearTimeout(timer);
      thread.off("message", onMessage);
      thread.off("error", onError);
      thread.unref();
      resolve(result);
    };
    const timer = setTimeout(() => {
      // the render is ended with its thread; the next one starts a new worker
      if (worker?.thread === thread) worker = null;
      void thread.terminate();
      finish(overBudget(budgetMs));
    }, budgetMs);
    const onMessage = (answer: RenderAnswer) => {
      if (!("id" in answer) || answer.id !== id) return;
      if ("failure" in answer) finish({ ok: false, issue: { code: "budget", message: answer.failure } });
      else finish(answer.prepared);
    };
    const onError = (error: Error) => {
      console.warn(`[reports] render worker failed (${error.message}); rendering on the request thread`);
      unavailable = true;
      worker = null;
      finish(null);
    };
    thread.on("message", onMessage);
    thread.on("error", onError);
    thread.postMessage({ id, markdown } satisfies RenderJob);
  });
}

/** The body checked and rendered off the request thread within `budgetMs` (here when no worker starts). */
export function prepareReportBodyOffThread(markdown: string, budgetMs = RENDER_BUDGET_MS): Promise<PreparedBody> {
  const run = queue.then(async () => (await renderOnWorker(markdown, budgetMs)) ?? prepareReportBody(markdown));
  queue = run.catch(() => undefined);
  return run;
}
