"use server";

import { AuthError } from "next-auth";
import { revalidatePath } from "next/cache";
import { AccountError, createApiToken, createUser, revokeApiToken } from "@/lib/accounts/mutations";
import { credentialsSchema, signUpSchema, tokenNameSchema } from "@/lib/accounts/schema";
import { requireUser, signIn, signOut } from "@/lib/auth";

export type FormState = { error?: string; fieldErrors?: Record<string, string>; token?: string; tokenName?: string };

/** Only same-site paths: never redirect a visitor to another site after sign-in. */
function safeCallback(value: FormDataEntryValue | null): string {
  const path = typeof value === "string" ? value : "/";
  return path.startsWith("/") && !path.startsWith("//") ? path : "/";
}

function fieldErrors(issues: Array<{ path: PropertyKey[]; message: string }>) {
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
}

export async function signInWithPassword(_state: FormState, form: FormData): Promise<FormState> {
  const parsed = credentialsSchema.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error.issues) };
  try {
    await signIn("credentials", { ...parsed.data, redirectTo: safeCallback(form.get("callbackUrl")) });
    return {};
  } catch (error) {
    if (error instanceof AuthError) return { error: "That e-mail and password do not match an active account." };
    throw error; // the redirect after a successful sign-in
  }
}

export async function signInWithGitHub(form: FormData) {
  await signIn("github", { redirectTo: safeCallback(form.get("callbackUrl")) });
}

export async function signUp(_state: FormState, form: FormData): Promise<FormState> {
  const parsed = signUpSchema.safeParse({ email: form.get("email"), password: form.get("password"), handle: form.get("handle") });
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error.issues) };
  try {
    await createUser({ ...parsed.data, role: "contributor" });
  } catch (error) {
    if (error instanceof AccountError) return { fieldErrors: { [error.path]: error.message } };
    throw error;
  }
  await signIn("credentials", { email: parsed.data.email, password: parsed.data.password, redirectTo: safeCallback(form.get("callbackUrl")) });
  return {};
}

export async function signOutAction() {
  await signOut({ redirectTo: "/" });
}

export async function createTokenAction(_state: FormState, form: FormData): Promise<FormState> {
  const user = await requireUser("/account/tokens");
  const name = tokenNameSchema.safeParse(form.get("name"));
  if (!name.success) return { fieldErrors: { name: name.error.issues[0].message } };
  const created = await createApiToken(user.id, name.data);
  revalidatePath("/account/tokens");
  return { token: created.token, tokenName: created.name };
}

export async function revokeTokenAction(form: FormData) {
  const user = await requireUser("/account/tokens");
  const tokenId = form.get("tokenId");
  if (typeof tokenId === "string") await revokeApiToken(user.id, tokenId);
  revalidatePath("/account/tokens");
}
