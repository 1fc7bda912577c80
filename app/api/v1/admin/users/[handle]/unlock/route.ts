import { unlockUserSignIn } from "@/lib/accounts/mutations";
import { createModerationHandler } from "@/lib/reviews/request";
import { handleParamSchema } from "@/lib/reviews/schema";

/**
 * POST /api/v1/admin/users/{handle}/unlock `{reason}`: lifts the contributor's password sign-in
 * lockout (their failed attempts are forgotten; the per-address limits still hold). Written to the
 * audit log. 200 {handle, hadFailures}; 400 naming the field; 401; 403 for non-admins; 404 unknown handle.
 */
export const POST = createModerationHandler(
  {
    operationId: "unlockUserSignIn",
    summary: "Lift a contributor's sign-in lockout (admins)",
    description:
      "Forgets their failed password attempts, so that they can sign in again at once; the limits per " +
      "address still hold.",
    path: "/api/v1/admin/users/{handle}/unlock",
    mayConflict: false,
  },
  "handle",
  handleParamSchema,
  (actorId, handle, { reason }) => unlockUserSignIn(actorId, handle, reason),
);
