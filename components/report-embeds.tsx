import Link from "next/link";
import { formatEngineName, formatIsoDate, formatNumber, formatTps } from "@/lib/format";
import { getRunCard } from "@/lib/discovery/data";
import { getPublicRun } from "@/lib/runs/data";
import { SUITE_TESTS } from "@/lib/suite/definition";
import styles from "./report-article.module.css";

function Unavailable({ runId }: { runId: string }) {
  return (
    <p className={`callout warn ${styles.embed}`}>
      Run <code>{runId}</code> is not public any more.
    </p>
  );
}

/**
 * A run embedded in a report, read when the page renders (cached with the run's own tag, so a
 * recompute of the run changes the card): model, precision, hardware, engine, headline figures,
 * score and a link.
 */
export async function RunEmbed({ runId }: { runId: string }) {
  const card = await getRunCard(runId);
  if (!card) return <Unavailable runId={runId} />;
  const [engineName, ...version] = card.engine.split(" ");
  return (
    <aside className={`card ${styles.embed}`} aria-label={`Run: ${card.modelName} ${card.precision}`}>
      <p className="eyebrow">Embedded run · measured {formatIsoDate(card.measuredAt)}</p>
      <h3 className={styles.embedTitle}>
        <Link href={`/runs/${card.id}`}>
          {card.modelName} {card.precision} on {card.hardwareName}
        </Link>
      </h3>
      <p className="meta-line">
        <Link href={`/models/${card.modelSlug}`}>{card.modelName}</Link>
        <Link href={`/hardware/${card.hardwareSlug}`}>{card.hardwareName}</Link>
        <span>
          {formatEngineName(engineName ?? "")} {version.join(" ")}
        </span>
      </p>
      <div className={styles.figures}>
        <div>
          <div className="stat-value">{formatNumber(card.score, 1)}</div>
          <div className="stat-label">Suitability score</div>
        </div>
        <div>
          <div className="stat-value">{formatTps(card.perUserTps)}</div>
          <div className="stat-label">Chat, per user at 10</div>
        </div>
        <div>
          <div className="stat-value">{card.ttftS === null ? "—" : `${formatNumber(card.ttftS, 2)} s`}</div>
          <div className="stat-label">Chat, time to first token</div>
        </div>
        <div>
          <div className="stat-value">{formatTps(card.peakDecodeTps)}</div>
          <div className="stat-label">Peak decode</div>
        </div>
      </div>
    </aside>
  );
}

const BAR_HEIGHT = 22;
const LABEL_WIDTH = 210;
const CHART_WIDTH = 640;

/** Per-user speed of each suite test of an embedded run, as a small SVG drawn on the server (no script). */
export async function ChartEmbed({ runId }: { runId: string }) {
  const run = await getPublicRun(runId);
  if (!run) return <Unavailable runId={runId} />;
  const bars = SUITE_TESTS.flatMap((test) => {
    const value = run.derived?.tests.find((figures) => figures.key === test.key)?.headline?.perUserTps ?? null;
    return value === null ? [] : [{ label: test.name, value }];
  });
  const title = `${run.variant.model.name} ${run.variant.precision} on ${run.hardware.name}`;
  if (bars.length === 0) {
    return (
      <p className={`callout ${styles.embed}`}>
        <Link href={`/runs/${run.id}`}>{title}</Link> has no suite test to chart; its page has every measurement.
      </p>
    );
  }
  const max = Math.max(...bars.map((bar) => bar.value));
  const height = bars.length * (BAR_HEIGHT + 8);
  const scale = (CHART_WIDTH - LABEL_WIDTH - 70) / max;
  return (
    <figure className={`card ${styles.embed}`}>
      <figcaption className="muted">
        Tokens per second per user at each test&apos;s headline concurrency:{" "}
        <Link href={`/runs/${run.id}`}>{title}</Link>
      </figcaption>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${CHART_WIDTH} ${height}`}
        role="img"
        aria-label={`Per-user tokens per second, ${title}`}
      >
        {bars.map((bar, index) => {
          const y = index * (BAR_HEIGHT + 8);
          const width = Math.max(bar.value * scale, 1);
          return (
            <g key={bar.label}>
              <text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT / 2} textAnchor="end" dominantBaseline="central">
                {bar.label}
              </text>
              <rect x={LABEL_WIDTH} y={y} width={width} height={BAR_HEIGHT} rx={4} className={styles.bar} />
              <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT / 2} dominantBaseline="central">
                {formatNumber(bar.value, 1)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
