import { LIMITS } from "@/lib/abuse/limits";
import { conflict, json, route } from "@/lib/http";
import { getRunStanding } from "@/lib/runs/data";
import { importUpload } from "@/lib/uploads/import";
import { readRawUpload } from "@/lib/uploads/body";

/**
 * Upload one run: a run bundle as JSON, or multipart/form-data with a manifest and the
 * tools' raw files. 201 {id, url}; 400 naming each bad field; 401; 403 for a cross-site
 * request with the session cookie; 409 {id} for content uploaded before; 413 naming the cap;
 * 415 for other media types; 429 past the hourly upload limit (admins exempt). Nothing is
 * written unless all of it is valid. The body's bytes are parsed, checked and stored on the
 * upload worker thread, so that a large upload does not hold up other requests.
 */
export const POST = route({
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
