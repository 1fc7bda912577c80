import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "@/lib/accounts/password-policy";

export const ROLES = ["contributor", "admin"] as const;

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email({ message: "Enter a valid e-mail address." }));

export const credentialsSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Enter your password.").max(200),
});

export const signUpSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(200, "Use at most 200 characters."),
  handle: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,38}$/, "2 to 39 letters, digits or hyphens, starting with a letter or digit."),
});

export const tokenNameSchema = z.string().trim().min(1, "Name the token.").max(100, "Use at most 100 characters.");
