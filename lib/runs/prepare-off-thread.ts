/**
 * prepareRun(parseRunBundle(input)) on a worker thread. Preparing the largest upload the caps
 * allow takes seconds of CPU (parsing 16 MiB of tool output, redaction, plausibility checks);
 * on the request thread that stalled every other request for as long. One worker serves
 * uploads in turn: the machine has two cores, one for the event loop and one for this.
 *
 * The worker is the TypeScript file beside this one, loaded with tsx (a dependency, which
 * `npm start` already runs under): Next bundles route code into .next, but the worker is started
 * from the source tree at run time. Where it cannot start, uploads are prepared on the request
 * thread as before, and that is logged once.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { BundleError, parseRunBundle, prepareRun, type PreparedRun } from "@/lib/runs/prepare";
import type { PrepareAnswer } from "@/lib/runs/prepare-worker";

type Pending = { input: unknown; resolve: (prepared: PreparedRun) => void; reject: (error: Error) => void };

const WORKER_FILE = path.join(process.cwd(), "lib", "runs", "prepare-worker.ts");

let worker: Worker | null = null;
let workerUnavailable = false;
let nextId = 0;
const pending = new Map<number, Pending>();

function prepareHere(job: Pending): void {
  try {
    job.resolve(prepareRun(parseRunBundle(job.input)));
  } catch (error) {
    job.reject(error as Error);
  }
}

/** Stops using the worker: the jobs it had are prepared here instead. */
function giveUp(reason: string): void {
  if (!workerUnavailable) {
    console.warn(`[prepare] worker thread unavailable (${reason}); preparing uploads on the request thread`);
  }
  workerUnavailable = true;
  worker = null;
  const jobs = [...pending.values()];
  pending.clear();
  jobs.forEach(prepareHere);
}

/**
 * The worker's first lines: register tsx's loader in that thread (`--import tsx` in execArgv is
 * not applied to worker threads on Node 20), then load the TypeScript worker file.
 */
function bootstrapCode(): string {
  const tsxApi = createRequire(path.join(process.cwd(), "package.json")).resolve("tsx/esm/api");
  const esmApi = pathToFileURL(tsxApi.replace(/index\.cjs$/, "index.mjs")).href;
  const workerUrl = JSON.stringify(pathToFileURL(WORKER_FILE).href);
  return `import(${JSON.stringify(esmApi)}).then(({ register }) => { register(); return import(${workerUrl}); });`;
}

function startWorker(): Worker {
  const started = new Worker(bootstrapCode(), { eval: true, stdout: false, stderr: false });
  started.on("message", (answer: PrepareAnswer) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    updateHold();
    if ("prepared" in answer) job.resolve(answer.prepared);
    else if ("issues" in answer) job.reject(new BundleError(answer.issues));
    else job.reject(new Error(answer.failure));
  });
  started.on("error", (error) => giveUp(error.message));
  started.on("exit", (code) => {
    if (worker === started) giveUp(`exited with code ${code}`);
  });
  return started;
}

/** An idle worker does not keep the process (a CLI import, a test run) alive; a busy one does. */
function updateHold(): void {
  if (pending.size > 0) worker?.ref();
  else worker?.unref();
}

/** Validates and prepares an upload off the request thread; throws BundleError as prepareRun does. */
export function prepareRunOffThread(input: unknown): Promise<PreparedRun> {
  return new Promise((resolve, reject) => {
    const job = { input, resolve, reject };
    if (workerUnavailable || !existsSync(WORKER_FILE)) return prepareHere(job);
    try {
      worker ??= startWorker();
      const id = nextId++;
      pending.set(id, job);
      updateHold();
      worker.postMessage({ id, input });
    } catch (error) {
      // an input that cannot be cloned (not JSON-like) is prepared here, where prepareRun refuses it
      pending.delete(nextId - 1);
      updateHold();
      if (error instanceof Error && error.name === "DataCloneError") return prepareHere(job);
      giveUp((error as Error).message);
      prepareHere(job);
    }
  });
}
