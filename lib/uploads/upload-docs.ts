/**
 * An upload's body as the OpenAPI document shows it (POST /api/v1/runs and its preview): a run
 * bundle as JSON, or multipart/form-data with the bundle, or a manifest and the tools' files.
 */
import { component, type DocSchema } from "@/lib/route-docs";
import { runBundleSchema } from "@/lib/runs/schema";

/** An upload as multipart/form-data (the bundle, or a manifest and the tools' files). */
const MULTIPART_UPLOAD = {
  type: "object",
  properties: {
    bundle: { type: "string", description: "A whole run bundle as JSON (then nothing else is read)" },
    manifest: {
      type: "string",
      description:
        'The run bundle without artifacts, as JSON; its member files, {"<file name>": {"tool": …, "test": …}}, ' +
        'may name a file\'s tool or test; its member models, {"<the file\'s model label>": {"name": …, ' +
        '"precision": …}}, which model each part of a file of several models is',
    },
    files: {
      type: "array",
      items: { type: "string", format: "binary" },
      description: "The tools' raw output files, as they wrote them",
    },
  },
};

/** The upload's body per media type, the same for the preview (POST /api/v1/runs/preview). */
export const UPLOAD_CONTENT: Record<string, DocSchema> = {
  "application/json": component("RunBundle", runBundleSchema, "input"),
  "multipart/form-data": { json: MULTIPART_UPLOAD },
};
