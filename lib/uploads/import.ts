import "server-only";
/**
 * The one import path: web form, API, CLI and seed all end here. Everything is parsed and
 * checked before the first write; the write is one transaction, so a rejected bundle leaves no
 * row behind. The same content imported twice gives one run. The work (lib/uploads/import-here.ts)
 * is done on an upload worker thread (seconds of CPU for the largest uploads the caps allow,
 * which would stall every other request), or here when no worker can take it. This module only
 * chooses the thread: the work does not import it, so the worker and the queue form no circle.
 */
import { parseRawUpload, type RawUpload } from "@/lib/uploads/body";
import { type ImportOptions, type ImportResult, importRunBundleHere } from "@/lib/uploads/import-here";
import { importRunBundleOffThread, importUploadOffThread } from "@/lib/uploads/off-thread";

export type { ImportOptions, ImportResult } from "@/lib/uploads/import-here";
export { importRunBundleHere, previewRunBundleHere } from "@/lib/uploads/import-here";

export async function importRunBundle(input: unknown, options: ImportOptions): Promise<ImportResult> {
  return (await importRunBundleOffThread(input, options)) ?? importRunBundleHere(input, options);
}

/** importRunBundle for an upload's body as it arrived: parsed on the worker thread too. */
export async function importUpload(raw: RawUpload, options: ImportOptions): Promise<ImportResult> {
  return (await importUploadOffThread(raw, options)) ?? importRunBundleHere(await parseRawUpload(raw), options);
}
