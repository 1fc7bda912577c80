import { getRequestUser } from "@/lib/auth";
import { badRequest, conflict, json, payloadTooLarge, readBodyWithLimit, serviceUnavailable, unauthorized } from "@/lib/http";
import { isDatabaseUnavailable } from "@/lib/database/errors";
import { BundleError } from "@/lib/runs/prepare";
import { importRunBundle } from "@/lib/runs/mutations";
import { MAX_UPLOAD_BYTES } from "@/lib/runs/schema";
import { parseUploadBody } from "@/lib/runs/upload-body";

/**
 * Upload one run: a run bundle as JSON, or multipart/form-data with a manifest and the
 * tools' raw files. 201 {id, url}; 400 naming each bad field; 401; 409 {id} for content
 * uploaded before; 413 above MAX_UPLOAD_BYTES. Nothing is written unless all of it is valid.
 */
export async function POST(request: Request) {
  try {
    const user = await getRequestUser(request);
    if (!user) return unauthorized();
    const body = await readBodyWithLimit(request, MAX_UPLOAD_BYTES);
    if (body === null) return payloadTooLarge(MAX_UPLOAD_BYTES);
    const input = await parseUploadBody(body, request.headers.get("content-type") ?? "");
    const result = await importRunBundle(input, { contributorId: user.id });
    const url = `/runs/${result.id}`;
    if (result.status === "duplicate") return conflict("This run was uploaded before.", { id: result.id, url });
    return json({ id: result.id, url }, { status: 201, headers: { Location: url } });
  } catch (error) {
    if (error instanceof BundleError) return badRequest("The upload is not a valid run.", error.issues);
    if (isDatabaseUnavailable(error)) return serviceUnavailable();
    throw error;
  }
}
