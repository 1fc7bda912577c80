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
import { formatUploadAnswer } from "@/lib/uploads/upload-answer";

/** A client that asked for the answer as lines of text (`Accept: text/plain`, upload.sh) rather than JSON. */
const wantsText = (request: Request) => /^text\/plain\b/.test(request.headers.get("accept") ?? "");

/**
 * Upload runs: a run bundle as JSON, or multipart/form-data with a manifest and the tools' raw
 * files. One run per model and setup the files hold, all stored in one transaction. 201 {id, url
 * of the first run, runs, skipped, notes}; 400 naming each bad field; 401; 403 for a cross-site
 * request with the session cookie; 409 {id, runs} for a file this contributor uploaded before
 * (same bytes, whatever the names); 413 naming the cap;
 * 415 for other media types; 429 past the hourly upload limit (admins exempt). Nothing is
 * written unless all of it is valid. The body's bytes are parsed, checked and stored on the
 * upload worker thread, so that a large upload does not hold up other requests.
 */
export const POST = route({
  docs: {
    operationId: "uploadRun",
    summary: "Upload a run",
    description:
      "Imports one run bundle (schema version 1): one run per model and setup its files hold (a llama-bench " +
      "file of three models is three runs), all stored or none. `runs` lists each with its model, precision " +
      "and setup; `skipped` names every row no run stores, with its line and reason. Secrets in the launch " +
      "command and artifacts are redacted before storage; a file you uploaded before (the same bytes, whatever " +
      "the names) is answered 409 naming the runs that hold it. With `Accept: text/plain` the 201 and 409 " +
      "answers are those lines as text (what upload.sh prints). Bodies over " +
      `${MAX_UPLOAD_BYTES / (1024 * 1024)} MiB are refused.`,
    requestBody: {
      description:
        "A run bundle as JSON; or multipart/form-data with the bundle, or with a manifest and the tools' raw files.",
      content: UPLOAD_CONTENT,
    },
    responses: {
      "201": jsonAnswer(
        "Created: every new run (`runs`), the first one's id and page, skipped rows and notes.",
        component("UploadCreated", uploadCreatedSchema),
      ),
      "400": errorAnswer("The bundle is not valid; each issue names the field."),
      "401": errorAnswer("No valid API token."),
      "403": errorAnswer("Sent with the session cookie from another site (send a token instead)."),
      "409": jsonAnswer(
        "The same file was uploaded before by this contributor; `id` and `runs` name the runs that hold it.",
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
  handle: async ({ request, body, user }) => {
    const result = await importUpload(body, { contributorId: user.id });
    const runs = await Promise.all(
      result.runs.map(async (run) => ({
        ...run,
        url: `/runs/${run.id}`,
        status: result.status,
        ...(await getRunStanding(run.id)),
      })),
    );
    const [first] = runs;
    if (!first) throw new Error("An upload answered without a run.");
    const answer = { id: first.id, url: first.url, reviewState: first.reviewState, listed: first.listed, runs };
    const full = { ...answer, skipped: result.skipped, notes: result.notes };
    if (wantsText(request)) {
      // upload.sh (sh and curl only) prints this: each run and skipped row, one a line
      const verb = result.status === "created" ? "uploaded" : "already uploaded";
      const lines = formatUploadAnswer(verb, full, new URL(request.url).origin);
      return new Response(`${lines.join("\n")}\n`, {
        status: result.status === "created" ? 201 : 409,
        headers: { "Content-Type": "text/plain; charset=utf-8", Location: answer.url },
      });
    }
    if (result.status === "duplicate") {
      const held = runs.map((run) => `${run.url} (${run.model}, ${run.precision})`).join(", ");
      return conflict(`This file was uploaded before: it is stored in ${held}.`, full);
    }
    return json(full, { status: 201, headers: { Location: answer.url } });
  },
});
