/**
 * The moderation endpoints (hide, restore, suspend, unsuspend, unlock), which differ only in their
 * target and action, as one declaration on the request pipeline (lib/http.ts), with the answers
 * they document in common.
 */
import "server-only";
import { z } from "zod";
import { API_EXAMPLE_ORIGIN, component, type DocBody, errorAnswer, type RouteDocs } from "@/lib/route-docs";
import { formatByteSize } from "@/lib/format";
import { conflict, json, jsonBody, notFound, route } from "@/lib/http";
import { ADMIN_BODY_LIMIT_BYTES, moderationBodySchema } from "@/lib/reviews/schema";

type ModerationResult = { status: "ok" | "not-found" | "conflict"; message?: string } & Record<string, unknown>;

/** The refusals every admin endpoint documents. */
export const ADMIN_DOCS = {
  unauthorized: errorAnswer("Not signed in."),
  forbidden: errorAnswer(
    "Not an admin, a token without the `admin` scope, or the session cookie sent from another site.",
  ),
  tooLarge: errorAnswer(`The body is larger than ${formatByteSize(ADMIN_BODY_LIMIT_BYTES)}.`),
  notJson: errorAnswer("The body is not application/json."),
} satisfies Record<string, DocBody>;

type ModerationDocs = Pick<RouteDocs, "operationId" | "summary"> & {
  /** What the action does; the audit log is said once for all. */
  description: string;
  /** The endpoint's path, for its example. */
  path: string;
  /** The request's component name: "ModerationRequest" unless the body has options. */
  requestComponent?: string;
  /** False for an action that is never in its state already (409 is not answered). */
  mayConflict?: boolean;
};

/** A moderation endpoint's docs: a reason in, the new state out, 404 and 409 by their meaning. */
function describeModeration(docs: ModerationDocs): RouteDocs {
  const example = docs.path.replace("{id}", "$RUN_ID").replace("{handle}", "$HANDLE");
  return {
    operationId: docs.operationId,
    summary: docs.summary,
    description: `${docs.description} Written to the audit log with the reason.`,
    requestBody: { description: "Why.", component: docs.requestComponent ?? "ModerationRequest" },
    responses: {
      "200": { description: "The new state.", content: { "application/json": { json: { type: "object" } } } },
      "400": errorAnswer("The reason is missing."),
      "401": ADMIN_DOCS.unauthorized,
      "403": ADMIN_DOCS.forbidden,
      "404": errorAnswer("No such run or contributor."),
      ...(docs.mayConflict !== false && { "409": errorAnswer("Already in that state.") }),
      "413": ADMIN_DOCS.tooLarge,
      "415": ADMIN_DOCS.notJson,
    },
    examples: [
      `curl -H "Authorization: Bearer $ADMIN_TOKEN" -H "Content-Type: application/json" --data ` +
        `'{"reason":"…"}' ${API_EXAMPLE_ORIGIN}${example}`,
    ],
    alsoDefines: [component("ModerationRequest", moderationBodySchema, "input")],
  };
}

/**
 * A moderation endpoint: POST `{reason, …}` to /admin/runs/{id}/… or /admin/users/{handle}/…, by
 * an admin, answering 200 with the action's result, 404 for an unknown target and 409 when the
 * target is already in that state. `bodySchema` extends the reason for actions with options.
 */
export function createModerationHandler<P extends "id" | "handle", S extends z.ZodType<{ reason: string }>>(
  docs: ModerationDocs,
  param: P,
  paramSchema: z.ZodType<string>,
  act: (actorId: string, target: string, body: z.output<S>) => Promise<ModerationResult>,
  bodySchema: S = moderationBodySchema as unknown as S,
) {
  return route({
    docs: describeModeration(docs),
    params: z.object({ [param]: paramSchema } as Record<P, z.ZodType<string>>),
    body: jsonBody(bodySchema, { limit: ADMIN_BODY_LIMIT_BYTES }),
    auth: "admin",
    handle: async ({ params, body, user }) => {
      const target = (params as Record<P, string>)[param];
      const { status, message, ...answer } = await act(user.id, target, body);
      const what = param === "id" ? "run has the id" : "contributor has the handle";
      if (status === "not-found") return notFound(`No ${what} ${target}.`);
      if (status === "conflict") return conflict(message ?? "Nothing to change.", { [param]: target });
      return json(answer);
    },
  });
}
