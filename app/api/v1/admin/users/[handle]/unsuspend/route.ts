import { unsuspendUser } from "@/lib/reviews/mutations";
import { createModerationHandler } from "@/lib/reviews/request";
import { handleParamSchema } from "@/lib/reviews/schema";

/**
 * POST /api/v1/admin/users/{handle}/unsuspend `{reason}`: reinstates a suspended contributor;
 * their runs are listed again unless hidden. Written to the audit log. 200 {handle, suspended,
 * runs}; 400 naming the field; 401; 403 for non-admins; 404 unknown handle; 409 when the
 * contributor is not suspended.
 */
export const POST = createModerationHandler("handle", handleParamSchema, (actorId, handle, { reason }) =>
  unsuspendUser(actorId, handle, reason),
);
