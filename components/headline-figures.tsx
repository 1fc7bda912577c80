import { Link } from "@/components/locale-link";
import { formatMeasuredRate, formatMs, formatPercent } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";
import type { HeadlineFigures as Headline } from "@/lib/measurements/schema";
import { measurementHref } from "@/lib/measurements/search-params";
import styles from "./headline-figures.module.css";

export type HeadlineTexts = {
  /** "{share} of {requests} requests failed" */
  failedShare: string;
  /** "Rank {label} among runs of the same test" */
  rankOf: string;
};

/**
 * A run's headline figures as a list shows them: each value beside the tool's own name of its test,
 * which links to the ranking of that test alone (/measurements), where it is compared only with
 * figures of the same definition; and the share of failed requests when any failed.
 */
export function HeadlineFigures({ headline, texts }: { headline: Headline; texts: HeadlineTexts }) {
  const failed = headline.failed !== null && headline.requests ? headline.failed / headline.requests : 0;
  return (
    <>
      <ul className={styles.figures}>
        {headline.figures.map((figure) => (
          <li key={`${figure.definition}:${figure.label}`} className={styles.figure}>
            <Link
              prefetch={false}
              className={styles.label}
              href={measurementHref({ definition: figure.definition, test: figure.testLabel })}
              title={fill(texts.rankOf, { label: figure.testLabel })}
            >
              {figure.label}
            </Link>{" "}
            {figure.figure === "ttftMeanMs" || figure.figure === "e2elMeanMs" ? (
              formatMs(figure.value)
            ) : (
              <>
                {formatMeasuredRate(figure.value)} <span className={styles.unit}>t/s</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {failed > 0 && (
        <span className={styles.failed}>
          {fill(texts.failedShare, { share: formatPercent(failed), requests: String(headline.requests) })}
        </span>
      )}
    </>
  );
}
