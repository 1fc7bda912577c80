import { suspendUser } from "@/lib/reviews/mutations";
import { createModerationHandler } from "@/lib/reviews/request";
import { handleParamSchema } from "@/lib/reviews/schema";

/**
 * POST /api/v1/admin/users/{handle}/suspend `{reason}`: suspends a contributor: their tokens
 * and sign-in stop working, their pending runs leave the review queue and their runs leave the
 * leaderboards. Written to the audit log. 200 {handle, suspended, runs}; 400 naming the field;
 * 401; 403 for non-admins; 404 unknown handle; 409 when already suspended, or when it is you.
 */
export const POST = createModerationHandler("handle", handleParamSchema, suspendUser);
