/**
 * Uploads imported, and previews prepared, on a worker thread. The largest upload the caps
 * allow costs seconds of CPU: parsing 16 MiB of tool output, redaction, plausibility checks,
 * then Prisma building the writes and reading the rows back for the derived figures. On the
 * request thread that stalled every other request for as long (GET / waited up to 9 s in the
 * soak). One worker serves uploads in turn: the machine has two cores, one for the event loop
 * and one for this.
 *
 * The worker is the TypeScript file beside this one, loaded with tsx (a dependency, which
 * `npm start` already runs under): Next bundles route code into .next, but the worker is started
 * from the source tree at run time. Where it cannot start, the work is done on the request
 * thread as before, and that is logged once.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { InputTooLargeError } from "@/lib/errors";
import type { ImportOptions, ImportResult } from "@/lib/uploads/import";
import { BundleError } from "@/lib/runs/prepare";
import type { UploadPreview } from "@/lib/uploads/preview";
import { parseRawUpload, type RawUpload } from "@/lib/uploads/body";
import type { UploadAnswer, UploadInput, UploadJob } from "@/lib/uploads/worker";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type JobRequest = DistributiveOmit<UploadJob, "id">;
type Pending = { request: JobRequest; resolve: (answer: UploadAnswer) => void; reject: (error: Error) => void };

const WORKER_FILE = path.join(process.cwd(), "lib", "uploads", "worker.ts");
/** What a job the worker could not take answers: do it on this thread. */
const NOT_TAKEN = Symbol("not taken by the worker");

let worker: Worker | null = null;
let workerUnavailable = false;
let nextId = 0;
const pending = new Map<number, Pending>();

/** Stops using the worker: the jobs it had are answered "not taken", and done here. */
function giveUp(reason: string): void {
  if (!workerUnavailable) {
    console.warn(`[uploads] worker thread unavailable (${reason}); working on the request thread`);
  }
  workerUnavailable = true;
  worker = null;
  const jobs = [...pending.values()];
  pending.clear();
  for (const job of jobs) job.reject(Object.assign(new Error(reason), { [NOT_TAKEN]: true }));
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
  const started = new Worker(bootstrapCode(), {
    eval: true,
    // mutations.ts and lib/db.ts are server-only modules
    execArgv: ["--conditions=react-server"],
    stdout: false,
    stderr: false,
  });
  started.on("message", (answer: UploadAnswer) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    updateHold();
    job.resolve(answer);
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

/** The worker's answer to a job, or NOT_TAKEN when it cannot take it (no worker, an input it cannot receive). */
async function runOnWorker(request: JobRequest): Promise<UploadAnswer | typeof NOT_TAKEN> {
  if (workerUnavailable || !existsSync(WORKER_FILE)) return NOT_TAKEN;
  try {
    return await new Promise<UploadAnswer>((resolve, reject) => {
      worker ??= startWorker();
      const id = nextId++;
      pending.set(id, { request, resolve, reject });
      updateHold();
      try {
        worker.postMessage({ id, ...request } satisfies UploadJob);
      } catch (error) {
        // an input that cannot be cloned (not JSON-like) is refused on this thread
        pending.delete(id);
        updateHold();
        reject(Object.assign(error as Error, { [NOT_TAKEN]: true }));
      }
    });
  } catch (error) {
    if ((error as Record<symbol, unknown>)[NOT_TAKEN]) return NOT_TAKEN;
    throw error;
  }
}

/** Turns the worker's answer back into the result or the error the work would have thrown here. */
function settle(answer: UploadAnswer): unknown {
  if ("issues" in answer) throw new BundleError(answer.issues);
  if ("tooLarge" in answer) throw new InputTooLargeError(answer.tooLarge.path, answer.tooLarge.message);
  // isDatabaseUnavailable (lib/database/errors.ts) reads the code: a 503, as on this thread
  if ("databaseUnavailable" in answer) throw Object.assign(new Error(answer.databaseUnavailable), { code: "P1001" });
  if ("failure" in answer) throw new Error(answer.failure);
  if ("preview" in answer) return answer.preview;
  return answer.imported;
}

/** Imports an upload off the request thread; null when the worker cannot take it (import it here). */
export async function importRunBundleOffThread(input: unknown, options: ImportOptions): Promise<ImportResult | null> {
  return importOffThread({ input }, options);
}

/**
 * Imports an upload's body as it arrived: the worker parses it too, so that this thread only
 * copies the bytes over. Null when the worker cannot take it (parse and import it here).
 */
export async function importUploadOffThread(raw: RawUpload, options: ImportOptions): Promise<ImportResult | null> {
  return importOffThread({ raw }, options);
}

async function importOffThread(upload: UploadInput, options: ImportOptions): Promise<ImportResult | null> {
  const answer = await runOnWorker({ kind: "import", ...upload, options });
  if (answer === NOT_TAKEN) return null;
  return settle(answer) as ImportResult;
}

/** The preview of an upload's body as it arrived, made on the worker (here if it cannot). */
export async function previewUploadOffThread(raw: RawUpload, options: ImportOptions): Promise<UploadPreview> {
  const answer = await runOnWorker({ kind: "preview", raw, options });
  if (answer !== NOT_TAKEN) return settle(answer) as UploadPreview;
  const { previewRunBundleHere } = await import("@/lib/uploads/import");
  return previewRunBundleHere(await parseRawUpload(raw), options);
}
