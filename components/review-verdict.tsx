import { Badge } from "@/components/ui/badge";
import { formatIsoDate } from "@/lib/format";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

type Review = { reviewState: "pending" | "passed" | "failed"; reviewNote: string | null; reviewedAt: Date | null };

const TONE = { pending: "warning", passed: "positive", failed: "negative" } as const;
const LABEL = { pending: "reviewPending", passed: "reviewPassed", failed: "reviewFailed" } as const;

/** A run's sanity-check verdict in its page's header: not reviewed yet, passed, or failed. */
export function ReviewVerdictBadge({ state, locale }: { state: Review["reviewState"]; locale: Locale }) {
  return <Badge tone={TONE[state]}>{translate(locale, "RunProfile")(LABEL[state])}</Badge>;
}

/**
 * The verdict in words under a run page's title: the reviewer's note in full with the date, and
 * for a failed run that it is on no leaderboard or ranking (docs/decisions/0005-moderation.md).
 * Nothing while the run is not reviewed yet, or passed without a note.
 */
export function ReviewVerdictNote({ run, locale }: { run: Review; locale: Locale }) {
  const t = translate(locale, "RunProfile");
  const failed = run.reviewState === "failed";
  if (run.reviewState === "pending" || (!failed && !run.reviewNote)) return null;
  const date = run.reviewedAt ? ` ${t("reviewedOn", { date: formatIsoDate(run.reviewedAt) })}` : "";
  return (
    <div className={failed ? "callout bad" : "callout"}>
      <strong>
        {t(LABEL[run.reviewState])}
        {date}
        {run.reviewNote ? ":" : ""}
      </strong>{" "}
      {run.reviewNote}
      {failed && <span className="cell-sub">{t("failedUnranked")}</span>}
    </div>
  );
}
