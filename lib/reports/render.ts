/**
 * A report body checked and rendered as it is saved: the one path from Markdown to the HTML that
 * is stored with the revision (pages never run the renderer). Pure; the server runs it on a
 * worker thread within a time budget (lib/reports/off-thread.ts).
 */
import { type BodyLimitCode, checkLines } from "@/lib/reports/limits";
import { MAX_EMBEDS, MAX_IMAGES, renderReportHtml } from "@/lib/reports/markdown";

/** Why a body is refused: a limit of lib/reports/limits.ts, too many embeds or images, or the time budget. */
export type BodyIssueCode = BodyLimitCode | "embeds" | "images" | "budget";
export type BodyIssue = { code: BodyIssueCode; message: string };

export type PreparedBody = { ok: true; html: string; runIds: string[] } | { ok: false; issue: BodyIssue };

/** The body as stored HTML and the runs it embeds, or the first limit it breaks. */
export function prepareReportBody(markdown: string): PreparedBody {
  const lines = checkLines(markdown);
  if (lines) return { ok: false, issue: lines };
  const rendered = renderReportHtml(markdown);
  if ("issue" in rendered) return { ok: false, issue: rendered.issue };
  if (rendered.runIds.length > MAX_EMBEDS) {
    return { ok: false, issue: { code: "embeds", message: `Embed at most ${MAX_EMBEDS} runs.` } };
  }
  if (rendered.images > MAX_IMAGES) {
    const message = `Show at most ${MAX_IMAGES} images (share cards such as /runs/<id>/share.png); link the others.`;
    return { ok: false, issue: { code: "images", message } };
  }
  return { ok: true, html: rendered.html, runIds: rendered.runIds };
}
