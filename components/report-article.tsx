import { Link } from "@/components/locale-link";
import type { ReactNode } from "react";
import { ChartEmbed, RunEmbed } from "@/components/report-embeds";
import { formatDate } from "@/lib/format";
import { translate } from "@/lib/i18n/translate";
import type { ReportDetail } from "@/lib/reports/data";
import { splitReportHtml } from "@/lib/reports/markdown";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import styles from "./report-article.module.css";

/**
 * A report as its page shows it: title, author and date, the HTML stored when it was saved
 * (sanitised: lib/reports/markdown.ts) with its embedded runs read live, what it discusses, and
 * the dates of its revisions. `notice` goes under the title (a pending or hidden report's state).
 */
type Props = { report: ReportDetail; notice?: ReactNode; locale?: Locale };

export function ReportArticle({ report, notice, locale = DEFAULT_LOCALE }: Props) {
  const t = translate(locale, "ReportArticle");
  // rendered and stored at save (lib/reports/render.ts): a view only splits it at the embeds
  const segments = splitReportHtml(report.html);
  const author = report.author.name ?? `@${report.author.handle}`;
  const date = report.publishedAt ?? report.createdAt;
  const lastEdit = report.revisions.length > 1 ? report.revisions[0] : undefined;
  return (
    <article className={styles.article}>
      <p className="eyebrow">
        <Link href="/reports">{t("eyebrow")}</Link>
      </p>
      <h1>{report.title}</h1>
      <p className="meta-line">
        <span>{t("by", { author })}</span>
        <time dateTime={date.toISOString()}>{formatDate(date, locale)}</time>
        {lastEdit && <a href="#history">{t("edited", { date: formatDate(lastEdit.createdAt, locale) })}</a>}
      </p>
      {notice}
      <p className="lead">{report.summary}</p>
      <div className={styles.body}>
        {segments.map((segment, index) => {
          const key = `${index}`;
          if (segment.type === "html") {
            // Rendered and sanitised by lib/reports/markdown.ts: every contributor character is escaped there.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised Markdown, see above
            return <div key={key} dangerouslySetInnerHTML={{ __html: segment.html }} />;
          }
          return segment.kind === "run" ? (
            <RunEmbed key={key} runId={segment.runId} locale={locale} />
          ) : (
            <ChartEmbed key={key} runId={segment.runId} locale={locale} />
          );
        })}
      </div>
      {(report.models.length > 0 || report.hardware.length > 0) && (
        <p className={`meta-line ${styles.discusses}`}>
          <span>{t("discusses")}</span>
          {report.models.map(({ model }) => (
            <Link key={model.slug} href={`/models/${model.slug}`}>
              {model.name}
            </Link>
          ))}
          {report.hardware.map(({ hardware }) => (
            <Link key={hardware.slug} href={`/hardware/${hardware.slug}`}>
              {hardware.name}
            </Link>
          ))}
        </p>
      )}
      <section className={`section ${styles.history}`} aria-labelledby="history">
        <h2 className="section-title" id="history">
          {t("history")}
        </h2>
        <ol className="muted">
          {report.revisions.map((revision, index) => (
            <li key={revision.id}>
              <time dateTime={revision.createdAt.toISOString()}>{formatDate(revision.createdAt, locale)}</time>:{" "}
              {t(index === report.revisions.length - 1 ? "writtenBy" : "editedBy", { handle: revision.editor.handle })}
              {revision.title !== report.title && <> {t("titled", { title: revision.title })}</>}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
