import { LIMITS } from "@/lib/abuse/limits";
import { conflict, json, route } from "@/lib/http";
import { getRunStanding } from "@/lib/runs/data";
import { importUpload } from "@/lib/uploads/import";
import { readRawUpload } from "@/lib/uploads/body";
import { API_EXAMPLE_ORIGIN as base, component, errorAnswer, jsonAnswer } from "@/lib/route-docs";
import { MAX_UPLOAD_BYTES } from "@/lib/ingest/caps";
import { summaryContentSchema } from "@/lib/ingest/summary";
import { uploadConflictSchema, uploadCreatedSchema } from "@/lib/runs/export-schema";
import { UPLOAD_CONTENT } from "@/lib/uploads/upload-docs";

/**
 * Upload one run: a run bundle as JSON, or multipart/form-data with a manifest and the
 * tools' raw files. 201 {id, url}; 400 naming each bad field; 401; 403 for a cross-site
 * request with the session cookie; 409 {id} for content uploaded before; 413 naming the cap;
 * 415 for other media types; 429 past the hourly upload limit (admins exempt). Nothing is
 * written unless all of it is valid. The body's bytes are parsed, checked and stored on the
 * upload worker thread, so that a large upload does not hold up other requests.
 */
export const POST = route({
  docs: {
    operationId: "uploadRun",
    summary: "Upload a run",
    description:
      "Imports one run bundle (schema version 1). Secrets in the launch command and artifacts are redacted " +
      "before storage; the same content uploaded twice is one run. Bodies over " +
      `${MAX_UPLOAD_BYTES / (1024 * 1024)} MiB are refused.`,
    requestBody: {
      description:
        "A run bundle as JSON; or multipart/form-data with the bundle, or with a manifest and the tools' raw files.",
      content: UPLOAD_CONTENT,
    },
    responses: {
      "201": jsonAnswer("Created: the new run's id and page.", component("UploadCreated", uploadCreatedSchema)),
      "400": errorAnswer("The bundle is not valid; each issue names the field."),
      "401": errorAnswer("No valid API token."),
      "403": errorAnswer("Sent with the session cookie from another site (send a token instead)."),
      "409": jsonAnswer(
        "The same content was uploaded before; `id` names that run.",
        component("UploadConflict", uploadConflictSchema),
      ),
      "413": errorAnswer("The body is over a cap; the message names it."),
      "415": errorAnswer("The body is neither application/json nor multipart/form-data."),
      "429": errorAnswer(
        "Over the account's hourly upload limit (admins are exempt); `Retry-After` says when to retry.",
      ),
      "503": errorAnswer("The database is not reachable; try again in a few seconds."),
    },
    examples: [
      `curl -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" --data @bundle.json ` +
        `${base}/api/v1/runs`,
      `curl -H "Authorization: Bearer $TOKEN" -F manifest=@manifest.json -F files=@chat.md -F ` +
        `files=@capacity-sweep.jsonl ${base}/api/v1/runs`,
    ],
    alsoDefines: [component("SummaryContent", summaryContentSchema, "input")],
  },
  auth: "user",
  rateLimit: LIMITS.uploadsPerContributor,
  body: { mediaTypes: ["application/json", "multipart/form-data"], read: readRawUpload },
  handle: async ({ body, user }) => {
    const result = await importUpload(body, { contributorId: user.id });
    const answer = { id: result.id, url: `/runs/${result.id}`, ...(await getRunStanding(result.id)) };
    if (result.status === "duplicate") return conflict("This run was uploaded before.", answer);
    return json(answer, { status: 201, headers: { Location: answer.url } });
  },
});
