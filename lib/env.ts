/**
 * The environment, typed and checked with zod: a bad value fails with the variable's name
 * instead of misbehaving later. Import `env` rather than reading process.env elsewhere.
 *
 * Each variable is read and checked once, on its first use, not when this module is imported:
 * scripts set DATABASE_URL at run time (the embedded database, a benchmark's own database) after
 * importing modules that import this one, and tests set it before importing lib/db. A variable
 * read before it is set keeps the value it had then, as process.env reads at import time did.
 */
import { z } from "zod";
import { type IpNetwork, parseIpNetwork } from "@/lib/security/ip-address";

/** A positive whole number from an environment variable, or the default when unset. */
const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Text, with an empty value meaning unset (as shells and .env files often leave them). */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/**
 * A list of IP addresses and networks (`127.0.0.1, 10.0.0.0/8 2001:db8::/32`), by commas or
 * spaces; each entry checked, a bad one named. Empty or unset: none.
 */
const networkList = optionalText.transform((text, context): IpNetwork[] => {
  const networks: IpNetwork[] = [];
  for (const entry of (text ?? "").split(/[\s,]+/).filter(Boolean)) {
    const network = parseIpNetwork(entry);
    if (network) networks.push(network);
    else context.addIssue({ code: "custom", message: `"${entry.slice(0, 60)}" is not an IP address or CIDR network.` });
  }
  return networks;
});

/** ARENA_PUBLIC_URL when unset: a site on this machine. */
export const DEFAULT_PUBLIC_URL = "http://localhost:3000";

const envSchema = z.object({
  /** Set by Next.js ("development" under `next dev`) and by vitest ("test"); unset in scripts. */
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /** The database (lib/db.ts). `npm start` sets it, to an embedded database when unset. */
  DATABASE_URL: optionalText.refine((url) => url === undefined || /^postgres(ql)?:\/\//.test(url), {
    message: "Use a postgresql:// URL.",
  }),
  /** Connections of this process's pool. */
  DATABASE_POOL_MAX: count(10),
  /** Sign-in with GitHub is offered when both are set (lib/auth.ts); Auth.js reads them itself. */
  AUTH_GITHUB_ID: optionalText,
  AUTH_GITHUB_SECRET: optionalText,
  /** Abuse limits (lib/abuse/limits.ts); defaults sit where no honest user meets them. */
  ARENA_LIMIT_SIGNIN_PER_ACCOUNT_PER_15MIN: count(10),
  ARENA_LIMIT_SIGNIN_PER_IP_PER_15MIN: count(50),
  ARENA_LIMIT_SIGNUP_PER_IP_PER_HOUR: count(5),
  ARENA_LIMIT_UPLOADS_PER_HOUR: count(200),
  ARENA_LIMIT_PREVIEWS_PER_MINUTE: count(30),
  /** Uploads and previews of one contributor waiting or running at once on the upload workers. */
  ARENA_LIMIT_UPLOAD_JOBS_PER_CONTRIBUTOR: count(3),
  ARENA_LIMIT_REPORT_WRITES_PER_HOUR: count(40),
  /**
   * The reverse proxies and CDN in front of the site (lib/accounts/client-ip.ts): only a request
   * from one of them has its X-Forwarded-For read. Unset: the socket's peer is the client.
   */
  ARENA_TRUSTED_PROXIES: networkList,
  /** The page and data caches (lib/cache): on inside the Next.js server unless "off"; "on" forces them on elsewhere. */
  ARENA_CACHE: z.enum(["on", "off"]).optional(),
  /** Memory of the page and data caches, in MiB (lib/cache/handlers/budgets.mjs). */
  ARENA_PAGE_CACHE_MB: count(256),
  ARENA_DATA_CACHE_MB: count(128),
  /** The site's public address, for absolute URLs in share cards, canonical links, the sitemap and feeds. */
  ARENA_PUBLIC_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: /^https?$/ }).default(DEFAULT_PUBLIC_URL))
    .transform((url) => url.replace(/\/+$/, "")),
  /** Set by Next.js: "nodejs" inside its server; unset in tests and scripts. */
  NEXT_RUNTIME: optionalText,
  /** Set by Next.js: "phase-production-build" while `next build` prerenders. */
  NEXT_PHASE: optionalText,
});

export type Env = z.output<typeof envSchema>;
type Name = keyof Env;

const values = new Map<Name, Env[Name]>();

function readVariable<N extends Name>(name: N): Env[N] {
  if (values.has(name)) return values.get(name) as Env[N];
  const parsed = envSchema.shape[name].safeParse(process.env[name]);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${name}: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`);
  }
  values.set(name, parsed.data);
  return parsed.data as Env[N];
}

const NAMES = Object.keys(envSchema.shape) as Name[];

export const env: Readonly<Env> = Object.defineProperties(
  {} as Env,
  Object.fromEntries(NAMES.map((name) => [name, { enumerable: true, get: () => readVariable(name) }])),
);
