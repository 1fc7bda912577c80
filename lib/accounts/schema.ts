import { z } from "zod";
import { findPasswordProblem, PASSWORD_MAX_LENGTH } from "@/lib/accounts/password-policy";

export const ROLES = ["contributor", "admin"] as const;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: "Enter a valid e-mail address." }));

export const credentialsSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Enter your password.").max(PASSWORD_MAX_LENGTH),
});

export const handleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{1,38}$/, "2 to 39 letters, digits or hyphens, starting with a letter or digit.");

/** A new account; the password policy sees the e-mail and handle, which a password must not be. */
export const signUpSchema = z
  .object({ email: emailSchema, password: z.string({ message: "Choose a password." }), handle: handleSchema })
  .superRefine((account, context) => {
    if (typeof account.password !== "string") return;
    const names = { email: String(account.email ?? ""), handle: String(account.handle ?? "") };
    const problem = findPasswordProblem(account.password, names);
    if (problem) context.addIssue({ code: "custom", path: ["password"], message: problem });
  });

export const tokenNameSchema = z.string().trim().min(1, "Name the token.").max(100, "Use at most 100 characters.");

/** `upload`: runs and previews. `admin`: also the admin API, and only for admins' tokens. */
export const TOKEN_SCOPES = ["upload", "admin"] as const;
export const tokenScopeSchema = z.enum(TOKEN_SCOPES, { message: 'The scope is "upload" or "admin".' });

/** How long a token made on /account/tokens lives, in days; "never" for a token without expiry. */
export const TOKEN_LIFETIMES = ["30", "90", "365", "never"] as const;

export const createTokenSchema = z.object({
  name: tokenNameSchema,
  scope: tokenScopeSchema.default("upload"),
  lifetime: z.enum(TOKEN_LIFETIMES, { message: "Choose 30, 90 or 365 days, or never." }).default("90"),
});

/** `--expires-days N` of the CLI: whole days, up to ten years. */
export const tokenExpiryDaysSchema = z.coerce
  .number({ message: "Give a number of days." })
  .int("Give a whole number of days.")
  .min(1, "Give at least 1 day.")
  .max(3650, "Give at most 3650 days (ten years); leave it out for a token that never expires.");

/** The instant a token made now with a lifetime of `days` expires; null for never. */
export function computeTokenExpiry(days: number | "never", now = new Date()): Date | null {
  return days === "never" ? null : new Date(now.getTime() + days * 86_400_000);
}
