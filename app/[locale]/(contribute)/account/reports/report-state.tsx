import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

type State = { state: "pending" | "listed" | "rejected"; hiddenAt: Date | null; hiddenReason: string | null };

/** The badge of each review state; its words are the state's message in `AccountReports`. */
const BADGE = { pending: "warn", listed: "good", rejected: "bad" } as const;

/** A report's review state as a badge; hidden reports say so with the reason. */
export function ReportStateBadge({ report, locale }: { report: State; locale: Locale }) {
  const t = translate(locale, "AccountReports");
  if (report.hiddenAt) {
    return <span className="badge bad">{t("hidden", { reason: report.hiddenReason ?? t("noReason") })}</span>;
  }
  return <span className={`badge ${BADGE[report.state]}`}>{t(report.state)}</span>;
}
