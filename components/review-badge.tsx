import { NotReviewedBadge } from "@/components/not-reviewed-badge";
import { Badge } from "@/components/ui/badge";
import { fill } from "@/lib/i18n/fill";
import { shortenReviewNote } from "@/lib/reviews/note";

/** The words of the marks, in the page's language (RunTable in lib/i18n/messages). */
export type ReviewBadgeTexts = {
  notReviewed: string;
  notReviewedTitle: string;
  passed: string;
  passedTitle: string;
  /** Lists that can hold a failed run (the latest runs, matrix runs) give these too. */
  failed?: string;
  failedTitle?: string;
  failedNote?: string;
};

type Props = {
  state: "pending" | "passed" | "failed";
  /** The reviewer's note: a failed run shows it beside the mark, shortened (the run's page has it whole). */
  note?: string | null;
  texts: ReviewBadgeTexts;
};

/**
 * A run's sanity-check verdict in a list: "Not reviewed yet", "Sanity check passed", or "Sanity
 * check failed" with the reviewer's note as text (read by screen readers, not only a tooltip).
 * Failed runs leave every ranking (docs/decisions/0005-moderation.md); lists that still show one
 * mark it so.
 */
export function ReviewBadge({ state, note, texts }: Props) {
  if (state === "pending") return <NotReviewedBadge label={texts.notReviewed} title={texts.notReviewedTitle} />;
  if (state === "passed") {
    return (
      <Badge tone="positive" title={texts.passedTitle}>
        {texts.passed}
      </Badge>
    );
  }
  const label = texts.failed ?? "Sanity check failed";
  const short = note ? shortenReviewNote(note) : null;
  return (
    <>
      <Badge tone="negative" title={texts.failedTitle}>
        {label}
      </Badge>
      {short && (
        <span className="cell-sub cell-note" title={note ?? undefined}>
          {fill(texts.failedNote ?? "Reviewer's note: {note}", { note: short })}
        </span>
      )}
    </>
  );
}
