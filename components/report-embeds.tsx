import { Link } from "@/components/locale-link";
import { formatEngineName, formatIsoDate, formatNumber, formatTps } from "@/lib/format";
import { getRunCard } from "@/lib/discovery/data";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { translateSuiteTestName } from "@/lib/suite/labels";
import { getPublicRun } from "@/lib/runs/data";
import { SUITE_TESTS } from "@/lib/suite/definition";
import styles from "./report-article.module.css";

type Props = { runId: string; locale: Locale };

function Unavailable({ runId, locale }: Props) {
  return (
    <p className={`callout warn ${styles.embed}`}>
      {translate(locale, "ReportEmbeds").rich("unavailable", { id: runId, code: (chunks) => <code>{chunks}</code> })}
    </p>
  );
}

/** A headline figure of an embedded run: the value, what it is below. */
function EmbedFigure({ value, label }: { value: string; label: string }) {
  return (
    <div>
      <div className="stat-value">{value}</div>
      <div className="stat-label">{label}</div>
    </div>
  );
}

/**
 * A run embedded in a report, read when the page renders (cached with the run's own tag, so a
 * recompute of the run changes the card): model, precision, hardware, engine, headline figures,
 * score and a link.
 */
export async function RunEmbed({ runId, locale }: Props) {
  const card = await getRunCard(runId);
  if (!card) return <Unavailable runId={runId} locale={locale} />;
  const t = translate(locale, "ReportEmbeds");
  const [engineName, ...version] = card.engine.split(" ");
  return (
    <aside
      className={`card ${styles.embed}`}
      aria-label={t("runLabel", { run: `${card.modelName} ${card.precision}` })}
    >
      <p className="eyebrow">{t("embedded", { date: formatIsoDate(card.measuredAt) })}</p>
      <h3 className={styles.embedTitle}>
        <Link href={`/runs/${card.id}`}>
          {t("title", { model: card.modelName, precision: card.precision, hardware: card.hardwareName })}
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
        <EmbedFigure value={formatNumber(card.score, 1)} label={t("score")} />
        <EmbedFigure value={formatTps(card.perUserTps)} label={t("chatPerUser")} />
        <EmbedFigure value={card.ttftS === null ? "—" : `${formatNumber(card.ttftS, 2)} s`} label={t("chatTtft")} />
        <EmbedFigure value={formatTps(card.peakDecodeTps)} label={t("peakDecode")} />
      </div>
    </aside>
  );
}

/**
 * Per-user speed of each suite test of an embedded run, as bars drawn in HTML on the server (no
 * script, readable at any width, every value written out).
 */
export async function ChartEmbed({ runId, locale }: Props) {
  const run = await getPublicRun(runId);
  if (!run) return <Unavailable runId={runId} locale={locale} />;
  const t = translate(locale, "ReportEmbeds");
  const bars = SUITE_TESTS.flatMap((test) => {
    const value = run.derived?.tests.find((figures) => figures.key === test.key)?.headline?.perUserTps ?? null;
    return value === null ? [] : [{ label: translateSuiteTestName(locale, test.key), value }];
  });
  const title = t("title", {
    model: run.variant.model.name,
    precision: run.variant.precision,
    hardware: run.hardware.name,
  });
  if (bars.length === 0) {
    return (
      <p className={`callout ${styles.embed}`}>
        {t.rich("noSuite", { title, run: (chunks) => <Link href={`/runs/${run.id}`}>{chunks}</Link> })}
      </p>
    );
  }
  const max = Math.max(...bars.map((bar) => bar.value));
  return (
    <figure className={`card ${styles.embed}`} aria-label={t("chartLabel", { title })}>
      <figcaption className="muted">
        {t("chartCaption")} <Link href={`/runs/${run.id}`}>{title}</Link>
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
