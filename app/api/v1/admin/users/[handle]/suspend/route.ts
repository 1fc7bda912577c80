import { suspendUser } from "@/lib/reviews/mutations";
import { createModerationHandler } from "@/lib/reviews/request";
import { handleParamSchema, suspendBodySchema } from "@/lib/reviews/schema";

/**
 * POST /api/v1/admin/users/{handle}/suspend `{reason, hideRuns?}`: suspends a contributor: their
 * sessions end, their tokens and sign-in stop working, their pending runs leave the review queue
 * and their runs leave the leaderboards; `hideRuns: true` also hides every run of theirs. Written
 * to the audit log. 200 {handle, suspended, runs}; 400 naming the field; 401; 403 for non-admins;
 * 404 unknown handle; 409 when already suspended, or when it is you.
 */
export const POST = createModerationHandler(
  {
    operationId: "suspendUser",
    summary: "Suspend a contributor (admins)",
    description:
      "Their tokens and sign-in stop working, their pending runs leave the queue and their runs leave the " +
      "leaderboards. 409 when suspended already.",
    path: "/api/v1/admin/users/{handle}/suspend",
    requestComponent: "SuspendRequest",
  },
  "handle",
  handleParamSchema,
  (actorId, handle, { reason, hideRuns }) => suspendUser(actorId, handle, reason, { hideRuns }),
  suspendBodySchema,
);
