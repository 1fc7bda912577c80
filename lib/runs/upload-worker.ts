/**
 * The worker thread of lib/runs/upload-off-thread.ts: imports uploads (parsing, redaction,
 * plausibility, writing the rows, derived figures) and prepares previews, so that the server's
 * event loop keeps answering other requests. Loaded by Node with tsx's loader and the
 * react-server condition (lib/runs/mutations.ts is server-only). Its Prisma client is its own.
 */
import { parentPort } from "node:worker_threads";
import { isDatabaseUnavailable } from "@/lib/database/errors";
import type { ImportOptions, ImportResult } from "@/lib/runs/mutations";
import { BundleError, parseRunBundle, prepareRun } from "@/lib/runs/prepare";

export type UploadJob =
  | { id: number; kind: "prepare"; input: unknown }
  | { id: number; kind: "import"; input: unknown; options: ImportOptions };

export type UploadAnswer =
  | { id: number; prepared: ReturnType<typeof prepareRun> }
  | { id: number; imported: ImportResult }
  | { id: number; issues: BundleError["issues"] }
  | { id: number; databaseUnavailable: string }
  | { id: number; failure: string };

async function run(job: UploadJob): Promise<UploadAnswer> {
  try {
    if (job.kind === "prepare") return { id: job.id, prepared: prepareRun(parseRunBundle(job.input)) };
    // loaded on the first import only: a worker that only prepares previews needs no database
    const { importRunBundleHere } = await import("@/lib/runs/mutations");
    return { id: job.id, imported: await importRunBundleHere(job.input, job.options) };
  } catch (error) {
    if (error instanceof BundleError) return { id: job.id, issues: error.issues };
    const message = String((error as Error)?.message ?? error);
    return isDatabaseUnavailable(error) ? { id: job.id, databaseUnavailable: message } : { id: job.id, failure: message };
  }
}

parentPort?.on("message", (job: UploadJob) => {
  void run(job).then((answer) => parentPort?.postMessage(answer));
});
