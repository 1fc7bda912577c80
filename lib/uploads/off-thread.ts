/**
 * Uploads imported, and previews prepared, on worker threads. The largest upload the caps allow
 * costs seconds of CPU (parsing, redaction, plausibility, Prisma writing and reading back); on
 * the request thread that stalled every other request.
 *
 * No stranger's job holds up another's: a pool of POOL_SIZE workers, each contributor has at most
 * one job running (the next job goes to the first waiting contributor with none running), at most
 * UPLOAD_JOBS_PER_CONTRIBUTOR jobs waiting or running (429 beyond), and each job UPLOAD_JOB_MS:
 * past it the worker is terminated, a new one started for the next job, and the job answered 422
 * naming the files it was reading. Operator imports (no contributor: CLI, seed) are not capped.
 *
 * A worker is the TypeScript file worker.ts, loaded with tsx (a dependency, which `npm start`
 * already runs under): Next bundles route code into .next, but the worker is started from the
 * source tree at run time. Where it cannot start, the work is done on the request thread, logged once.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { Worker } from "node:worker_threads";
import { startTypeScriptWorker } from "@/lib/typescript-worker";
import { UPLOAD_JOBS_PER_CONTRIBUTOR } from "@/lib/abuse/limits";
import { UPLOAD_JOB_MS } from "@/lib/ingest/caps";
import { InputTooLargeError, TooManyWaitingError, WorkTooLongError } from "@/lib/errors";
import { BundleError } from "@/lib/runs/prepare";
import { parseRawUpload, type RawUpload } from "@/lib/uploads/body";
import type { ImportOptions, ImportResult } from "@/lib/uploads/import-here";
import type { UploadAnswer, UploadInput, UploadJob, UploadProgress } from "@/lib/uploads/jobs";
import type { UploadPreview } from "@/lib/uploads/preview";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type JobRequest = DistributiveOmit<UploadJob, "id">;
type Job = {
  id: number;
  key: string;
  request: JobRequest;
  limitMs: number;
  reading: string[];
  resolve: (answer: UploadAnswer) => void;
  reject: (error: Error) => void;
};
type Slot = { worker: Worker; job: Job | null; timer: NodeJS.Timeout | null };

/** Two workers: the machines this runs on have two cores or more, and one hostile job takes one. */
const POOL_SIZE = 2;
/** What a client waits before sending again when its queue is full. */
const RETRY_AFTER_SECONDS = 5;
const WORKER_FILE = path.join(process.cwd(), "lib", "uploads", "worker.ts");
/** What a job the workers could not take answers: do it on this thread. */
const NOT_TAKEN = Symbol("not taken by the worker");

const slots: Slot[] = [];
const waiting: Job[] = [];
/** Jobs waiting or running, by contributor. */
const jobsOf = new Map<string, number>();
let workerUnavailable = false;
let nextId = 0;

const notTaken = (reason: string) => Object.assign(new Error(reason), { [NOT_TAKEN]: true });

/** Stops using workers: the jobs they had, and those waiting, are answered "not taken", and done here. */
function giveUp(reason: string): void {
  if (!workerUnavailable)
    console.warn(`[uploads] worker thread unavailable (${reason}); working on the request thread`);
  workerUnavailable = true;
  for (const slot of slots.splice(0)) {
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.job) end(slot.job, () => slot.job?.reject(notTaken(reason)));
    void slot.worker.terminate();
  }
  for (const job of waiting.splice(0)) end(job, () => job.reject(notTaken(reason)));
}

function startSlot(): Slot {
  // mutations.ts and lib/db.ts are server-only modules
  const worker = startTypeScriptWorker(WORKER_FILE, { execArgv: ["--conditions=react-server"], stdout: false });
  const slot: Slot = { worker, job: null, timer: null };
  worker.on("message", (message: UploadAnswer | UploadProgress) => {
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    if ("reading" in message) job.reading = message.reading;
    else finish(slot, () => job.resolve(message));
  });
  worker.on("error", (error) => giveUp(error.message));
  worker.on("exit", (code) => {
    // a worker this module terminated has left `slots` already
    if (slots.includes(slot)) giveUp(`exited with code ${code}`);
  });
  worker.unref();
  slots.push(slot);
  return slot;
}

/** Counts a job out of its contributor's queue, then answers it. */
function end(job: Job, answer: () => void): void {
  const left = (jobsOf.get(job.key) ?? 1) - 1;
  if (left > 0) jobsOf.set(job.key, left);
  else jobsOf.delete(job.key);
  answer();
}

/** A slot's job is done: answer it, free the slot, start the next job. */
function finish(slot: Slot, answer: () => void): void {
  const job = slot.job;
  if (slot.timer) clearTimeout(slot.timer);
  slot.job = null;
  slot.timer = null;
  slot.worker.unref();
  if (job) end(job, answer);
  pump();
}

