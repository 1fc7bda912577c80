import { isDatabaseUnavailable } from "@/lib/database/errors";
import { conflict, json, notFound, serviceUnavailable } from "@/lib/http";
import { suspendUser } from "@/lib/reviews/mutations";
import { parseJsonBody, parseParam, requireApiAdmin } from "@/lib/reviews/request";
import { handleParamSchema, moderationBodySchema } from "@/lib/reviews/schema";

type Context = { params: Promise<{ handle: string }> };

/**
 * POST /api/v1/admin/users/{handle}/suspend `{reason}`: suspends a contributor: their tokens
 * and sign-in stop working, their pending runs leave the review queue and their runs leave the
 * leaderboards. Written to the audit log. 200 {handle, suspended, runs}; 400 naming the field; 401; 403 for
 * non-admins; 404 unknown handle; 409 when the contributor is suspended already, or is you.
 */
export async function POST(request: Request, { params }: Context) {
  try {
    const handle = parseParam("handle", (await params).handle, handleParamSchema);
    if (!handle.ok) return handle.response;
    const body = await parseJsonBody(request, moderationBodySchema);
    if (!body.ok) return body.response;
    const admin = await requireApiAdmin(request);
    if (!admin.ok) return admin.response;
    const result = await suspendUser(admin.user.id, handle.data, body.data.reason);
    if (result.status === "not-found") return notFound(`No contributor has the handle ${handle.data}.`);
    if (result.status === "conflict") return conflict(result.message, { handle: handle.data });
    const { status: _status, ...answer } = result;
    return json(answer);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return serviceUnavailable();
    throw error;
  }
}
