/**
 * `npm run arena -- import-public <folder>`: results other people published, imported through the
 * one import path with their provenance (issue 27). The folder holds the tools' files as
 * published and `manifests.json`: for each file, the run facts a contributor would write and
 * `source: { url, author }`, the address it was published at and who measured it. Each run is
 * stored as imported from that source; a file already imported adds nothing (the operator's
 * imports are matched by content), so the command can run again.
 */
import "server-only";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { assembleBundle } from "@/lib/runs/assemble";
import { BundleError } from "@/lib/runs/prepare";
import { importRunBundle, type ImportResult } from "@/lib/uploads/import";

const sourceSchema = z.object({
  url: z.url({ protocol: /^https$/, message: "source.url: the https:// address the file was published at." }).max(500),
  author: z.string().trim().min(1).max(200),
});

const manifestsSchema = z.record(
  z.string().min(1).max(300),
  z.looseObject({ source: sourceSchema }),
  "manifests.json: an object of file name -> the run's manifest with its source { url, author }.",
);

export type PublicImport =
  | { file: string; status: "imported" | "already there"; result: ImportResult; source: string }
  | { file: string; status: "refused"; reasons: string[]; source: string };

/** Imports every file the folder's manifests.json names, one after another; never throws for one file's problems. */
export async function importPublicFolder(folder: string): Promise<PublicImport[]> {
  const manifestsFile = path.join(folder, "manifests.json");
  if (!existsSync(manifestsFile))
    throw new Error(`${manifestsFile} does not exist: the folder needs a manifests.json.`);
  const manifests = manifestsSchema.parse(JSON.parse(readFileSync(manifestsFile, "utf8")));
  const outcomes: PublicImport[] = [];
  for (const [file, { source, ...manifest }] of Object.entries(manifests)) {
    const filePath = path.join(folder, path.basename(file));
    if (!existsSync(filePath)) {
      outcomes.push({ file, status: "refused", reasons: ["the file is not in the folder"], source: source.url });
      continue;
    }
    try {
      const bundle = assembleBundle(manifest, [{ name: path.basename(file), text: readFileSync(filePath, "utf8") }]);
      const result = await importRunBundle(bundle, { contributorId: null, trusted: true, publicSource: source });
      outcomes.push({
        file,
        status: result.status === "created" ? "imported" : "already there",
        result,
        source: source.url,
      });
    } catch (error) {
      if (!(error instanceof BundleError)) throw error;
      const reasons = error.issues.map((issue) => `${issue.path}: ${issue.message}`);
      outcomes.push({ file, status: "refused", reasons, source: source.url });
    }
  }
  return outcomes;
}
