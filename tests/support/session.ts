/**
 * Real Auth.js session cookies for tests: the JWT the site itself would set after sign-in,
 * encoded with the test AUTH_SECRET. Route handlers and pages read it through next/headers,
 * which a test mocks to return the cookie (see csrf.test.ts).
 */
import { encode } from "next-auth/jwt";

export const SESSION_COOKIE_NAME = "authjs.session-token";

/** The Cookie header of a browser signed in as `userId`. */
export async function createSessionCookie(userId: string): Promise<string> {
  const token = await encode({ token: { sub: userId }, secret: process.env.AUTH_SECRET!, salt: SESSION_COOKIE_NAME });
  return `${SESSION_COOKIE_NAME}=${token}`;
}
