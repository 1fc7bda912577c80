/**
 * The worker thread of lib/reports/off-thread.ts: checks and renders report bodies
 * (lib/reports/render.ts), one at a time, so that a slow render never holds the event loop.
 */
import { parentPort } from "node:worker_threads";
import { type PreparedBody, prepareReportBody } from "@/lib/reports/render";

export type RenderJob = { id: number; markdown: string };
export type RenderAnswer = { id: number; prepared: PreparedBody } | { id: number; failure: string } | { ready: true };

parentPort?.on("message", (job: RenderJob) => {
  let answer: RenderAnswer;
  try {
    answer = { id: job.id, prepared: prepareReportBody(job.markdown) };
  } catch (error) {
    answer = { id: job.id, failure: String((error as Error)?.message ?? error) };
  }
  parentPort?.postMessage(answer);
});

// loaded: the budget of the first render counts from here, not from compiling this file
parentPort?.postMessage({ ready: true } satisfies RenderAnswer);
