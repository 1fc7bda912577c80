import { Link } from "@/components/locale-link";
import { formatDate } from "@/lib/format";
import { translate } from "@/lib/i18n/translate";
import type { ReportListItem } from "@/lib/reports/data";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import styles from "./report-list.module.css";

/** Reports as a list: title, summary, author and the date each was published. */
export function ReportList({ reports, locale = DEFAULT_LOCALE }: { reports: ReportListItem[]; locale?: Locale }) {
  const t = translate(locale, "ReportArticle");
  return (
    <ul className="plain">
      {reports.map((report) => (
        <li key={report.slug}>
          <h3 className={styles.title}>
            <Link href={`/reports/${report.slug}`}>{report.title}</Link>
          </h3>
          <p className={`muted ${styles.summary}`}>{report.summary}</p>
          <p className={`meta-line ${styles.meta}`}>
            <span>{t("by", { author: report.author.name ?? `@${report.author.handle}` })}</span>
            {report.publishedAt && (
              <time dateTime={report.publishedAt.toISOString()}>{formatDate(report.publishedAt, locale)}</time>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
