/**
 * Sign-in (Auth.js v5): e-mail and password always, GitHub when AUTH_GITHUB_ID and
 * AUTH_GITHUB_SECRET are set. Sessions are signed JWTs holding the user id and the session
 * version they were issued at; the role, suspension and current version are read from the
 * database on every check, so signing out or a suspension ends every session at once.
 */
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { PrismaAdapter } from "@auth/prisma-adapter";
import NextAuth, { CredentialsSignin, type NextAuthConfig, type Session } from "next-auth";
import type { Adapter } from "next-auth/adapters";
import Credentials from "next-auth/providers/credentials";
import GitHub from "next-auth/providers/github";
import { notFound } from "next/navigation";
import { toSameOriginUrl } from "@/lib/accounts/callback-url";
import { getClientIp } from "@/lib/accounts/client-ip";
import { getUserByApiToken, getUserForSession, type CurrentUser } from "@/lib/accounts/data";
import {
  endSessionsAtVersion,
  findFreeHandle,
  getEmailLocalPart,
  unlockPasswordSignIn,
} from "@/lib/accounts/mutations";
import { attemptPasswordSignIn } from "@/lib/accounts/sign-in";
import { parseBearerToken } from "@/lib/accounts/tokens";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { redirect as redirectInLocale } from "@/lib/i18n/navigation";
import { splitLocale } from "@/lib/i18n/routing";

declare module "next-auth" {
  interface User {
    /** User.sessionVersion when the session began (lib/accounts/mutations.ts endAllSessions). */
    sessionVersion?: number;
  }
  interface Session {
    sessionVersion?: number;
  }
}

export const isGitHubEnabled = Boolean(env.AUTH_GITHUB_ID && env.AUTH_GITHUB_SECRET);

/** The Prisma adapter, creating users with a handle (our User requires one). */
function createAdapter(): Adapter {
  const adapter = PrismaAdapter(db as unknown as Parameters<typeof PrismaAdapter>[0]);
  return {
    ...adapter,
    createUser: async ({ id: _id, ...data }) => {
      const handle = await findFreeHandle(data.name ?? getEmailLocalPart(data.email));
      const user = await db.user.create({
        data: {
          email: data.email,
          name: data.name ?? null,
          image: data.image ?? null,
          emailVerified: data.emailVerified,
          handle,
        },
      });
      return { ...user, email: user.email ?? data.email };
    },
  };
}

