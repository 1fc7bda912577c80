/**
 * Route handlers: the answers, one helper per status, and `route()`, the one pipeline every
 * handler runs through, so that input checks, authentication, the cross-site check, limits and
 * error answers are the same everywhere. Errors are JSON `{ error, issues: [{ path, message }] }`
 * so clients can point at the field.
 */
import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { consumeRateLimit, type RateLimitRule } from "@/lib/abuse/rate-limit";
import { authenticateRequest, canUseAdminApi, type RequestUser } from "@/lib/auth";
import { env } from "@/lib/env";
import { describeError } from "@/lib/error-meaning";
import { InputTooLargeError, InvalidInputError } from "@/lib/errors";
import { formatByteSize } from "@/lib/format";
import { listSecurityHeaders } from "@/lib/security/headers";
import { checkSameOrigin } from "@/lib/security/origin";
import type { Access, RouteDocs } from "@/lib/route-docs";
import { findLoneSurrogate, LONE_SURROGATE_MESSAGE, mayHoldLoneSurrogate } from "@/lib/security/unicode";

export type Issue = { path: string; message: string };

export function json<T>(body: T, init?: ResponseInit): NextResponse<T> {
  return NextResponse.json(body, init);
}

function error(status: number, message: string, issues: Issue[] = [], headers?: HeadersInit) {
  return NextResponse.json({ error: message, issues }, { status, headers });
}

export const badRequest = (message: string, issues: Issue[] = []) => error(400, message, issues);
export const unauthorized = (message = "Sign in or send `Authorization: Bearer <token>`.") =>
  error(401, message, [], { "WWW-Authenticate": 'Bearer realm="inference-arena"' });
export const forbidden = (message = "You are not allowed to do this.") => error(403, message);
export const notFound = (message = "Not found.") => error(404, message);
export const conflict = <T extends object>(message: string, extra: T) =>
  NextResponse.json({ error: message, issues: [], ...extra }, { status: 409 });
export const payloadTooLarge = (message: string, path = "(body)") => error(413, message, [{ path, message }]);
export const unsupportedMediaType = (accepted: readonly string[]) => {
  const message = `Send the body as ${accepted.join(" or ")}, with that Content-Type.`;
  return error(415, message, [{ path: "(content-type)", message }]);
};
export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  error(429, message, [], { "Retry-After": String(retryAfterSeconds) });
export const serviceUnavailable = (message = "The database is not reachable right now. Try again in a few seconds.") =>
  error(503, message, [], { "Retry-After": "5" });
const internalError = () => error(500, "Something went wrong on our side. Try again later; if it persists, tell us.");

/** A refusal decided while reading the request (a bad body, say): the pipeline answers with it. */
export class RefusedRequest extends Error {
  constructor(readonly response: Response) {
    super(`Refused with ${response.status}`);
  }
}

