/**
 * What a contributor sends to write or edit a report, and what an admin sends to review one.
 * Safe to import on the client: the form shows the same limits.
 */
import { z } from "zod";
import { reviewNoteSchema } from "@/lib/reviews/schema";

export const TITLE_MAX_LENGTH = 140;
export const SUMMARY_MAX_LENGTH = 300;
/** 100 kB of Markdown, counted in UTF-8 bytes as it is stored. */
export const BODY_MAX_BYTES = 100_000;
export const SLUGS_MAX = 20;
export const REPORT_NOTE_MAX_LENGTH = 2000;

/** A report's address: /reports/<slug>. */
export const reportSlugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, "Not a report's address.");

const SLUG = /^[a-z0-9][a-z0-9._-]{0,119}$/;

/** "qwen3-5-9b, dgx-spark" or one per line: the slugs named, each once. */
function slugList(what: string) {
  return z
    .string({ message: `List ${what} as text.` })
    .max(2000, `Name at most ${SLUGS_MAX} ${what}.`)
    .optional()
    .transform((text, context) => {
      const slugs = [...new Set((text ?? "").split(/[\s,]+/).filter((slug) => slug.length > 0))];
      const bad = slugs.find((slug) => !SLUG.test(slug));
      if (bad !== undefined) {
        context.addIssue({
          code: "custom",
          message: `"${bad.slice(0, 40)}" is not a slug (as in its page's address).`,
        });
      } else if (slugs.length > SLUGS_MAX) {
        context.addIssue({ code: "custom", message: `Name at most ${SLUGS_MAX} ${what}.` });
      }
      return slugs;
    });
}

/** A report as written: title, summary, Markdown body, and the models and hardware it discusses besides its embeds. */
export const reportInputSchema = z.object({
  title: z
    .string({ message: "Give the report a title." })
    .trim()
    .min(1, "Give the report a title.")
    .max(TITLE_MAX_LENGTH, `Use at most ${TITLE_MAX_LENGTH} characters.`),
  summary: z
    .string({ message: "Sum the report up in a sentence or two." })
    .trim()
    .min(1, "Sum the report up in a sentence or two: lists show it.")
    .max(SUMMARY_MAX_LENGTH, `Use at most ${SUMMARY_MAX_LENGTH} characters.`),
  body: z
    .string({ message: "Write the report in Markdown." })
    .refine((body) => new TextEncoder().encode(body).length <= BODY_MAX_BYTES, {
      message: `The report is longer than ${BODY_MAX_BYTES / 1000} kB: shorten it or split it in two.`,
      abort: true,
    })
    // what the Markdown holds (nesting, embeds, images ...) is checked as it is rendered, off the
    // request thread (lib/reports/render.ts)
    .refine((body) => body.trim().length > 0, { message: "Write the report in Markdown.", abort: true }),
  models: slugList("models"),
  hardware: slugList("hardware"),
});

export type ReportInput = z.output<typeof reportInputSchema>;

export const REPORT_VERDICTS = ["listed", "rejected"] as const;

/** An admin's review: list the report or reject it (with a note the author reads). */
export const reportReviewSchema = z
  .object({
    verdict: z.enum(REPORT_VERDICTS, { message: 'The verdict is "listed" or "rejected".' }),
    note: reviewNoteSchema(REPORT_NOTE_MAX_LENGTH),
  })
  .superRefine((review, context) => {
    if (review.verdict === "rejected" && review.note.length === 0) {
      context.addIssue({ code: "custom", path: ["note"], message: "Say why: the author reads this note." });
    }
  });

export type ReportReview = z.output<typeof reportReviewSchema>;

/** Report actions as the audit log names them. */
export const REPORT_AUDIT_ACTIONS = {
  review: "report.review",
  hide: "report.hide",
  restore: "report.restore",
} as const;
