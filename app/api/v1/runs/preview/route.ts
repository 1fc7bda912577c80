import { getRequestUser } from "@/lib/auth";
import { answering503WhenDatabaseIsDown, badRequest, json, payloadTooLarge, readBodyWithLimit, unauthorized } from "@/lib/http";
import { BundleError, parseRunBundle, prepareRun } from "@/lib/runs/prepare";
import { computeUploadPreview } from "@/lib/runs/preview";
import { MAX_UPLOAD_BYTES } from "@/lib/runs/schema";
import { parseUploadBody } from "@/lib/runs/upload-body";

/** Checks an upload exactly as POST /api/v1/runs would and describes the result; stores nothing. */
async function handlePost(request: Request) {
  try {
    const user = await getRequestUser(request);
    if (!user) return unauthorized();
    const body = await readBodyWithLimit(request, MAX_UPLOAD_BYTES);
    if (body === null) return payloadTooLarge(MAX_UPLOAD_BYTES);
    const input = await parseUploadBody(body, request.headers.get("content-type") ?? "");
    return json(computeUploadPreview(prepareRun(parseRunBundle(input))));
  } catch (error) {
    if (error instanceof BundleError) return badRequest("The upload is not a valid run.", error.issues);
    throw error;
  }
}

export const POST = answering503WhenDatabaseIsDown(handlePost);
