/**
 * Answers of route handlers, one helper per status. Errors are JSON
 * `{ error, issues: [{ path, message }] }` so clients can point at the field.
 */
import { NextResponse } from "next/server";
import { isDatabaseUnavailable } from "@/lib/database/errors";

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
export const payloadTooLarge = (limitBytes: number) =>
  error(413, `The body is larger than the limit of ${Math.round(limitBytes / (1024 * 1024))} MiB.`);
export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  error(429, message, [], { "Retry-After": String(retryAfterSeconds) });
export const serviceUnavailable = (message = "The database is not reachable right now. Try again in a few seconds.") =>
  error(503, message, [], { "Retry-After": "5" });

/** The request body, or null when it is larger than `limitBytes` (checked before and while reading). */
export async function readBodyWithLimit(request: Request, limitBytes: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limitBytes) return null;
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
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Runs a route handler; a database that cannot be reached becomes a 503 with a clear message, not a 500. */
export function answering503WhenDatabaseIsDown<Args extends unknown[]>(handler: (...args: Args) => Promise<Response>) {
  return async (...args: Args): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (error) {
      if (isDatabaseUnavailable(error)) return serviceUnavailable();
      throw error;
    }
  };
}
