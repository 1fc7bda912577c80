import { LIMITS } from "@/lib/abuse/limits";
import { json, route } from "@/lib/http";
import { API_EXAMPLE_ORIGIN as base, errorAnswer, jsonAnswer } from "@/lib/route-docs";
import { UPLOAD_CONTENT } from "@/lib/uploads/upload-docs";
import { readRawUpload } from "@/lib/uploads/body";
import { previewUploadOffThread } from "@/lib/uploads/off-thread";

/**
 * Checks an upload exactly as POST /api/v1/runs would and describes the result; stores nothing.
 * Same body, refusals and limits as the upload, with a per-minute preview limit. Parsed and
 * prepared on the upload worker from the body's bytes, as imports are, so that a large preview
 * does not hold up other requests.
 */
export const POST = route({
  docs: {
    operationId: "previewUpload",
    summary: "Preview an upload",
    description:
      "Checks a run bundle exactly as the upload does and describes what would be stored: each file's tool and " +
      "tests, the figures and the plausibility warnings. Stores nothing. Same body and limits as the upload, " +
      "with its own per-minute limit.",
    requestBody: { description: "The same body as the upload.", content: UPLOAD_CONTENT },
    responses: {
      "200": jsonAnswer("What the upload would store: files, figures and warnings.", { json: { type: "object" } }),
      "400": errorAnswer("The bundle is not valid; each issue names the field."),
      "401": errorAnswer("No valid API token."),
      "403": errorAnswer("Sent with the session cookie from another site (send a token instead)."),
      "413": errorAnswer("The body is over a cap; the message names it."),
      "415": errorAnswer("The body is neither application/json nor multipart/form-data."),
      "429": errorAnswer("Over the account's preview limit per minute; `Retry-After` says when to retry."),
    },
    examples: [
      `curl -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" --data @bundle.json ` +
        `${base}/api/v1/runs/preview`,
    ],
  },
  auth: "user",
  rateLimit: LIMITS.previewsPerContributor,
  body: { mediaTypes: ["application/json", "multipart/form-data"], read: readRawUpload },
  handle: async ({ body, user }) => json(await previewUploadOffThread(body, { contributorId: user.id })),
});
