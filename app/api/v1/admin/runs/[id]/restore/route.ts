import { restoreRun } from "@/lib/reviews/mutations";
import { createModerationHandler } from "@/lib/reviews/request";
import { runIdSchema } from "@/lib/runs/export-schema";

/**
 * POST /api/v1/admin/runs/{id}/restore `{reason}`: puts a hidden run back on the public pages,
 * recomputes its figures and writes the audit log. 200 {id, hidden, listed}; 400 naming the
 * field; 401; 403 for non-admins; 404; 409 when the run is not hidden.
 */
export const POST = createModerationHandler(
  {
    operationId: "restoreRun",
    summary: "Restore a hidden run (admins)",
    description: "Puts the run back on the public pages. 409 when it is not hidden.",
    path: "/api/v1/admin/runs/{id}/restore",
  },
  "id",
  runIdSchema,
  (actorId, id, { reason }) => restoreRun(actorId, id, reason),
);
