"use server";

import { AuthError } from "next-auth";
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { consumeRateLimit } from "@/lib/abuse/rate-limit";
import { LIMITS } from "@/lib/abuse/limits";
import { toSafeCallbackPath } from "@/lib/accounts/callback-url";
import { getClientIp } from "@/lib/accounts/client-ip";
import { AccountError, createApiToken, createUser, endAllSessions, revokeApiToken } from "@/lib/accounts/mutations";
import { computeTokenExpiry, createTokenSchema, credentialsSchema, signUpSchema } from "@/lib/accounts/schema";
import { describeSignInThrottle, describeSignUpThrottle } from "@/lib/accounts/throttle-messages";
import { getCurrentUser, requireUser, signIn, signOut, SignInThrottled } from "@/lib/auth";
import { toFieldErrors } from "@/lib/form-errors";
import { localizeFieldErrors, readFormLocale } from "@/lib/i18n/form-locale";
import { CATALOGUES } from "@/lib/i18n/translate";

export type FormState = {
  error?: string;
  fieldErrors?: Record<string, string>;
  token?: string;
  tokenName?: string;
  tokenScope?: string;
  tokenExpiresAt?: string | null;
};

/** Said for a taken e-mail, as for any refusal that must not tell whether an e-mail has an account. */
const SIGN_UP_REFUSED = "Could not create that account. If you already have one, sign in.";

const callbackOf = (form: FormData) => toSafeCallbackPath(form.get("callbackUrl"), "/upload");

export async function signInWithPassword(_state: FormState, form: FormData): Promise<FormState> {
  const parsed = credentialsSchema.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!parsed.success) return { fieldErrors: toFieldErrors(parsed.error.issues) };
  try {
    await signIn("credentials", { ...parsed.data, redirectTo: callbackOf(form) });
    return {};
  } catch (error) {
    if (error instanceof SignInThrottled) return { error: describeSignInThrottle(error.retryAfterSeconds) };
    if (error instanceof AuthError) return { error: "That e-mail and password do not match an active account." };
    throw error; // the redirect after a successful sign-in
  }
}

export async function signInWithGitHub(form: FormData) {
  await signIn("github", { redirectTo: callbackOf(form) });
}

export async function signUp(_state: FormState, form: FormData): Promise<FormState> {
  const parsed = signUpSchema.safeParse({
    email: form.get("email"),
    password: form.get("password"),
    handle: form.get("handle"),
  });
  if (!parsed.success) return { fieldErrors: toFieldErrors(parsed.error.issues) };
  // Counted once the form is valid (a typo costs nothing), before the e-mail is looked up.
  const limit = await consumeRateLimit(LIMITS.signUpPerIp, getClientIp(await headers()));
  if (!limit.ok) return { error: describeSignUpThrottle(limit.retryAfterSeconds) };
  try {
    await createUser({ ...parsed.data, role: "contributor" });
  } catch (error) {
    if (error instanceof AccountError && error.code === "email-taken") return { error: SIGN_UP_REFUSED };
    if (error instanceof AccountError) return { fieldErrors: { [error.path]: error.message } };
    throw error;
  }
  try {
    const { email, password } = parsed.data;
    await signIn("credentials", { email, password, redirectTo: callbackOf(form) });
  } catch (error) {
    if (error instanceof SignInThrottled) {
      return { error: `Your account is ready. ${describeSignInThrottle(error.retryAfterSeconds)}` };
    }
    throw error; // the redirect after signing in
  }
  return {};
}

/** Signs out everywhere: every session of the account ends, not only this browser's. */
export async function signOutAction() {
  const user = await getCurrentUser();
  if (user) await endAllSessions(user.id);
  await signOut({ redirectTo: "/" });
}

export async function createTokenAction(_state: FormState, form: FormData): Promise<FormState> {
  const user = await requireUser("/account/tokens");
  const words = CATALOGUES[readFormLocale(form)].ContributeAnswers.token;
  const parsed = createTokenSchema.safeParse({
    name: form.get("name"),
    scope: form.get("scope") ?? undefined,
    lifetime: form.get("lifetime") ?? undefined,
  });
  if (!parsed.success) return { fieldErrors: localizeFieldErrors(toFieldErrors(parsed.error.issues), words) };
  const { name, scope, lifetime } = parsed.data;
  try {
    const expiresAt = computeTokenExpiry(lifetime === "never" ? "never" : Number(lifetime));
    const created = await createApiToken(user.id, name, { scope, expiresAt });
    revalidatePath("/account/tokens");
    const tokenExpiresAt = created.expiresAt?.toISOString() ?? null;
    return { token: created.token, tokenName: created.name, tokenScope: created.scope, tokenExpiresAt };
  } catch (error) {
    if (error instanceof AccountError) {
      return { fieldErrors: localizeFieldErrors({ [error.path]: error.message }, words) };
    }
    throw error;
  }
}

export async function revokeTokenAction(form: FormData) {
  const user = await requireUser("/account/tokens");
  const tokenId = form.get("tokenId");
  if (typeof tokenId === "string") await revokeApiToken(user.id, tokenId);
  revalidatePath("/account/tokens");
}
