import { unsuspendUser } from "@/lib/reviews/mutations";
import { createModerationHandler } from "@/lib/reviews/request";
import { handleParamSchema } from "@/lib/reviews/schema";

/**
 * POST /api/v1/admin/users/{handle}/unsuspend `{reason}`: reinstates a suspended contributor;
 * their runs are listed again unless hidden. Written to the audit log. 200 {handle, suspended,
 * runs}; 400 naming the field; 401; 403 for non-admins; 404 unknown handle; 409 when the
 * contributor is not suspended.
 */
export const POST = createModerationHandler(
  {
    operationId: "unsuspendUser",
    summary: "Reinstate a contributor (admins)",
    description: "Undoes a suspension. 409 when not suspended.",
    path: "/api/v1/admin/users/{handle}/unsuspend",
  },
  "handle",
  handleParamSchema,
  (actorId, handle, { reason }) => unsuspendUser(actorId, handle, reason),
);