/** The request body, or an InputTooLargeError above `limitBytes` (checked before and while reading). */
export async function readBodyWithLimit(request: Request, limitBytes: number): Promise<Uint8Array> {
  const tooLarge = () =>
    new InputTooLargeError("(body)", `The body is larger than the limit of ${formatByteSize(limitBytes)}.`);
  if (Number(request.headers.get("content-length") ?? "0") > limitBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const toIssues = (error: z.ZodError, fallback: string): Issue[] =>
  error.issues.map((issue) => ({ path: issue.path.join(".") || fallback, message: issue.message }));

/** How a route reads its body: the media types it takes (415 otherwise), the reader and its schema. */
export type BodyReader<T> = {
  mediaTypes: readonly string[];
  read: (request: Request) => Promise<T>;
  /** The schema a JSON body is checked with (the OpenAPI document shows it). */
  schema?: z.ZodType;
};

/** A JSON body checked by `schema`: 413 above `limit` bytes, 400 for malformed JSON or a bad field. */
export function jsonBody<S extends z.ZodType>(schema: S, { limit }: { limit: number }): BodyReader<z.output<S>> {
  return {
    mediaTypes: ["application/json"],
    schema,
    async read(request) {
      const text = new TextDecoder().decode(await readBodyWithLimit(request, limit));
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        const issues = [{ path: "(body)", message: "Send a JSON object." }];
        throw new RefusedRequest(badRequest("The body is not valid JSON.", issues));
      }
      const lone = mayHoldLoneSurrogate(text) ? findLoneSurrogate(body) : null;
      if (lone !== null) {
        throw new RefusedRequest(
          badRequest(`The ${lone} is not valid.`, [{ path: lone, message: LONE_SURROGATE_MESSAGE }]),
        );
      }
      const parsed = schema.safeParse(body);
      if (parsed.success) return parsed.data;
      throw new RefusedRequest(badRequest("The request is not valid.", toIssues(parsed.error, "(body)")));
    },
  };
}

export type { Access } from "@/lib/route-docs";

type Schema = z.ZodType | undefined;
type Output<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteSpec<P extends Schema, Q extends Schema, B, A extends Access> = {
  /** What the route does and answers, for the OpenAPI document (required under /api/v1: a test checks). */
  docs?: RouteDocs;
  /** The route's dynamic segments: 400 naming the segment. */
  params?: P;
  /** The query string (schemas for public reads are lenient: `.catch(default)`). */
  query?: Q;
  body?: BodyReader<B>;
  auth?: A;
  /** Counted per user once authorised, before the body is read; admins are exempt. */
  rateLimit?: RateLimitRule;
  handle: (input: {
    request: Request;
    params: Output<P>;
    query: Output<Q>;
    body: B;
    user: A extends "public" ? null : RequestUser;
  }) => Promise<Response> | Response;
};

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/** What a handler made by `route()` declares, as lib/api/openapi.ts reads it. */
export type RouteDeclaration = {
  docs?: RouteDocs;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: { mediaTypes: readonly string[]; schema?: z.ZodType };
  auth: Access;
  rateLimit?: RateLimitRule;
};

/** A route handler with its declaration attached. */
export type RouteHandler = ((request: Request, context?: RouteContext) => Promise<Response>) & {
  readonly declaration: RouteDeclaration;
};

function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = toIssues(parsed.error, where);
  const field = issues[0]?.path === where ? where : `${where} ${issues[0]?.path}`;
  throw new RefusedRequest(badRequest(`The ${field} is not valid.`, issues));
}

/** 415 unless the Content-Type's media type (without parameters) is one the route reads. */
function requireMediaType(request: Request, accepted: readonly string[]) {
  const mediaType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!accepted.includes(mediaType)) throw new RefusedRequest(unsupportedMediaType(accepted));
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Who sends the request and whether they may: the user, or the 401/403 refusal. */
async function authorize(request: Request, access: Exclude<Access, "public">): Promise<RequestUser> {
  const { user, problem } = await authenticateRequest(request);
  if (!user) throw new RefusedRequest(problem ? unauthorized(problem) : unauthorized());
  // Only a cookie rides along on a forged cross-site request: those must come from our pages.
  if (user.via === "session" && !SAFE_METHODS.has(request.method)) {
    const origin = checkSameOrigin(request.headers, request.url);
    if (!origin.ok) throw new RefusedRequest(forbidden(origin.message));
  }
  if (access === "admin" && user.role !== "admin") throw new RefusedRequest(forbidden("Only admins can do this."));
  if (access === "admin" && !canUseAdminApi(user)) {
    throw new RefusedRequest(forbidden("This token's scope is `upload`: create one with the `admin` scope."));
  }
  return user;
}