/** A sign-in refused by the abuse limits (lib/accounts/sign-in.ts), with the seconds to wait. */
export class SignInThrottled extends CredentialsSignin {
  code = "rate_limited";
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many sign-in attempts: retry after ${retryAfterSeconds} s.`);
  }
}

/**
 * Auth.js turns an error thrown in `authorize` into a redirect on its HTTP route; the route
 * handler reads the wait from here to answer 429 with Retry-After instead.
 */
const signInThrottleReport = new AsyncLocalStorage<{ retryAfterSeconds: number | null }>();

/** Runs `work` (an Auth.js request) and says whether a sign-in in it was throttled, and for how long. */
export async function reportSignInThrottle<T>(
  work: () => Promise<T>,
): Promise<{ result: T; retryAfterSeconds: number | null }> {
  const report = { retryAfterSeconds: null as number | null };
  const result = await signInThrottleReport.run(report, work);
  return { result, retryAfterSeconds: report.retryAfterSeconds };
}

const readVersion = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? value : 0);

const config: NextAuthConfig = {
  adapter: createAdapter(),
  session: { strategy: "jwt" },
  trustHost: true,
  pages: { signIn: "/signin" },
  providers: [
    Credentials({
      credentials: { email: { label: "E-mail" }, password: { label: "Password", type: "password" } },
      // Counted here, so the sign-in form (a server action) and POST /api/auth/callback/credentials share the limits.
      authorize: async (credentials, request) => {
        const attempt = await attemptPasswordSignIn(credentials, getClientIp(request.headers));
        if (attempt.status === "throttled") {
          const report = signInThrottleReport.getStore();
          if (report) report.retryAfterSeconds = attempt.retryAfterSeconds;
          throw new SignInThrottled(attempt.retryAfterSeconds);
        }
        return attempt.status === "signed-in" ? attempt.user : null;
      },
    }),
    ...(isGitHubEnabled ? [GitHub] : []),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user?.id) {
        token.sub = user.id;
        // GitHub sign-ins come through the adapter with the whole row; read the version if not.
        token.sessionVersion = user.sessionVersion ?? (await getUserForSession(user.id))?.sessionVersion ?? 0;
      }
      return token;
    },
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      session.sessionVersion = readVersion(token.sessionVersion);
      return session;
    },
    // Only this site: a callbackUrl naming another host lands on the front page instead.
    redirect: ({ url, baseUrl }) => toSameOriginUrl(url, baseUrl),
  },
  logger: {
    error(error) {
      // A refused sign-in is an answer, not a fault: one line, never a stack trace (guessing scripts
      // would fill the log). The refusal's reason stays out of it, as it does out of the answer.
      if (error instanceof CredentialsSignin) {
        console.info(`[auth] sign-in refused (${error.code})`);
        return;
      }
      console.error("[auth][error]", error);
    },
  },
  events: {
    // Signing in another way (GitHub) proves the owner: their password sign-in is unlocked.
    async signIn({ user, account }) {
      if (account?.provider !== "credentials" && user.email) await unlockPasswordSignIn(user.email);
    },
    // POST /api/auth/signout ends every session too (signOutAction has done it already: no-op then).
    async signOut(message) {
      const token = "token" in message ? message.token : null;
      if (token?.sub) await endSessionsAtVersion(token.sub, readVersion(token.sessionVersion));
    },
  },
};

export const { handlers, auth, signIn, signOut } = NextAuth(config);

/** The session's user as the database has them now, and whether the session is still current. */
async function readSessionUser() {
  let session: Session | null;
  try {
    session = await auth();
  } catch {
    return null; // outside a request (scripts, tests): nobody is signed in
  }
  const user = session?.user?.id ? await getUserForSession(session.user.id) : null;
  if (!session || !user) return null;
  const { sessionVersion, ...current } = user;
  return { user: current, current: sessionVersion === readVersion(session.sessionVersion) };
}

/**
 * The signed-in, active user, or null: nobody, a session ended by signing out or by a
 * suspension (older session version), or a suspended account.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  const session = await readSessionUser();
  return session?.current && !session.user.suspendedAt ? session.user : null;
}

/**
 * Why a visitor whose browser holds a session cookie is signed out, for the sign-in page:
 * "suspended" when that account is suspended. Only a browser that signed in as the account has
 * its cookie, so this tells no stranger whether an account exists.
 */
export async function getSignedOutReason(): Promise<"suspended" | null> {
  const session = await readSessionUser();
  return session?.user.suspendedAt ? "suspended" : null;
}

/** For pages: the signed-in, active user, or off to sign in. */
export async function requireUser(callbackUrl: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) {
    // The sign-in page in the language of the page asked for (/ja/account/… -> /ja/signin).
    const { locale } = splitLocale(callbackUrl.split("?")[0] ?? "/");
    return redirectInLocale({ locale, href: `/signin?callbackUrl=${encodeURIComponent(callbackUrl)}` });
  }
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
export type RequestUser =
  | (CurrentUser & { via: "token"; tokenScope: "upload" | "admin" })
  | (CurrentUser & { via: "session" });

/** The user of a request, or nobody with what to tell them (`problem`, for the 401; null: the usual words). */
export type RequestAuthentication = { user: RequestUser; problem: null } | { user: null; problem: string | null };

/** For route handlers: the user behind a bearer token, else the session; suspended users count as nobody. */
export async function authenticateRequest(request: Request): Promise<RequestAuthentication> {
  const token = parseBearerToken(request.headers.get("authorization"));
  if (token) {
    const check = await getUserByApiToken(token);
    if (check.status === "expired") {
      const when = `${check.expiredAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
      return { user: null, problem: `This API token expired on ${when}. Create a new one on /account/tokens.` };
    }
    if (check.status === "ok") return { user: { ...check.user, via: "token" }, problem: null };
    return { user: null, problem: null };
  }
  const user = await getCurrentUser();
  return user ? { user: { ...user, via: "session" }, problem: null } : { user: null, problem: null };
}

/** Admin rights over the API: an admin signed in, or an admin's token created with the `admin` scope. */
export function canUseAdminApi(user: RequestUser): boolean {
  return user.role === "admin" && (user.via === "session" || user.tokenScope === "admin");
}
