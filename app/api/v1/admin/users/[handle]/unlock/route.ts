import { unlockUserSignIn } from "@/lib/accounts/mutations";
import { createModerationHandler } from "@/lib/reviews/request";
import { handleParamSchema } from "@/lib/reviews/schema";

/**
 * POST /api/v1/admin/users/{handle}/unlock `{reason}`: lifts the contributor's password sign-in
 * lockout (their failed attempts are forgotten; the per-address limits still hold). Written to the
 * audit log. 200 {handle, hadFailures}; 400 naming the field; 401; 403 for non-admins; 404 unknown handle.
 */
export const POST = createModerationHandler("handle", handleParamSchema, (actorId, handle, { reason }) =>
  unlockUserSignIn(actorId, handle, reason),
);