/** A rate limit's window in words: "hour", "minute", "15 minutes". */
function formatWindow(seconds: number): string {
  if (seconds === 3600) return "hour";
  if (seconds === 60) return "minute";
  if (seconds % 3600 === 0) return `${seconds / 3600} hours`;
  return seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`;
}

/** Counts the request against `rule` for this user (admins are exempt): 429 with Retry-After past it. */
async function enforceRateLimit(rule: RateLimitRule, user: RequestUser) {
  if (user.role === "admin") return;
  const outcome = await consumeRateLimit(rule, user.id);
  if (outcome.ok) return;
  const message =
    `Too many requests: at most ${rule.limit} per ${formatWindow(rule.windowSeconds)} for each account. ` +
    `Try again in ${outcome.retryAfterSeconds} s.`;
  throw new RefusedRequest(tooManyRequests(outcome.retryAfterSeconds, message));
}

/** The answer for what a handler threw: domain errors by their meaning, anything else a bare 500. */
function answerError(thrown: unknown): Response {
  if (thrown instanceof RefusedRequest) return thrown.response;
  if (thrown instanceof InvalidInputError) return badRequest(thrown.summary, thrown.issues);
  const meaning = describeError(thrown);
  if (meaning.kind === "too-large") return payloadTooLarge(meaning.message, meaning.path);
  if (meaning.kind === "too-long")
    return error(422, meaning.message, [{ path: meaning.path, message: meaning.message }]);
  if (meaning.kind === "busy") return tooManyRequests(meaning.retryAfterSeconds, meaning.message);
  if (meaning.kind === "unavailable") return serviceUnavailable();
  // Next.js signals redirects, not-found and static rendering by throwing: not ours to answer.
  if (typeof (thrown as { digest?: unknown } | null)?.digest === "string") throw thrown;
  console.error(thrown);
  return internalError();
}

const SECURITY_HEADERS = listSecurityHeaders({ development: env.NODE_ENV === "development" });

/** next.config.ts sets these on every response too; set here so that no answer depends on that. */
function withSecurityHeaders(response: Response): Response {
  let answer = response;
  for (const { key, value } of SECURITY_HEADERS) {
    if (answer.headers.has(key)) continue;
    try {
      answer.headers.set(key, value);
    } catch {
      // Response.redirect() and fetched responses have immutable headers: answer with a copy.
      answer = new Response(answer.body, answer);
      answer.headers.set(key, value);
    }
  }
  return answer;
}

/**
 * A route handler as a declaration. In order: route params and query (400 naming the field),
 * the body's media type (415), who asks (401), for cookie-authenticated mutations the origin
 * (403), their rights (403), the rate limit (429), the body (413 naming the cap, 400), then
 * `handle`. Authentication comes before the body so that nobody unknown makes the server read or
 * parse one, and the limit counts before the work it limits. What is thrown on the way maps to
 * 400 (InvalidInputError, such as an upload's BundleError), 413 (InputTooLargeError), 422
 * (WorkTooLongError: past its time budget), 429 (TooManyWaitingError), 503 (database lost) or 500
 * (no details).
 */
export function route<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B = undefined,
  A extends Access = "public",
>(spec: RouteSpec<P, Q, B, A>): RouteHandler {
  const handler = async (request: Request, context?: RouteContext): Promise<Response> => {
    try {
      const params = spec.params && parseInput(spec.params, await context?.params, "path parameter");
      const search = spec.query && Object.fromEntries(new URL(request.url).searchParams);
      const query = spec.query && parseInput(spec.query, search, "query parameter");
      if (spec.body) requireMediaType(request, spec.body.mediaTypes);
      const user = spec.auth && spec.auth !== "public" ? await authorize(request, spec.auth) : null;
      if (spec.rateLimit && user) await enforceRateLimit(spec.rateLimit, user);
      const body = spec.body && (await spec.body.read(request));
      const input = { request, params, query, body, user } as Parameters<RouteSpec<P, Q, B, A>["handle"]>[0];
      return withSecurityHeaders(await spec.handle(input));
    } catch (thrown) {
      return withSecurityHeaders(answerError(thrown));
    }
  };
  const { docs, params, query, body, auth = "public", rateLimit } = spec;
  const declaration: RouteDeclaration = {
    docs,
    params,
    query,
    body: body && { mediaTypes: body.mediaTypes, schema: body.schema },
    auth,
    rateLimit,
  };
  return Object.assign(handler, { declaration });
}