/** A job past its time: its worker is ended (nothing else stops a pattern that backtracks). */
function expire(slot: Slot): void {
  const job = slot.job;
  if (!job) return;
  slots.splice(slots.indexOf(slot), 1);
  void slot.worker.terminate();
  const seconds = (job.limitMs / 1000).toLocaleString("en-US");
  const files = job.reading.length > 0 ? ` while reading ${job.reading.join(", ")}` : "";
  const message =
    `The upload took longer than ${seconds} s to read and was stopped${files}. ` +
    "Real tool output reads in a few seconds: check that the file is the tool's output, unedited.";
  finish(slot, () => job.reject(new WorkTooLongError(job.reading[0] ?? "(body)", message)));
  // its replacement starts now, so that it is ready for the next job
  if (!workerUnavailable && slots.length < POOL_SIZE) startSlot();
}

/** Starts waiting jobs on free workers: the first waiting job of a contributor with no job running. */
function pump(): void {
  while (!workerUnavailable) {
    const busy = new Set(slots.flatMap((slot) => (slot.job ? [slot.job.key] : [])));
    const next = waiting.findIndex((job) => !busy.has(job.key));
    const slot = slots.find((candidate) => !candidate.job) ?? (slots.length < POOL_SIZE ? startSlot() : null);
    if (next < 0 || !slot) return;
    const [job] = waiting.splice(next, 1) as [Job];
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => expire(slot), job.limitMs);
    try {
      slot.worker.postMessage({ id: job.id, ...job.request } satisfies UploadJob);
    } catch (error) {
      // an input that cannot be cloned (not JSON-like) is refused on this thread
      finish(slot, () => job.reject(Object.assign(error as Error, { [NOT_TAKEN]: true })));
    }
  }
}

/** Queues a job; 429 (TooManyWaitingError) when its contributor has as many waiting or running as allowed. */
function enqueue(request: JobRequest, limitMs = UPLOAD_JOB_MS): Promise<UploadAnswer> {
  const contributor = request.options.contributorId;
  const key = contributor ?? "(operator)";
  const count = jobsOf.get(key) ?? 0;
  if (contributor !== null && count >= UPLOAD_JOBS_PER_CONTRIBUTOR) {
    const message =
      `You have ${UPLOAD_JOBS_PER_CONTRIBUTOR} uploads or previews being read already: ` +
      `send this one when one of them has answered (upload limit uploadJobsPerContributor).`;
    return Promise.reject(new TooManyWaitingError(RETRY_AFTER_SECONDS, message));
  }
  jobsOf.set(key, count + 1);
  return new Promise<UploadAnswer>((resolve, reject) => {
    waiting.push({ id: nextId++, key, request, limitMs, reading: [], resolve, reject });
    pump();
  });
}

/** The workers' answer to a job, or NOT_TAKEN when they cannot take it (no worker, an input they cannot receive). */
async function runOnWorker(request: JobRequest): Promise<UploadAnswer | typeof NOT_TAKEN> {
  if (workerUnavailable || !existsSync(WORKER_FILE)) return NOT_TAKEN;
  try {
    return await enqueue(request);
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

/** Imports an upload off the request thread; null when no worker can take it (import it here). */
export async function importRunBundleOffThread(input: unknown, options: ImportOptions): Promise<ImportResult | null> {
  return importOffThread({ input }, options);
}

/**
 * Imports an upload's body as it arrived: the worker parses it too, so that this thread only
 * copies the bytes over. Null when no worker can take it (parse and import it here).
 */
export async function importUploadOffThread(raw: RawUpload, options: ImportOptions): Promise<ImportResult | null> {
  return importOffThread({ raw }, options);
}

async function importOffThread(upload: UploadInput, options: ImportOptions): Promise<ImportResult | null> {
  const answer = await runOnWorker({ kind: "import", ...upload, options });
  if (answer === NOT_TAKEN) return null;
  return settle(answer) as ImportResult;
}

/** The preview of an upload's body as it arrived, made on a worker (here if none can). */
export async function previewUploadOffThread(raw: RawUpload, options: ImportOptions): Promise<UploadPreview> {
  const answer = await runOnWorker({ kind: "preview", raw, options });
  if (answer !== NOT_TAKEN) return settle(answer) as UploadPreview;
  const { previewRunBundleHere } = await import("@/lib/uploads/import-here");
  return previewRunBundleHere(await parseRawUpload(raw), options);
}

/**
 * Tests only: a job of `contributorId` that holds its worker for `spinMs` (as a pattern that
 * backtracks would) under a time limit of `limitMs`. The worker refuses it outside NODE_ENV=test,
 * and no route can send it.
 */
export function spinUploadWorkerForTests(contributorId: string, spinMs: number, limitMs: number): Promise<unknown> {
  return enqueue({ kind: "spin", ms: spinMs, options: { contributorId } }, limitMs).then(settle);
}
