/**
 * The steps every admin route handler shares, in the house order: parse the input with zod
 * (400 naming the field), then check who asks (401 nobody, 403 not an admin), then call lib.
 */
import "server-only";
import type { z } from "zod";
import type { CurrentUser } from "@/lib/accounts/data";
import { canUseAdminApi, getRequestUser } from "@/lib/auth";
import { isDatabaseUnavailable } from "@/lib/database/errors";
import {
  badRequest,
  conflict,
  forbidden,
  json,
  notFound,
  payloadTooLarge,
  readBodyWithLimit,
  serviceUnavailable,
  unauthorized,
} from "@/lib/http";
import { moderationBodySchema } from "@/lib/reviews/schema";

/** Admin request bodies are a verdict or a reason: small. */
export const ADMIN_BODY_LIMIT_BYTES = 64 * 1024;

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** A route parameter checked by `schema`; a bad one is a 400 naming it. */
export function parseParam<T extends z.ZodType>(name: string, value: string, schema: T): Parsed<z.output<T>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, response: badRequest(`The ${name} is not valid.`, [{ path: name, message: parsed.error.issues[0].message }]) };
}

/** The JSON body checked by `schema`: 413 above the limit, 400 for malformed JSON or a bad field. */
export async function parseJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<Parsed<z.output<T>>> {
  const bytes = await readBodyWithLimit(request, ADMIN_BODY_LIMIT_BYTES);
  if (bytes === null) return { ok: false, response: payloadTooLarge(ADMIN_BODY_LIMIT_BYTES) };
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { ok: false, response: badRequest("The body is not valid JSON.", [{ path: "(body)", message: "Send a JSON object." }]) };
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    response: badRequest(
      "The request is not valid.",
      parsed.error.issues.map((issue) => ({ path: issue.path.join(".") || "(body)", message: issue.message })),
    ),
  };
}

/** The admin behind the bearer token or session: 401 for nobody (or a suspended account), 403 for anyone else. */
export async function requireApiAdmin(request: Request): Promise<{ ok: true; user: CurrentUser } | { ok: false; response: Response }> {
  const user = await getRequestUser(request);
  if (!user) return { ok: false, response: unauthorized() };
  if (user.role !== "admin") return { ok: false, response: forbidden("Only admins can do this.") };
  if (!canUseAdminApi(user)) return { ok: false, response: forbidden("This token's scope is `upload`: create one with the `admin` scope.") };
  return { ok: true, user };
}

type ModerationResult = { status: "ok" | "not-found" | "conflict"; message?: string } & Record<string, unknown>;

/**
 * A moderation endpoint: POST `{reason}` to /admin/runs/{id}/… or /admin/users/{handle}/…,
 * in the house order, answering 200 with the action's result, 404 for an unknown target and
 * 409 when the target is already in that state.
 */
export function createModerationHandler<P extends "id" | "handle">(
  param: P,
  paramSchema: z.ZodType<string>,
  act: (actorId: string, target: string, reason: string) => Promise<ModerationResult>,
) {
  return async function POST(request: Request, { params }: { params: Promise<Record<P, string>> }) {
    try {
      const target = parseParam(param, (await params)[param], paramSchema);
      if (!target.ok) return target.response;
      const body = await parseJsonBody(request, moderationBodySchema);
      if (!body.ok) return body.response;
      const admin = await requireApiAdmin(request);
      if (!admin.ok) return admin.response;
      const { status, message, ...answer } = await act(admin.user.id, target.data, body.data.reason);
      if (status === "not-found") return notFound(`No ${param === "id" ? "run has the id" : "contributor has the handle"} ${target.data}.`);
      if (status === "conflict") return conflict(message ?? "Nothing to change.", { [param]: target.data });
      return json(answer);
    } catch (error) {
      if (isDatabaseUnavailable(error)) return serviceUnavailable();
      throw error;
    }
  };
}
