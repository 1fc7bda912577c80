import "server-only";
import { resetRateLimit, toRateLimitKey } from "@/lib/abuse/rate-limit";
import { LIMITS } from "@/lib/abuse/limits";
import { db } from "@/lib/db";
import { Prisma, type ApiTokenScope, type UserRole } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/accounts/password";
import { findPasswordProblem } from "@/lib/accounts/password-policy";
import { ACCOUNT_AUDIT_ACTIONS } from "@/lib/accounts/audit-actions";
import { generateApiToken } from "@/lib/accounts/tokens";
import type { MutationResult } from "@/lib/mutation-result";
import { slugify } from "@/lib/slug";

/**
 * Why an account write was refused. `code` lets the sign-up form answer a taken e-mail with its
 * generic message (no telling strangers which e-mails have accounts) while the CLI names it.
 */
export type AccountErrorCode = "email-taken" | "handle-taken" | "weak-password" | "admin-scope";

export class AccountError extends Error {
  constructor(
    message: string,
    readonly path: string,
    readonly code?: AccountErrorCode,
  ) {
    super(message);
    this.name = "AccountError";
  }
}

/** The part of an e-mail address before the "@": the wish for a handle of someone who signs up by e-mail. */
export function getEmailLocalPart(email: string): string {
  const [localPart = ""] = email.split("@");
  return localPart;
}

/** A handle nobody has yet, derived from a wish (GitHub login, e-mail local part). */
export async function findFreeHandle(wish: string): Promise<string> {
  const base = slugify(wish).slice(0, 30) || "contributor";
  for (let n = 0; n < 100; n++) {
    const handle = n === 0 ? base : `${base}-${n + 1}`;
    if (!(await db.user.findUnique({ where: { handle }, select: { id: true } }))) return handle;
  }
  return `${base}-${Date.now().toString(36)}`;
}

/**
 * Creates an account. The handle is checked before the e-mail: handles are public, so naming a
 * taken one tells nothing, and checking it first keeps a taken handle from revealing whether the
 * e-mail beside it has an account.
 */
export async function createUser(input: {
  email: string;
  role: UserRole;
  password?: string;
  handle?: string;
  name?: string;
}) {
  if (input.password !== undefined) {
    const problem = findPasswordProblem(input.password, { email: input.email, handle: input.handle });
    if (problem) throw new AccountError(problem, "password", "weak-password");
  }
  if (input.handle && (await db.user.findUnique({ where: { handle: input.handle }, select: { id: true } }))) {
    throw new AccountError("That handle is taken: choose another.", "handle", "handle-taken");
  }
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) {
    throw new AccountError(`A user with the e-mail ${input.email} exists already.`, "email", "email-taken");
  }
  const handle = input.handle ?? (await findFreeHandle(getEmailLocalPart(input.email)));
  try {
    return await db.user.create({
      data: {
        email: input.email,
        role: input.role,
        handle,
        name: input.name ?? null,
        passwordHash: input.password ? await hashPassword(input.password) : null,
      },
      select: { id: true, email: true, handle: true, role: true },
    });
  } catch (error) {
    // Two sign-ups racing for the same e-mail or handle: the unique index decides.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const onHandle = JSON.stringify(error.meta ?? {}).includes("handle");
      if (onHandle) throw new AccountError("That handle is taken: choose another.", "handle", "handle-taken");
      throw new AccountError(`A user with the e-mail ${input.email} exists already.`, "email", "email-taken");
    }
    throw error;
  }
}

/**
 * Ends every session of the user: session cookies carry the version they were issued with, and
 * lib/auth.ts refuses one older than the user's. Signing out and suspension call this.
 */
export async function endAllSessions(userId: string): Promise<void> {
  await db.user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}

/**
 * As endAllSessions, but only while the user's sessions are still at `version`: Auth.js's own
 * sign-out route calls this with the cookie's version, and a sign-out that already ended them
 * need not end them again.
 */
export async function endSessionsAtVersion(userId: string, version: number): Promise<void> {
  await db.user.updateMany({
    where: { id: userId, sessionVersion: version },
    data: { sessionVersion: { increment: 1 } },
  });
}

/**
 * Creates a token and returns it once; only its hash is stored. The `admin` scope is for admins
 * only: a contributor asking for it gets an AccountError naming `scope`.
 */
export async function createApiToken(
  userId: string,
  name: string,
  options: { scope?: ApiTokenScope; expiresAt?: Date | null } = {},
) {
  const scope = options.scope ?? "upload";
  if (scope === "admin") {
    const owner = await db.user.findUnique({ where: { id: userId }, select: { role: true } });
    if (owner?.role !== "admin") {
      throw new AccountError("Only admins can create a token with the admin scope.", "scope", "admin-scope");
    }
  }
  const { token, tokenHash, prefix } = generateApiToken();
  const row = await db.apiToken.create({
    data: { userId, name, tokenHash, prefix, scope, expiresAt: options.expiresAt ?? null },
    select: { id: true, name: true, scope: true, expiresAt: true },
  });
  return { ...row, token };
}

/** Revokes one of the user's own tokens; false when it is not theirs or already revoked. */
export async function revokeApiToken(userId: string, tokenId: string): Promise<boolean> {
  const result = await db.apiToken.updateMany({
    where: { id: tokenId, userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return result.count === 1;
}

/**
 * Lifts an account's password sign-in lockout: its failed attempts are forgotten, so its owner may
 * try again at once (the per-address limits still hold). Called when the owner signs in another
 * way (GitHub), by `npm run arena -- user unlock` and by the admin API. True when there were failures.
 */
export async function unlockPasswordSignIn(email: string): Promise<boolean> {
  return resetRateLimit(LIMITS.signInPerAccount, email.trim().toLowerCase());
}

/** An admin lifts a contributor's sign-in lockout (unlockPasswordSignIn), written to the audit log. */
export async function unlockUserSignIn(
  actorId: string,
  handle: string,
  reason: string,
): Promise<MutationResult<{ handle: string; hadFailures: boolean }>> {
  const user = await db.user.findUnique({ where: { handle }, select: { id: true, email: true } });
  if (!user) return { status: "not-found" };
  return db.$transaction(async (tx) => {
    const key = toRateLimitKey(LIMITS.signInPerAccount, (user.email ?? "").toLowerCase());
    const { count } = user.email ? await tx.rateLimitCounter.deleteMany({ where: { key } }) : { count: 0 };
    const details = { hadFailures: count > 0 };
    await tx.auditLog.create({
      data: { actorId, action: ACCOUNT_AUDIT_ACTIONS.unlock, targetType: "user", targetId: user.id, reason, details },
      select: { id: true },
    });
    return { status: "ok", handle, hadFailures: count > 0 };
  });
}
