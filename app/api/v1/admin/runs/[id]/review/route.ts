import { isDatabaseUnavailable } from "@/lib/database/errors";
import { json, notFound, serviceUnavailable } from "@/lib/http";
import { recordReview } from "@/lib/reviews/mutations";
import { parseJsonBody, parseParam, requireApiAdmin } from "@/lib/reviews/request";
import { reviewBodySchema, runIdParamSchema } from "@/lib/reviews/schema";

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/v1/admin/runs/{id}/review `{verdict: "passed" | "failed", note, tests?: [keys]}`:
 * records a sanity-check verdict and recomputes the run's figures. 200 {id, reviewState,
 * reviewNote, failedTests, score}; 400 naming the field; 401; 403 for non-admins; 404.
 */
export async function POST(request: Request, { params }: Context) {
  try {
    const id = parseParam("id", (await params).id, runIdParamSchema);
    if (!id.ok) return id.response;
    const body = await parseJsonBody(request, reviewBodySchema);
    if (!body.ok) return body.response;
    const admin = await requireApiAdmin(request);
    if (!admin.ok) return admin.response;
    const result = await recordReview(admin.user.id, id.data, body.data);
    if (result.status !== "ok") return notFound(`No run has the id ${id.data}.`);
    const { status: _status, ...answer } = result;
    return json(answer);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return serviceUnavailable();
    throw error;
  }
}
