import { DecodeThroughputBars } from "@/components/charts/lazy/decode-throughput-bars";
import { formatTps } from "@/lib/format";
import { CATALOGUES } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import styles from "./throughput-bars.module.css";

export type ThroughputBar = { label: string; value: number | null };

/**
 * Effective decode throughput as a bar chart, with every value also written out below it so the
 * figures are in the page's HTML (and readable) before and without script. In English unless a
 * `locale` is given.
 */
export function ThroughputBars({
  bars,
  caption,
  precision,
  locale = "en",
}: {
  bars: ThroughputBar[];
  caption: string;
  precision: string;
  locale?: Locale;
}) {
  const messages = CATALOGUES[locale];
  return (
    <figure className={`card ${styles.figure}`}>
      <figcaption className={`muted ${styles.caption}`}>{caption}</figcaption>
      <DecodeThroughputBars bars={bars} precision={precision} texts={messages.DecodeThroughputChart} />
      <ul className={styles.values} aria-label={messages.ThroughputBars.values}>
        {bars.map((bar) => (
          <li key={bar.label}>
            <span>{bar.label}</span> <strong>{formatTps(bar.value, 0)}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}
