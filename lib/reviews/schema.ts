/**
 * Review and moderation inputs: a sanity-check verdict on a run (or some of its tests) and the
 * reasons admins give for hiding runs and suspending contributors. Safe to import on the client.
 */
import { z } from "zod";
import { ACCOUNT_AUDIT_ACTIONS } from "@/lib/accounts/audit-actions";
import { SUITE_TEST_KEYS, type SuiteTestKey } from "@/lib/suite/test-keys";

export const NOTE_MAX_LENGTH = 2000;
export const REASON_MAX_LENGTH = 500;
/** Admin request bodies are a verdict or a reason: small (answered 413 above it). */
export const ADMIN_BODY_LIMIT_BYTES = 64 * 1024;
export const VERDICTS = ["passed", "failed"] as const;

/** A contributor's handle, as in /contributors/[handle]. */
export const handleParamSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "A handle is letters, digits and hyphens.")
  .describe("The contributor's handle");

/** A verdict's note to the contributor or author: trimmed text of at most `max` characters; none is "". */
export function reviewNoteSchema(max: number) {
  return z
    .string({ message: "The note is text." })
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .nullish()
    .transform((note) => note ?? "");
}

/** Suite tests in suite order, each once. */
function orderTests(keys: SuiteTestKey[]): SuiteTestKey[] {
  return SUITE_TEST_KEYS.filter((key) => keys.includes(key));
}

/**
 * A verdict: `passed` or `failed`, a note (required for `failed`, the reviewer's words shown to
 * the contributor and on the run's page), and optionally the tests it applies to (absent or
 * empty = the whole run).
 */
export const reviewBodySchema = z
  .object({
    verdict: z.enum(VERDICTS, { message: 'The verdict is "passed" or "failed".' }),
    note: reviewNoteSchema(NOTE_MAX_LENGTH),
    tests: z
      .array(z.enum(SUITE_TEST_KEYS, { message: "Not a test of the suite." }), { message: "Name the tests as a list." })
      .max(SUITE_TEST_KEYS.length)
      .optional()
      .transform((keys) => orderTests(keys ?? [])),
  })
  .superRefine((body, context) => {
    if (body.verdict === "failed" && body.note.length === 0) {
      context.addIssue({
        code: "custom",
        path: ["note"],
        message: "Say why the sanity check failed: the contributor reads this note.",
      });
    }
  });

export type ReviewBody = z.output<typeof reviewBodySchema>;

/** Why an admin hides or restores a run, or suspends or reinstates a contributor: kept in the audit log. */
export const moderationBodySchema = z.object({
  reason: z
    .string({ message: "Give a reason." })
    .trim()
    .min(1, "Give a reason: it is kept in the audit log.")
    .max(REASON_MAX_LENGTH, `Use at most ${REASON_MAX_LENGTH} characters.`),
});

/** Suspending a contributor: the reason, and `hideRuns: true` to hide every run of theirs at once (spam). */
export const suspendBodySchema = moderationBodySchema.extend({
  hideRuns: z.boolean({ message: "hideRuns is true or false." }).default(false),
});

/** The audit log's page number, leniently: anything odd is page 1. */
export const auditPageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

/** Admin actions as the audit log names them. */
export const AUDIT_ACTIONS = {
  review: "run.review",
  hide: "run.hide",
  restore: "run.restore",
  suspend: "user.suspend",
  unsuspend: "user.unsuspend",
  /** A contributor's password sign-in lockout lifted (lib/accounts/mutations.ts). */
  unlock: ACCOUNT_AUDIT_ACTIONS.unlock,
} as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];
