import "server-only";
import { db } from "@/lib/db";
import { hashApiToken } from "@/lib/accounts/tokens";
import type { ApiTokenScope, Prisma } from "@/lib/generated/prisma/client";

export const CURRENT_USER_SELECT = {
  id: true,
  handle: true,
  name: true,
  email: true,
  role: true,
  suspendedAt: true,
} as const satisfies Prisma.UserSelect;

/** The signed-in user as every guard reads them: the fields of CURRENT_USER_SELECT. */
export type CurrentUser = Prisma.UserGetPayload<{ select: typeof CURRENT_USER_SELECT }>;

/** The user behind a session, with the session version a session cookie must carry: one query. */
export async function getUserForSession(id: string) {
  return db.user.findUnique({ where: { id }, select: { ...CURRENT_USER_SELECT, sessionVersion: true } });
}

export async function getUserForSignIn(email: string) {
  return db.user.findUnique({
    where: { email },
    select: { id: true, email: true, name: true, passwordHash: true, suspendedAt: true, sessionVersion: true },
  });
}

export type ApiTokenCheck =
  | { status: "ok"; user: CurrentUser & { tokenScope: ApiTokenScope } }
  | { status: "expired"; expiredAt: Date }
  | { status: "refused" };

/**
 * The user behind an API token; `expired` for a token past its expiry (so the client can be told
 * to make a new one), `refused` when it is unknown, revoked or its owner is suspended. Records
 * the token's last use.
 */
export async function getUserByApiToken(token: string): Promise<ApiTokenCheck> {
  const row = await db.apiToken.findUnique({
    where: { tokenHash: hashApiToken(token) },
    select: {
      id: true,
      revokedAt: true,
      expiresAt: true,
      scope: true,
      lastUsedAt: true,
      user: { select: CURRENT_USER_SELECT },
    },
  });
  if (!row || row.revokedAt || row.user.suspendedAt) return { status: "refused" };
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return { status: "expired", expiredAt: row.expiresAt };
  // At most one write a minute per token: the last use is for people, not an audit trail.
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } });
  }
  return { status: "ok", user: { ...row.user, tokenScope: row.scope } };
}

export async function listApiTokens(userId: string) {
  return db.apiToken.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      name: true,
      prefix: true,
      scope: true,
      expiresAt: true,
      createdAt: true,
      lastUsedAt: true,
      revokedAt: true,
    },
  });
}
