/**
 * An upload worker thread of lib/uploads/off-thread.ts: imports uploads (parsing, redaction,
 * plausibility, writing the rows, derived figures) and previews them, so that the server's
 * event loop keeps answering other requests. Loaded by Node with tsx's loader and the
 * react-server condition (lib/uploads/import-here.ts is server-only). Its Prisma client is its own.
 * A job past its time budget is ended by terminating this thread.
 */
import { parentPort } from "node:worker_threads";
import { isDatabaseUnavailable } from "@/lib/database/errors";
import { env } from "@/lib/env";
import { InputTooLargeError } from "@/lib/errors";
import { BundleError } from "@/lib/runs/prepare";
import { listArtifactNames, readJobInput, type UploadAnswer, type UploadJob } from "@/lib/uploads/jobs";

async function run(job: UploadJob): Promise<UploadAnswer> {
  try {
    if (job.kind === "spin") return spin(job);
    const input = await readJobInput(job);
    parentPort?.postMessage({ id: job.id, reading: listArtifactNames(input) });
    const { importRunBundleHere, previewRunBundleHere } = await import("@/lib/uploads/import-here");
    if (job.kind === "preview") return { id: job.id, preview: await previewRunBundleHere(input, job.options) };
    return { id: job.id, imported: await importRunBundleHere(input, job.options) };
  } catch (error) {
    if (error instanceof BundleError) return { id: job.id, issues: error.issues };
    if (error instanceof InputTooLargeError)
      return { id: job.id, tooLarge: { path: error.path, message: error.message } };
    const message = String((error as Error)?.message ?? error);
    return isDatabaseUnavailable(error)
      ? { id: job.id, databaseUnavailable: message }
      : { id: job.id, failure: message };
  }
}

/** A job that holds this thread as a backtracking pattern would: only for the tests of the time budget. */
function spin(job: Extract<UploadJob, { kind: "spin" }>): UploadAnswer {
  if (env.NODE_ENV !== "test") return { id: job.id, failure: "not a job" };
  parentPort?.postMessage({ id: job.id, reading: ["artifacts.0 (spin.md)"] });
  const until = performance.now() + job.ms;
  while (performance.now() < until) {
    // busy on purpose: the event loop of this thread does not turn
  }
  return { id: job.id, failure: "spun" };
}

// loaded now, not on the first job: a worker started after one was ended is ready for the next job sooner
void import("@/lib/uploads/import-here").catch(() => null);

parentPort?.on("message", (job: UploadJob) => {
  void run(job).then((answer) => parentPort?.postMessage(answer));
});
