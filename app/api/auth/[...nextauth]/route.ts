import type { NextRequest } from "next/server";
import { describeSignInThrottle } from "@/lib/accounts/throttle-messages";
import { handlers, reportSignInThrottle } from "@/lib/auth";
import { tooManyRequests } from "@/lib/http";

export const { GET } = handlers;

/**
 * Auth.js answers every refused sign-in with a redirect to the sign-in page. One refused by the
 * abuse limits answers 429 with Retry-After instead, so that a script guessing passwords is told
 * plainly to stop, and for how long.
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (!new URL(request.url).pathname.endsWith("/callback/credentials")) return handlers.POST(request);
  const { result, retryAfterSeconds } = await reportSignInThrottle(() => handlers.POST(request));
  if (retryAfterSeconds === null) return result;
  return tooManyRequests(retryAfterSeconds, describeSignInThrottle(retryAfterSeconds));
}
