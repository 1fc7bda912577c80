import "server-only";
import { db } from "@/lib/db";
import { Prisma, type ApiTokenScope, type UserRole } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/accounts/password";
import { generateApiToken } from "@/lib/accounts/tokens";
import { slugify } from "@/lib/slug";

export class AccountError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = "AccountError";
  }
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

export async function createUser(input: { email: string; role: UserRole; password?: string; handle?: string; name?: string }) {
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) {
    throw new AccountError(`A user with the e-mail ${input.email} exists already.`, "email");
  }
  const handle = input.handle ?? (await findFreeHandle(input.email.split("@")[0]));
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
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AccountError("That e-mail address or handle is taken.", "handle");
    }
    throw error;
  }
}

export async function setUserRole(email: string, role: UserRole) {
  return db.user.update({ where: { email }, data: { role }, select: { id: true, email: true, role: true } });
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
    if (owner?.role !== "admin") throw new AccountError("Only admins can create a token with the admin scope.", "scope");
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
