/**
 * The worker thread of lib/runs/prepare-off-thread.ts: validates and prepares one upload at a
 * time (parsing, redaction, plausibility: up to seconds for the largest upload the caps allow),
 * so the server's event loop keeps answering other requests. Loaded by Node with tsx's loader.
 */
import { parentPort } from "node:worker_threads";
import { BundleError, parseRunBundle, prepareRun } from "@/lib/runs/prepare";

export type PrepareRequest = { id: number; input: unknown };
export type PrepareAnswer =
  | { id: number; prepared: ReturnType<typeof prepareRun> }
  | { id: number; issues: BundleError["issues"] }
  | { id: number; failure: string };

parentPort?.on("message", ({ id, input }: PrepareRequest) => {
  let answer: PrepareAnswer;
  try {
    answer = { id, prepared: prepareRun(parseRunBundle(input)) };
  } catch (error) {
    answer = error instanceof BundleError ? { id, issues: error.issues } : { id, failure: String((error as Error)?.message ?? error) };
  }
  parentPort?.postMessage(answer);
});
