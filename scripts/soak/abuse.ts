/**
 * The cross-site and guessing checks of issue 10, against the running server: a contributor
 * signed in through the real Auth.js flow, whose session cookie a page on another origin tries
 * to use for an upload; a script guessing one account's password; and whether the time a
 * sign-in takes tells that an account exists.
 */
import { median } from "../bench/report";
import { toMultipart } from "../bench/upload";
import { freshAddress, signIn, type SignInAnswer } from "./sign-in";
import type { RunBundleInput } from "@/lib/runs/schema";

export type CrossSiteAttempt = { kind: string; status: number; error: string };

export type CrossSiteResult = {
  signedIn: boolean;
  forged: CrossSiteAttempt[];
  runsWrittenByForged: number;
  sameOrigin: { status: number; id?: string; error?: string };
};

async function post(baseUrl: string, headers: Record<string, string>, body: BodyInit) {
  const response = await fetch(`${baseUrl}/api/v1/runs`, {
    method: "POST",
    headers,
    body,
    signal: AbortSignal.timeout(60_000),
  });
  const answer = (await response.json().catch(() => ({}))) as { id?: string; error?: string };
  return { status: response.status, ...answer };
}

/**
 * A page on `foreignOrigin` makes the signed-in browser POST an upload, in each form a page can
 * send without asking (text/plain, form-encoded, multipart) and as JSON; then the same run from
 * the site's own origin. `countRuns` reads the number of runs from the database.
 */
export async function checkCrossSiteUploads(
  baseUrl: string,
  account: { email: string; password: string },
  foreignOrigin: string,
  bundle: RunBundleInput,
  countRuns: () => Promise<number>,
): Promise<CrossSiteResult> {
  const session = await signIn(baseUrl, account.email, account.password, freshAddress());
  if (!session.sessionCookie) {
    return { signedIn: false, forged: [], runsWrittenByForged: 0, sameOrigin: { status: session.status } };
  }
  const json = JSON.stringify(bundle);
  const crossSite = { Cookie: session.sessionCookie, Origin: foreignOrigin, "Sec-Fetch-Site": "cross-site" };
  const forms: Array<{ kind: string; headers: Record<string, string>; body: BodyInit }> = [
    { kind: "text/plain", headers: { ...crossSite, "Content-Type": "text/plain;charset=UTF-8" }, body: json },
    {
      kind: "form-encoded",
      headers: { ...crossSite, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ bundle: json }).toString(),
    },
    // fetch sets the multipart Content-Type with its boundary
    { kind: "multipart", headers: crossSite, body: toMultipart(bundle) },
    { kind: "JSON", headers: { ...crossSite, "Content-Type": "application/json" }, body: json },
  ];
  const before = await countRuns();
  const forged: CrossSiteAttempt[] = [];
  for (const form of forms) {
    const answer = await post(baseUrl, form.headers, form.body);
    forged.push({ kind: form.kind, status: answer.status, error: answer.error ?? "" });
  }
  const runsWrittenByForged = (await countRuns()) - before;
  const sameOriginHeaders = {
    Cookie: session.sessionCookie,
    Origin: baseUrl,
    "Sec-Fetch-Site": "same-origin",
    "Content-Type": "application/json",
  };
  const sameOrigin = await post(baseUrl, sameOriginHeaders, json);
  return { signedIn: true, forged, runsWrittenByForged, sameOrigin };
}

export type GuessingResult = {
  attempts: number;
  /** Answered as a refused sign-in (the password was checked). */
  checked: number;
  throttled: number;
  throttledWithRetryAfter: number;
  other: Record<string, number>;
  rightPassword: { status: number; signedIn: boolean; retryAfter: string | null };
};

/** Auth.js's answer to a sign-in refused after the password was checked: back to the form with an error. */
const isRefusal = (answer: SignInAnswer) =>
  answer.status === 302 && !answer.sessionCookie && /error=CredentialsSignin/.test(answer.location ?? "");

/** `attempts` wrong passwords for one account, each from a new address, then the right one. */
export async function guessPassword(
  baseUrl: string,
  account: { email: string; password: string },
  attempts: number,
): Promise<GuessingResult> {
  const result: GuessingResult = {
    attempts,
    checked: 0,
    throttled: 0,
    throttledWithRetryAfter: 0,
    other: {},
    rightPassword: { status: 0, signedIn: false, retryAfter: null },
  };
  for (let attempt = 0; attempt < attempts; attempt++) {
    const answer = await signIn(baseUrl, account.email, `wrong-guess-${attempt}-x`, freshAddress());
    if (answer.status === 429) {
      result.throttled++;
      if (Number(answer.retryAfter) > 0) result.throttledWithRetryAfter++;
    } else if (isRefusal(answer)) {
      result.checked++;
    } else {
      result.other[answer.status] = (result.other[answer.status] ?? 0) + 1;
    }
  }
  const right = await signIn(baseUrl, account.email, account.password, freshAddress());
  result.rightPassword = { status: right.status, signedIn: right.sessionCookie !== null, retryAfter: right.retryAfter };
  return result;
}

export type EnumerationResult = { existingMs: number; unknownMs: number; ratio: number; refusedAlike: boolean };

/**
 * Median time of `rounds` wrong-password sign-ins for an existing account and for unknown ones,
 * interleaved, each from a new address: with `rounds` at most the per-account limit, every one
 * of them has its password checked.
 */
export async function timeSignIns(baseUrl: string, existingEmail: string, rounds: number): Promise<EnumerationResult> {
  const times = { existing: [] as number[], unknown: [] as number[] };
  const locations = new Set<string>();
  // one unknown account first: the first sign-in of a server pays for loading its code
  await signIn(baseUrl, "warm-up@soak.invalid", "wrong-guess-warm-up", freshAddress());
  for (let round = 0; round < rounds; round++) {
    const existing = await signIn(baseUrl, existingEmail, `wrong-guess-${round}-x`, freshAddress());
    const unknown = await signIn(baseUrl, `nobody-${round}@soak.invalid`, `wrong-guess-${round}-x`, freshAddress());
    times.existing.push(existing.ms);
    times.unknown.push(unknown.ms);
    locations.add(`${existing.status} ${existing.location}`).add(`${unknown.status} ${unknown.location}`);
  }
  const existingMs = median(times.existing);
  const unknownMs = median(times.unknown);
  const ratio = Math.max(existingMs, unknownMs) / Math.max(0.001, Math.min(existingMs, unknownMs));
  return { existingMs, unknownMs, ratio, refusedAlike: locations.size === 1 };
}
