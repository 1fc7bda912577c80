/**
 * A worker thread that runs a TypeScript file of this repository, loaded with tsx (a dependency,
 * which `npm start` itself runs with): the upload workers (lib/uploads/off-thread.ts) and the
 * report renderer (lib/reports/off-thread.ts). Node 20 does not apply `--import tsx` in execArgv
 * to worker threads, so the worker's first lines register tsx's loader in that thread, then load
 * the file.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

function bootstrapCode(file: string): string {
  const tsxApi = createRequire(path.join(process.cwd(), "package.json")).resolve("tsx/esm/api");
  const esmApi = pathToFileURL(tsxApi.replace(/index\.cjs$/, "index.mjs")).href;
  const fileUrl = JSON.stringify(pathToFileURL(file).href);
  return `import(${JSON.stringify(esmApi)}).then(({ register }) => { register(); return import(${fileUrl}); });`;
}

/** Starts `file` (an absolute path to a .ts file) on a worker thread. */
export function startTypeScriptWorker(file: string, options: Omit<WorkerOptions, "eval"> = {}): Worker {
  return new Worker(bootstrapCode(file), { ...options, eval: true });
}
