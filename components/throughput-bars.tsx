import { formatNumber } from "@/lib/format";

export type ThroughputBar = { label: string; value: number | null };

/** Horizontal bars of effective decode throughput; readable without script. */
export function ThroughputBars({ bars, caption }: { bars: ThroughputBar[]; caption: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value ?? 0));
  return (
    <figure className="card" style={{ margin: 0 }}>
      <figcaption className="muted" style={{ marginBottom: "0.6rem" }}>
        {caption}
      </figcaption>
      <div className="bars">
        {bars.map((bar) => (
          <div className="bar-row" key={bar.label}>
            <span>{bar.label}</span>
            <div className="bar-track" aria-hidden="true">
              <div className="bar-fill" style={{ width: `${((bar.value ?? 0) / max) * 100}%` }} />
            </div>
            <span style={{ textAlign: "right" }}>{bar.value === null ? "—" : `${formatNumber(bar.value, 0)} t/s`}</span>
          </div>
        ))}
      </div>
    </figure>
  );
}
