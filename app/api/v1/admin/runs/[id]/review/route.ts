import { z } from "zod";
import { json, jsonBody, notFound, route } from "@/lib/http";
import { recordReview } from "@/lib/reviews/mutations";
import { ADMIN_BODY_LIMIT_BYTES, reviewBodySchema, runIdParamSchema } from "@/lib/reviews/schema";

/**
 * POST /api/v1/admin/runs/{id}/review `{verdict: "passed" | "failed", note, tests?: [keys]}`:
 * records a sanity-check verdict and recomputes the run's figures. 200 {id, reviewState,
 * reviewNote, failedTests, score, catalogue: {pending, withdrawn, note}}: a verdict settles no
 * catalogue fact (its proposals stay pending; a failing one withdraws them). 400 naming the
 * field; 401; 403 for non-admins; 404.
 */
export const POST = route({
  params: z.object({ id: runIdParamSchema }),
  body: jsonBody(reviewBodySchema, { limit: ADMIN_BODY_LIMIT_BYTES }),
  auth: "admin",
  handle: async ({ params, body, user }) => {
    const result = await recordReview(user.id, params.id, body);
    if (result.status !== "ok") return notFound(`No run has the id ${params.id}.`);
    const { status: _status, ...answer } = result;
    return json(answer);
  },
});
