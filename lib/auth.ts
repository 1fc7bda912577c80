/**
 * Sign-in (Auth.js v5): e-mail and password always, GitHub when AUTH_GITHUB_ID and
 * AUTH_GITHUB_SECRET are set. Sessions are signed JWTs holding only the user id; the
 * role and suspension are read from the database on every check.
 */
import "server-only";
import { PrismaAdapter } from "@auth/prisma-adapter";
import NextAuth, { type NextAuthConfig } from "next-auth";
import type { Adapter } from "next-auth/adapters";
import Credentials from "next-auth/providers/credentials";
import GitHub from "next-auth/providers/github";
import { notFound, redirect } from "next/navigation";
import { getUserById, getUserByApiToken, getUserForSignIn, type CurrentUser } from "@/lib/accounts/data";
import { findFreeHandle } from "@/lib/accounts/mutations";
import { verifyPassword } from "@/lib/accounts/password";
import { credentialsSchema } from "@/lib/accounts/schema";
import { parseBearerToken } from "@/lib/accounts/tokens";
import { db } from "@/lib/db";

export const isGitHubEnabled = Boolean(process.env.AUTH_GITHUB_ID && process.env.AUTH_GITHUB_SECRET);

/** The Prisma adapter, creating users with a handle (our User requires one). */
function createAdapter(): Adapter {
  const adapter = PrismaAdapter(db as unknown as Parameters<typeof PrismaAdapter>[0]);
  return {
    ...adapter,
    createUser: async ({ id: _id, ...data }) => {
      const handle = await findFreeHandle(data.name ?? data.email.split("@")[0]);
      const user = await db.user.create({
        data: { email: data.email, name: data.name ?? null, image: data.image ?? null, emailVerified: data.emailVerified, handle },
      });
      return { ...user, email: user.email ?? data.email };
    },
  };
}

const config: NextAuthConfig = {
  adapter: createAdapter(),
  session: { strategy: "jwt" },
  trustHost: true,
  pages: { signIn: "/signin" },
  providers: [
    Credentials({
      credentials: { email: { label: "E-mail" }, password: { label: "Password", type: "password" } },
      authorize: async (raw) => {
        const parsed = credentialsSchema.safeParse(raw);
        if (!parsed.success) return null;
        const user = await getUserForSignIn(parsed.data.email);
        if (!user || user.suspendedAt || !(await verifyPassword(parsed.data.password, user.passwordHash))) return null;
        return { id: user.id, email: user.email, name: user.name };
      },
    }),
    ...(isGitHubEnabled ? [GitHub] : []),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user?.id) token.sub = user.id;
      return token;
    },
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      return session;
    },
  },
};

export const { handlers, auth, signIn, signOut } = NextAuth(config);

/** The signed-in user as the database has them now, or null. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  let session;
  try {
    session = await auth();
  } catch {
    return null; // outside a request (scripts, tests): nobody is signed in
  }
  return session?.user?.id ? getUserById(session.user.id) : null;
}

/** For pages: the signed-in, active user, or off to sign in. */
export async function requireUser(callbackUrl: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user || user.suspendedAt) redirect(`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  return user;
}

/** For pages: an admin, or a 404 for anyone else (admin pages do not advertise themselves). */
export async function requireAdmin(callbackUrl: string): Promise<CurrentUser> {
  const user = await requireUser(callbackUrl);
  if (user.role !== "admin") notFound();
  return user;
}

/**
 * Who sent an API request: the user behind a bearer token (with the token's scope), else the
 * session's user. `via` tells the request pipeline whether a cookie authenticated the request,
 * which is what cross-site request forgery abuses.
 */
export type RequestUser = CurrentUser & { via: "token"; tokenScope: "upload" | "admin" } | CurrentUser & { via: "session" };

/** For route handlers: the user behind a bearer token, else the session; suspended users count as nobody. */
export async function getRequestUser(request: Request): Promise<RequestUser | null> {
  const token = parseBearerToken(request.headers.get("authorization"));
  if (token) {
    const user = await getUserByApiToken(token);
    return user && !user.suspendedAt ? { ...user, via: "token" } : null;
  }
  const user = await getCurrentUser();
  return user && !user.suspendedAt ? { ...user, via: "session" } : null;
}

/** Admin rights over the API: an admin signed in, or an admin's token created with the `admin` scope. */
export function canUseAdminApi(user: RequestUser): boolean {
  return user.role === "admin" && (user.via === "session" || user.tokenScope === "admin");
}
