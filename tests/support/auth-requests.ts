/**
 * Sign-in as a browser or a script does it, through the real Auth.js route handlers: fetch a
 * CSRF token from GET /api/auth/csrf, then POST the form to /api/auth/callback/credentials from a
 * given client address. Answers carry Auth.js's own session cookie on success.
 */
import { NextRequest } from "next/server";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { PEER_ADDRESS_HEADER } from "@/lib/security/peer-address";

export const SITE = "http://arena.test";

const cookiePairs = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.replace(/;.*/, ""));

/**
 * POSTs e-mail and password to the credentials callback, from a socket whose peer is `ip` (the
 * header the server stamps, lib/security/peer-address.ts), with `forwardedFor` as X-Forwarded-For.
 */
export async function postCredentials(
  email: string,
  password: string,
  options: { ip: string; forwardedFor?: string; callbackUrl?: string },
) {
  const csrf = await GET(new NextRequest(`${SITE}/api/auth/csrf`));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const body = new URLSearchParams({ email, password, csrfToken, callbackUrl: options.callbackUrl ?? "/upload" });
  const headers = {
    "content-type": "application/x-www-form-urlencoded",
    cookie: cookiePairs(csrf).join("; "),
    [PEER_ADDRESS_HEADER]: options.ip,
    ...(options.forwardedFor === undefined ? {} : { "x-forwarded-for": options.forwardedFor }),
  };
  return POST(new NextRequest(`${SITE}/api/auth/callback/credentials`, { method: "POST", headers, body }));
}

/** The session cookie (name=value) Auth.js set on a successful sign-in, or null. */
export function sessionCookieOf(response: Response): string | null {
  return cookiePairs(response).find((pair) => pair.startsWith("authjs.session-token=")) ?? null;
}

/** Where a sign-in answer sends the browser, and whether it signed in (a session cookie was set). */
export function describeSignIn(response: Response) {
  const signedIn = sessionCookieOf(response) !== null;
  return { status: response.status, location: response.headers.get("location"), signedIn };
}
