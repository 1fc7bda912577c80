/**
 * What the request thread (lib/uploads/off-thread.ts) and an upload worker (worker.ts) send each
 * other. Both import this; neither imports the other.
 */
import type { BundleError } from "@/lib/runs/prepare";
import { parseRawUpload, type RawUpload } from "@/lib/uploads/body";
import type { ImportOptions, ImportResult } from "@/lib/uploads/import-here";
import type { UploadPreview } from "@/lib/uploads/preview";

/** Input as parsed objects (the CLI, tests), or an upload's body as it arrived (the routes). */
export type UploadInput = { input: unknown } | { raw: RawUpload };

export type UploadJob =
  | ({ id: number; kind: "preview"; options: ImportOptions } & UploadInput)
  | ({ id: number; kind: "import"; options: ImportOptions } & UploadInput)
  /** Tests only (the worker refuses it outside NODE_ENV=test): keeps the worker busy for `ms`. */
  | { id: number; kind: "spin"; options: ImportOptions; ms: number };

export type UploadAnswer =
  | { id: number; preview: UploadPreview }
  | { id: number; imported: ImportResult }
  | { id: number; issues: BundleError["issues"] }
  | { id: number; tooLarge: { path: string; message: string } }
  | { id: number; databaseUnavailable: string }
  | { id: number; failure: string };

/** Sent while a job runs: the files it reads, so that a job ended for its time can name them. */
export type UploadProgress = { id: number; reading: string[] };

/** The bundle input of a job: parsed here when the job carries the raw body. */
export function readJobInput(job: UploadInput): Promise<unknown> {
  return "raw" in job ? parseRawUpload(job.raw) : Promise.resolve(job.input);
}

/** The names of a bundle's files (the first few, shortened), for the answer of a job ended for its time. */
export function listArtifactNames(input: unknown): string[] {
  const artifacts = (input as { artifacts?: unknown } | null)?.artifacts;
  if (!Array.isArray(artifacts)) return [];
  return artifacts.slice(0, 5).map((artifact: unknown, index) => {
    const name = (artifact as { fileName?: unknown } | null)?.fileName;
    return `artifacts.${index}${typeof name === "string" ? ` (${name.slice(0, 100)})` : ""}`;
  });
}
