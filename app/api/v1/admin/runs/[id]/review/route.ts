import { z } from "zod";
import { ADMIN_DOCS } from "@/lib/reviews/request";
import { json, jsonBody, notFound, route } from "@/lib/http";
import { API_EXAMPLE_ORIGIN as base, component, errorAnswer, jsonAnswer } from "@/lib/route-docs";
import { type ReviewOutcome, recordReview } from "@/lib/reviews/mutations";
import { ADMIN_BODY_LIMIT_BYTES, reviewBodySchema } from "@/lib/reviews/schema";
import { reviewResultSchema, runIdSchema } from "@/lib/runs/export-schema";

type Assert<T extends true> = T;
/** Fails to compile when the documented answer drifts from what the handler returns. */
export type DocumentedAnswer = Assert<ReviewOutcome extends z.output<typeof reviewResultSchema> ? true : false>;

/**
 * POST /api/v1/admin/runs/{id}/review `{verdict: "passed" | "failed", note, tests?: [keys]}`:
 * records a sanity-check verdict and recomputes the run's figures. 200 {id, reviewState,
 * reviewNote, failedTests, score, catalogue: {pending, withdrawn, note}}: a verdict settles no
 * catalogue fact (its proposals stay pending; a failing one withdraws them). 400 naming the
 * field; 401; 403 for non-admins; 404.
 */
export const POST = route({
  docs: {
    operationId: "reviewRun",
    summary: "Review a run's sanity check (admins)",
    description:
      "Records a sanity-check verdict on the whole run, or on some tests, and recomputes the run's figures. " +
      "A failed verdict needs a note: the contributor reads it. Admins only.",
    requestBody: { description: "The verdict and a note.", component: "ReviewRequest" },
    responses: {
      "200": jsonAnswer("The run's review state after the verdict.", component("ReviewResult", reviewResultSchema)),
      "400": errorAnswer("The verdict is not valid."),
      "401": ADMIN_DOCS.unauthorized,
      "403": ADMIN_DOCS.forbidden,
      "404": errorAnswer("No run has this id."),
      "413": ADMIN_DOCS.tooLarge,
      "415": ADMIN_DOCS.notJson,
    },
    examples: [
      `curl -H "Authorization: Bearer $ADMIN_TOKEN" -H "Content-Type: application/json" --data ` +
        `'{"verdict":"passed","note":"Answers read fine."}' ${base}/api/v1/admin/runs/$RUN_ID/review`,
    ],
  },
  params: z.object({ id: runIdSchema }),
  body: jsonBody(reviewBodySchema, { limit: ADMIN_BODY_LIMIT_BYTES }),
  auth: "admin",
  handle: async ({ params, body, user }) => {
    const result = await recordReview(user.id, params.id, body);
    if (result.status !== "ok") return notFound(`No run has the id ${params.id}.`);
    const { status: _status, ...answer } = result;
    return json(answer);
  },
});
