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
import { roundWait } from "@/lib/accounts/throttle-messages";
import { getCurrentUser, requireUser, signIn, signOut, SignInThrottled } from "@/lib/auth";
import { toFieldErrors } from "@/lib/form-errors";
import { localizeFieldErrors, readFormLocale } from "@/lib/i18n/form-locale";
import { CATALOGUES, translate } from "@/lib/i18n/translate";

export type FormState = {
  error?: string;
  fieldErrors?: Record<string, string>;
  token?: string;
  tokenName?: string;
  tokenScope?: string;
  tokenExpiresAt?: string | null;
};

/**
 * The sign-in and sign-up answers in the form's language, a wait rounded as roundWait rounds it
 * for the API's English ("45 seconds", "15 minutes", "2 hours"). The password policy's words
 * (lib/accounts/password-policy.ts, shared with the CLI and the API) stay.
 */
const WAIT_MESSAGES = { second: "waitSeconds", minute: "waitMinutes", hour: "waitHours" } as const;

function accountWords(form: FormData) {
  const t = translate(readFormLocale(form), "ContributeAnswers");
  const wait = (seconds: number) => {
    const { amount, unit } = roundWait(seconds);
    return t(WAIT_MESSAGES[unit], { count: amount });
  };
  const fieldErrors = (issues: Parameters<typeof toFieldErrors>[0], password?: string) =>
    localizeFieldErrors(toFieldErrors(issues), { email: t("account.email"), handle: t("account.handle"), password });
  return { t, wait, fieldErrors };
}

const callbackOf = (form: FormData) => toSafeCallbackPath(form.get("callbackUrl"), "/upload");

export async function signInWithPassword(_state: FormState, form: FormData): Promise<FormState> {
  const { t, wait, fieldErrors } = accountWords(form);
  const parsed = credentialsSchema.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error.issues, t("account.signInPassword")) };
  try {
    await signIn("credentials", { ...parsed.data, redirectTo: callbackOf(form) });
    return {};
  } catch (error) {
    if (error instanceof SignInThrottled)
      return { error: t("signInThrottled", { wait: wait(error.retryAfterSeconds) }) };
    if (error instanceof AuthError) return { error: t("signInMismatch") };
    throw error; // the redirect after a successful sign-in
  }
}

export async function signInWithGitHub(form: FormData) {
  await signIn("github", { redirectTo: callbackOf(form) });
}

export async function signUp(_state: FormState, form: FormData): Promise<FormState> {
  const { t, wait, fieldErrors } = accountWords(form);
  const parsed = signUpSchema.safeParse({
    email: form.get("email"),
    password: form.get("password"),
    handle: form.get("handle"),
  });
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error.issues) };
  // Counted once the form is valid (a typo costs nothing), before the e-mail is looked up.
  const limit = await consumeRateLimit(LIMITS.signUpPerIp, getClientIp(await headers()));
  if (!limit.ok) return { error: t("signUpThrottled", { wait: wait(limit.retryAfterSeconds) }) };
  try {
    await createUser({ ...parsed.data, role: "contributor" });
  } catch (error) {
    // A taken e-mail is refused as any refusal that must not tell whether an e-mail has an account.
    if (error instanceof AccountError && error.code === "email-taken") return { error: t("signUpRefused") };
    if (error instanceof AccountError && error.code === "handle-taken") {
      return { fieldErrors: { handle: t("account.handleTaken") } };
    }
    if (error instanceof AccountError) return { fieldErrors: { [error.path]: error.message } };
    throw error;
  }
  try {
    const { email, password } = parsed.data;
    await signIn("credentials", { email, password, redirectTo: callbackOf(form) });
  } catch (error) {
    if (error instanceof SignInThrottled) {
      const throttled = t("signInThrottled", { wait: wait(error.retryAfterSeconds) });
      return { error: t("accountReady", { throttled }) };
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
