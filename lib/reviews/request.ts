/**
 * The moderation endpoints (hide, restore, suspend, unsuspend), which differ only in their
 * target and action, as one declaration on the request pipeline (lib/http.ts).
 */
import "server-only";
import { z } from "zod";
import { conflict, json, jsonBody, notFound, route } from "@/lib/http";
import { ADMIN_BODY_LIMIT_BYTES, moderationBodySchema } from "@/lib/reviews/schema";

type ModerationResult = { status: "ok" | "not-found" | "conflict"; message?: string } & Record<string, unknown>;

/**
 * A moderation endpoint: POST `{reason, …}` to /admin/runs/{id}/… or /admin/users/{handle}/…, by
 * an admin, answering 200 with the action's result, 404 for an unknown target and 409 when the
 * target is already in that state. `bodySchema` extends the reason for actions with options.
 */
export function createModerationHandler<P extends "id" | "handle", S extends z.ZodType<{ reason: string }>>(
  param: P,
  paramSchema: z.ZodType<string>,
  act: (actorId: string, target: string, body: z.output<S>) => Promise<ModerationResult>,
  bodySchema: S = moderationBodySchema as unknown as S,
) {
  return route({
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
