/**
 * Signing in against the running server as a browser or a guessing script does it: the CSRF
 * token and its cookie from GET /api/auth/csrf, then the form POSTed to the credentials callback
 * (Auth.js). The client address is named in X-Forwarded-For, which the per-address limit reads
 * because the soak's server trusts this machine as a proxy (ARENA_TRUSTED_PROXIES,
 * lib/accounts/client-ip.ts), so each check can use addresses no other check used.
 */

export type SignInAnswer = {
  status: number;
  /** Time of the POST alone, from sending it to the whole answer. */
  ms: number;
  /** name=value of the session cookie when the sign-in succeeded. */
  sessionCookie: string | null;
  retryAfter: string | null;
  location: string | null;
};

const cookiePairs = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.replace(/;.*/, ""));

export async function signIn(baseUrl: string, email: string, password: string, ip: string): Promise<SignInAnswer> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`, { headers: { "X-Forwarded-For": ip } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const body = new URLSearchParams({ email, password, csrfToken, callbackUrl: "/upload" });
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: cookiePairs(csrf).join("; "),
      "X-Forwarded-For": ip,
      Origin: baseUrl,
    },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  return {
    status: response.status,
    ms,
    sessionCookie: cookiePairs(response).find((pair) => /^(__Secure-)?authjs\.session-token=/.test(pair)) ?? null,
    retryAfter: response.headers.get("retry-after"),
    location: response.headers.get("location"),
  };
}

/** A client address that no earlier call gave: 198.18.0.0/15, the block kept for benchmarks. */
let addressCount = 0;
export function freshAddress(): string {
  const n = addressCount++;
  return `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}
