import { LIMITS } from "@/lib/abuse/limits";
import { json, route } from "@/lib/http";
import { parseRunBundle, prepareRun } from "@/lib/runs/prepare";
import { computeUploadPreview } from "@/lib/runs/preview";
import { readUploadBody } from "@/lib/runs/upload-body";

/**
 * Checks an upload exactly as POST /api/v1/runs would and describes the result; stores nothing.
 * Same body, refusals and limits as the upload, with a per-minute preview limit.
 */
export const POST = route({
  auth: "user",
  rateLimit: LIMITS.previewsPerContributor,
  body: { mediaTypes: ["application/json", "multipart/form-data"], read: readUploadBody },
  handle: ({ body }) => json(computeUploadPreview(prepareRun(parseRunBundle(body)))),
});
