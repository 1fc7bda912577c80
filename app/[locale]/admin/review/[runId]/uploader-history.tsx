import { Link } from "@/components/locale-link";
import { formatDate } from "@/lib/format";
import type { ReviewDetail } from "@/lib/reviews/data";
import { Badge } from "@/components/ui/badge";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

type Uploader = NonNullable<ReviewDetail["uploader"]>;

/** Who uploaded the run, since when, and how their runs fared. */
export function UploaderHistory({ uploader, runId, locale }: { uploader: Uploader; runId: string; locale: Locale }) {
  const t = translate(locale, "AdminRun");
  const states = translate(locale, "AdminQueue");
  const { counts, recent } = uploader.history;
  return (
    <>
      <p>
        <strong>@{uploader.handle}</strong>
        {uploader.name && ` (${uploader.name})`}, {t("joined", { date: formatDate(uploader.createdAt, locale) })}
        {uploader.suspendedAt && (
          <>
            {" "}
            · <Badge tone="negative">{t("suspendedOn", { date: formatDate(uploader.suspendedAt, locale) })}</Badge>
          </>
        )}
      </p>
      <div className="stats">
        {(
          [
            [t("history.runs"), counts.runs],
            [t("history.pending"), counts.pending],
            [t("history.passed"), counts.passed],
            [t("history.failed"), counts.failed],
            [t("history.hidden"), counts.hidden],
          ] as const
        ).map(([label, value]) => (
          <div className="stat" key={label}>
            <div className="stat-value">{value}</div>
            <div className="stat-label">{label}</div>
          </div>
        ))}
      </div>
      <ul className="plain" aria-label={t("latestRuns", { handle: uploader.handle })}>
        {recent.map((run) => (
          <li key={run.id}>
            {run.id === runId ? (
              <strong>{t("thisRun")}</strong>
            ) : (
              <Link href={`/admin/review/${run.id}`}>
                {states("runOn", {
                  model: run.variant.model.name,
                  precision: run.variant.precision,
                  hardware: run.hardware.name,
                })}
              </Link>
            )}{" "}
            · {t("uploadedOn", { date: formatDate(run.createdAt, locale) })} ·{" "}
            {states(`reviewStates.${run.reviewState}`)}
            {run.hiddenAt && ` · ${t("hiddenMark")}`}
          </li>
        ))}
      </ul>
    </>
  );
}
