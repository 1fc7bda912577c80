import { LIMITS } from "@/lib/abuse/limits";
import { json, route } from "@/lib/http";
import { computeUploadPreview } from "@/lib/runs/preview";
import { prepareRunOffThread } from "@/lib/runs/upload-off-thread";
import { readUploadBody } from "@/lib/runs/upload-body";

/**
 * Checks an upload exactly as POST /api/v1/runs would and describes the result; stores nothing.
 * Same body, refusals and limits as the upload, with a per-minute preview limit. Prepared on the
 * upload worker, as imports are, so that a large preview does not hold up other requests.
 */
export const POST = route({
  auth: "user",
  rateLimit: LIMITS.previewsPerContributor,
  body: { mediaTypes: ["application/json", "multipart/form-data"], read: readUploadBody },
  handle: async ({ body }) => json(computeUploadPreview(await prepareRunOffThread(body))),
});
