import { isDatabaseUnavailable } from "@/lib/database/errors";
import { conflict, json, notFound, serviceUnavailable } from "@/lib/http";
import { hideRun } from "@/lib/reviews/mutations";
import { parseJsonBody, parseParam, requireApiAdmin } from "@/lib/reviews/request";
import { moderationBodySchema, runIdParamSchema } from "@/lib/reviews/schema";

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/v1/admin/runs/{id}/hide `{reason}`: hides a run from the public pages and
 * leaderboards (its owner and admins still see it), recomputes its figures and writes the audit
 * log. 200 {id, hidden, listed}; 400 naming the field; 401; 403 for non-admins; 404; 409 when
 * the run is hidden already.
 */
export async function POST(request: Request, { params }: Context) {
  try {
    const id = parseParam("id", (await params).id, runIdParamSchema);
    if (!id.ok) return id.response;
    const body = await parseJsonBody(request, moderationBodySchema);
    if (!body.ok) return body.response;
    const admin = await requireApiAdmin(request);
    if (!admin.ok) return admin.response;
    const result = await hideRun(admin.user.id, id.data, body.data.reason);
    if (result.status === "not-found") return notFound(`No run has the id ${id.data}.`);
    if (result.status === "conflict") return conflict(result.message, { id: id.data });
    const { status: _status, ...answer } = result;
    return json(answer);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return serviceUnavailable();
    throw error;
  }
}
