/**
 * The worker thread of lib/uploads/off-thread.ts: imports uploads (parsing, redaction,
 * plausibility, writing the rows, derived figures) and previews them, so that the server's
 * event loop keeps answering other requests. Loaded by Node with tsx's loader and the
 * react-server condition (lib/uploads/import.ts is server-only). Its Prisma client is its own.
 */
import { parentPort } from "node:worker_threads";
import { isDatabaseUnavailable } from "@/lib/database/errors";
import { InputTooLargeError } from "@/lib/errors";
import type { ImportOptions, ImportResult } from "@/lib/uploads/import";
import { BundleError } from "@/lib/runs/prepare";
import type { UploadPreview } from "@/lib/uploads/preview";
import { parseRawUpload, type RawUpload } from "@/lib/uploads/body";

/** Input as parsed objects (the CLI, tests), or an upload's body as it arrived (the routes). */
export type UploadInput = { input: unknown } | { raw: RawUpload };

export type UploadJob =
  | ({ id: number; kind: "preview"; options: ImportOptions } & UploadInput)
  | ({ id: number; kind: "import"; options: ImportOptions } & UploadInput);

export type UploadAnswer =
  | { id: number; preview: UploadPreview }
  | { id: number; imported: ImportResult }
  | { id: number; issues: BundleError["issues"] }
  | { id: number; tooLarge: { path: string; message: string } }
  | { id: number; databaseUnavailable: string }
  | { id: number; failure: string };

/** The bundle input of a job: parsed here when the job carries the raw body. */
export function readJobInput(job: UploadInput): Promise<unknown> {
  return "raw" in job ? parseRawUpload(job.raw) : Promise.resolve(job.input);
}

async function run(job: UploadJob): Promise<UploadAnswer> {
  try {
    const input = await readJobInput(job);
    // loaded on the first job: the importer brings the database client
    const { importRunBundleHere, previewRunBundleHere } = await import("@/lib/uploads/import");
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

parentPort?.on("message", (job: UploadJob) => {
  void run(job).then((answer) => parentPort?.postMessage(answer));
});
