/**
 * A sign-in with e-mail and password, guarded against guessing: attempts are counted per client
 * address and per account (lib/abuse/limits.ts) before the password is checked, so once over a
 * limit even the right password is refused until the window ends; a successful sign-in forgets
 * the account's failures. Unknown, suspended and password-less accounts cost the same scrypt as
 * an active one, so neither the answer nor its timing tells whether an e-mail has an account.
 */
import "server-only";
import { consumeRateLimit, resetRateLimit } from "@/lib/abuse/rate-limit";
import { LIMITS } from "@/lib/abuse/limits";
import { getUserForSignIn } from "@/lib/accounts/data";
import { verifyDummyPassword, verifyPassword } from "@/lib/accounts/password";
import { credentialsSchema } from "@/lib/accounts/schema";

export type PasswordSignIn =
  | { status: "signed-in"; user: { id: string; email: string | null; name: string | null; sessionVersion: number } }
  | { status: "refused" }
  | { status: "throttled"; retryAfterSeconds: number };

export async function attemptPasswordSignIn(input: unknown, clientIp: string): Promise<PasswordSignIn> {
  const byAddress = await consumeRateLimit(LIMITS.signInPerIp, clientIp);
  if (!byAddress.ok) return { status: "throttled", retryAfterSeconds: byAddress.retryAfterSeconds };
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) return { status: "refused" };
  const { email, password } = parsed.data;
  const byAccount = await consumeRateLimit(LIMITS.signInPerAccount, email);
  if (!byAccount.ok) return { status: "throttled", retryAfterSeconds: byAccount.retryAfterSeconds };

  const user = await getUserForSignIn(email);
  const hash = user && !user.suspendedAt ? user.passwordHash : null;
  const verified = hash ? await verifyPassword(password, hash) : await verifyDummyPassword(password);
  if (!user || !verified) return { status: "refused" };
  await resetRateLimit(LIMITS.signInPerAccount, email);
  const { id, name, sessionVersion } = user;
  return { status: "signed-in", user: { id, email: user.email, name, sessionVersion } };
}
