import { formatNumber } from "@/lib/format";
import type { MeasurementsPage } from "@/lib/measurements/run-pages";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";
import styles from "./measurements-pager.module.css";

type Props = { runId: string; shown: MeasurementsPage; locale: Locale };

/**
 * Which measurements this page of a run shows, with previous / next links: plain links to
 * /runs/<id>?page=N, which proxy.ts serves from cached paths. Nothing when one page holds them all.
 */
export function MeasurementsPager({ runId, shown, locale }: Props) {
  if (shown.pages <= 1) return null;
  const t = translate(locale, "RunPage");
  const path = getPathname({ locale, href: `/runs/${runId}` });
  const href = (to: number) => (to === 1 ? `${path}#measurements` : `${path}?page=${to}#measurements`);
  const count = (value: number) => formatNumber(value, 0, locale);
  const range = { first: count(shown.first), last: count(shown.last), total: count(shown.total) };
  return (
    <nav className={styles.pager} aria-label={t("measurementPages")}>
      <span className="muted">{t("measurementsShown", range)}</span>
      {shown.page > 1 ? (
        <a href={href(shown.page - 1)} rel="prev">
          {t("previousMeasurements")}
        </a>
      ) : (
        <span className="muted">{t("previousMeasurements")}</span>
      )}
      <span aria-current="page">{t("measurementPageOf", { page: shown.page, count: shown.pages })}</span>
      {shown.page < shown.pages ? (
        <a href={href(shown.page + 1)} rel="next">
          {t("nextMeasurements")}
        </a>
      ) : (
        <span className="muted">{t("nextMeasurements")}</span>
      )}
    </nav>
  );
}
