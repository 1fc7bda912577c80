"use server";

import { AuthError } from "next-auth";
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { z } from "zod";
import { LIMITS } from "@/lib/abuse/limits";
import { toSafeCallbackPath } from "@/lib/accounts/callback-url";
import { getClientIp } from "@/lib/accounts/client-ip";
import { AccountError, createApiToken, createUser, endAllSessions, revokeApiToken } from "@/lib/accounts/mutations";
import { computeTokenExpiry, createTokenSchema, credentialsSchema, signUpSchema } from "@/lib/accounts/schema";
import { action, formAction } from "@/lib/actions";
import { getCurrentUser, signIn, signOut, SignInThrottled } from "@/lib/auth";
import type { translate } from "@/lib/i18n/translate";

export type FormState = {
  error?: string;
  fieldErrors?: Record<string, string>;
  token?: string;
  tokenName?: string;
  tokenScope?: string;
  tokenExpiresAt?: string | null;
};

type Words = ReturnType<typeof translate<"ContributeAnswers">>;

/**
 * The sign-in and sign-up fields' words in the form's language. The password policy's words
 * (lib/accounts/password-policy.ts, shared with the CLI and the API) stay.
 */
const accountFields = (t: Words) => ({ email: t("account.email"), handle: t("account.handle") });

const callbackOf = (form: FormData) => toSafeCallbackPath(form.get("callbackUrl"), "/upload");

export const signInWithPassword = action({
  auth: "none",
  words: "ContributeAnswers",
  form: credentialsSchema,
  fields: (t) => ({ ...accountFields(t), password: t("account.signInPassword") }),
  handle: async ({ input, form }): Promise<FormState> => {
    await signIn("credentials", { ...input, redirectTo: callbackOf(form) });
    return {};
  },
  // What is not refused here is the redirect after a successful sign-in.
  refuse: (error, { t, wait }) => {
    if (error instanceof SignInThrottled)
      return { error: t("signInThrottled", { wait: wait(error.retryAfterSeconds) }) };
    if (error instanceof AuthError) return { error: t("signInMismatch") };
  },
});

export const signInWithGitHub = formAction({
  auth: "none",
  form: z.object({}),
  handle: async ({ form }) => {
    await signIn("github", { redirectTo: callbackOf(form) });
  },
});

export const signUp = action({
  auth: "none",
  words: "ContributeAnswers",
  form: signUpSchema,
  fields: accountFields,
  // Counted once the form is valid (a typo costs nothing), before the e-mail is looked up.
  rateLimit: {
    rule: LIMITS.signUpPerIp,
    subject: async () => getClientIp(await headers()),
    afterValidation: true,
    message: (t, { wait }) => t("signUpThrottled", { wait }),
  },
  handle: async ({ input, form }): Promise<FormState> => {
    await createUser({ ...input, role: "contributor" });
    const { email, password } = input;
    await signIn("credentials", { email, password, redirectTo: callbackOf(form) });
    return {};
  },
  // What is not refused here is the redirect after signing in.
  refuse: (error, { t, wait }) => {
    // A taken e-mail is refused as any refusal that must not tell whether an e-mail has an account.
    if (error instanceof AccountError && error.code === "email-taken") return { error: t("signUpRefused") };
    if (error instanceof AccountError && error.code === "handle-taken") {
      return { fieldErrors: { handle: t("account.handleTaken") } };
    }
    if (error instanceof AccountError) return { fieldErrors: { [error.path]: error.message } };
    if (error instanceof SignInThrottled) {
      const throttled = t("signInThrottled", { wait: wait(error.retryAfterSeconds) });
      return { error: t("accountReady", { throttled }) };
    }
  },
});

/** Signs out everywhere: every session of the account ends, not only this browser's. */
export const signOutAction = formAction({
  auth: "none",
  form: z.object({}),
  handle: async () => {
    const user = await getCurrentUser();
    if (user) await endAllSessions(user.id);
    await signOut({ redirectTo: "/" });
  },
});

export const createTokenAction = action({
  auth: "user",
  signInReturn: "/account/tokens",
  words: "ContributeAnswers",
  form: createTokenSchema,
  fields: (t) => ({ name: t("token.name"), lifetime: t("token.lifetime"), scope: t("token.scope") }),
  handle: async ({ input: { name, scope, lifetime }, user }): Promise<FormState> => {
    const expiresAt = computeTokenExpiry(lifetime === "never" ? "never" : Number(lifetime));
    const created = await createApiToken(user.id, name, { scope, expiresAt });
    revalidatePath("/account/tokens");
    const tokenExpiresAt = created.expiresAt?.toISOString() ?? null;
    return { token: created.token, tokenName: created.name, tokenScope: created.scope, tokenExpiresAt };
  },
  refuse: (error, { localize }) => {
    if (error instanceof AccountError) return { fieldErrors: localize({ [error.path]: error.message }) };
  },
});

export const revokeTokenAction = formAction({
  auth: "user",
  signInReturn: "/account/tokens",
  form: z.object({ tokenId: z.string().optional() }),
  handle: async ({ input: { tokenId }, user }) => {
    if (tokenId !== undefined) await revokeApiToken(user.id, tokenId);
    revalidatePath("/account/tokens");
  },
});
