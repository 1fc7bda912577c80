import { hideRun } from "@/lib/reviews/mutations";
import { createModerationHandler } from "@/lib/reviews/request";
import { runIdSchema } from "@/lib/runs/export-schema";

/**
 * POST /api/v1/admin/runs/{id}/hide `{reason}`: hides a run from the public pages and
 * leaderboards (its owner and admins still see it), recomputes its figures and writes the audit
 * log. 200 {id, hidden, listed}; 400 naming the field; 401; 403 for non-admins; 404; 409 when
 * the run is hidden already.
 */
export const POST = createModerationHandler(
  {
    operationId: "hideRun",
    summary: "Hide a run (admins)",
    description:
      "Takes the run off leaderboards and public pages; its owner and admins still see it. 409 when it is " +
      "hidden already.",
    path: "/api/v1/admin/runs/{id}/hide",
  },
  "id",
  runIdSchema,
  (actorId, id, { reason }) => hideRun(actorId, id, reason),
);
