import { DecodeThroughputBars } from "@/components/charts/lazy";
import { formatTps } from "@/lib/format";
import styles from "./throughput-bars.module.css";

export type ThroughputBar = { label: string; value: number | null };

/**
 * Effective decode throughput as a bar chart, with every value also written out below it so the
 * figures are in the page's HTML (and readable) before and without script.
 */
export function ThroughputBars({
  bars,
  caption,
  precision,
}: {
  bars: ThroughputBar[];
  caption: string;
  precision: string;
}) {
  return (
    <figure className="card" style={{ margin: 0 }}>
      <figcaption className="muted" style={{ marginBottom: "0.6rem" }}>
        {caption}
      </figcaption>
      <DecodeThroughputBars bars={bars} precision={precision} />
      <ul className={styles.values} aria-label="Decode throughput values">
        {bars.map((bar) => (
          <li key={bar.label}>
            <span>{bar.label}</span> <strong>{formatTps(bar.value, 0)}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}
