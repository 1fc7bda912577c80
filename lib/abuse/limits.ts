/**
 * The abuse limits, one rule per kind of attempt. Set where no honest user meets them: a sweep
 * script uploads dozens of runs an hour, so uploads allow 200 an hour. Admins are exempt from the
 * upload and preview limits (operators bulk-import). Each can be changed by environment
 * (lib/env.ts); README and docs/SECURITY.md list them.
 */
import { env } from "@/lib/env";
import type { RateLimitRule } from "@/lib/abuse/rate-limit";

const MINUTE = 60;

/** Uploads and previews of one contributor waiting or running at once; more are answered 429. */
export const UPLOAD_JOBS_PER_CONTRIBUTOR = env.ARENA_LIMIT_UPLOAD_JOBS_PER_CONTRIBUTOR;

export const LIMITS = {
  /** Failed sign-ins per account (e-mail), per 15 minutes. */
  signInPerAccount: {
    name: "signin-account",
    limit: env.ARENA_LIMIT_SIGNIN_PER_ACCOUNT_PER_15MIN,
    windowSeconds: 15 * MINUTE,
  },
  /** Sign-in attempts per client IP, per 15 minutes. */
  signInPerIp: { name: "signin-ip", limit: env.ARENA_LIMIT_SIGNIN_PER_IP_PER_15MIN, windowSeconds: 15 * MINUTE },
  /** Accounts created per client IP, per hour. */
  signUpPerIp: { name: "signup-ip", limit: env.ARENA_LIMIT_SIGNUP_PER_IP_PER_HOUR, windowSeconds: 60 * MINUTE },
  /** Uploads per contributor, per hour. */
  uploadsPerContributor: { name: "upload-user", limit: env.ARENA_LIMIT_UPLOADS_PER_HOUR, windowSeconds: 60 * MINUTE },
  /** Previews per contributor, per minute. */
  previewsPerContributor: { name: "preview-user", limit: env.ARENA_LIMIT_PREVIEWS_PER_MINUTE, windowSeconds: MINUTE },
  /** Report writes (new reports and revisions) per contributor, per hour. */
  reportWritesPerContributor: {
    name: "report-user",
    limit: env.ARENA_LIMIT_REPORT_WRITES_PER_HOUR,
    windowSeconds: 60 * MINUTE,
  },
} as const satisfies Record<string, RateLimitRule>;
