import { Link } from "@/components/locale-link";
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

/**
 * Per-user speed of each suite test of an embedded run, as bars drawn in HTML on the server (no
 * script, readable at any width, every value written out).
 */
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
  return (
    <figure className={`card ${styles.embed}`} aria-label={`Per-user tokens per second, ${title}`}>
      <figcaption className="muted">
        Tokens per second per user at each test&apos;s headline concurrency:{" "}
        <Link href={`/runs/${run.id}`}>{title}</Link>
      </figcaption>
      <div className={`bars ${styles.chart}`}>
        {bars.map((bar) => (
          <div className={`bar-row ${styles.barRow}`} key={bar.label}>
            <span>{bar.label}</span>
            <span className="bar-track">
              <span className="bar-fill" style={{ display: "block", width: `${(100 * bar.value) / max}%` }} />
            </span>
            <span className={styles.barValue}>{formatNumber(bar.value, 1)} t/s</span>
          </div>
        ))}
      </div>
    </figure>
  );
}
