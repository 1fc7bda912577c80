import { restoreRun } from "@/lib/reviews/mutations";
import { createModerationHandler } from "@/lib/reviews/request";
import { runIdParamSchema } from "@/lib/reviews/schema";

/**
 * POST /api/v1/admin/runs/{id}/restore `{reason}`: puts a hidden run back on the public pages,
 * recomputes its figures and writes the audit log. 200 {id, hidden, listed}; 400 naming the
 * field; 401; 403 for non-admins; 404; 409 when the run is not hidden.
 */
export const POST = createModerationHandler("id", runIdParamSchema, (actorId, id, { reason }) =>
  restoreRun(actorId, id, reason),
);
