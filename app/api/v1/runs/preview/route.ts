import { LIMITS } from "@/lib/abuse/limits";
import { json, route } from "@/lib/http";
import { readRawUpload } from "@/lib/uploads/body";
import { previewUploadOffThread } from "@/lib/uploads/off-thread";

/**
 * Checks an upload exactly as POST /api/v1/runs would and describes the result; stores nothing.
 * Same body, refusals and limits as the upload, with a per-minute preview limit. Parsed and
 * prepared on the upload worker from the body's bytes, as imports are, so that a large preview
 * does not hold up other requests.
 */
export const POST = route({
  auth: "user",
  rateLimit: LIMITS.previewsPerContributor,
  body: { mediaTypes: ["application/json", "multipart/form-data"], read: readRawUpload },
  handle: async ({ body, user }) => json(await previewUploadOffThread(body, { contributorId: user.id })),
});
