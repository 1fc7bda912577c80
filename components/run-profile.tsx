import { CatalogueClaimNote } from "@/components/catalogue-claim";
import { Link } from "@/components/locale-link";
import { ReviewVerdictBadge, ReviewVerdictNote } from "@/components/review-verdict";
import { RunNotes } from "@/components/run-notes";
import { RunRankBadge } from "@/components/run-rank-badge";
import { Section } from "@/components/section";
import { TestCard } from "@/components/test-card";
import { ThroughputBars } from "@/components/throughput-bars";
import { StatCard, StatGrid } from "@/components/ui/stat";
import { Tabs } from "@/components/ui/tabs";
import {
  formatContext,
  formatDate,
  formatEngineName,
  formatHardware,
  formatIsoDate,
  formatNumber,
  formatParams,
  formatPercent,
  formatTps,
} from "@/lib/format";
import type { RunDetail } from "@/lib/runs/data";
import { renderSummary } from "@/lib/scoring/notes-text";
import { QUALITY_BENCHMARKS } from "@/lib/scoring/rules";
import { buildTestCommand } from "@/lib/suite/command";
import { SUITE_TESTS } from "@/lib/suite/definition";
import type { SuiteTestKey } from "@/lib/suite/test-keys";
import { joinSentences } from "@/lib/i18n/fill";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

/** Which tests feed the decode-throughput chart, and their labels on it (RunProfile messages). */
const THROUGHPUT_BARS = [
  { key: "chat", label: "barChat" },
  { key: "rag-8k", label: "barRag" },
  { key: "multi-turn", label: "barMultiTurn" },
  { key: "large-context", label: "barLargeContext" },
] as const satisfies ReadonlyArray<{ key: SuiteTestKey; label: string }>;

type Props = {
  run: RunDetail;
  /** Show the run's arena rank, read in the browser (components/run-rank-badge.tsx). */
  showRank?: boolean;
  /** Other precisions of the same model, to switch between. */
  variants?: Array<{ precision: string; slug: string; href: string; current: boolean }>;
  /** The page's language; English when not given. */
  locale?: Locale;
};

/** A run's full profile in the reference page's order: header, quality, performance, suite, notes. */
export function RunProfile({ run, showRank = false, variants = [], locale = "en" }: Props) {
  const t = translate(locale, "RunProfile");
  const { model } = run.variant;
  const figures = run.derived;
  const engine = `${formatEngineName(run.engine.name)} v${run.engine.version}`;
  const llamaBenchyVersion = run.benchmarkTools.find((tool) => tool.name === "llama-benchy")?.version ?? null;
  const quality = QUALITY_BENCHMARKS.map((name) => model.quality.find((q) => q.benchmark === name) ?? null);
  const testFigures = (key: SuiteTestKey) => figures?.tests.find((test) => test.key === key) ?? null;
  const summary = figures ? renderSummary(locale, figures.summarySentence, figures.summaryMessage) : null;

  return (
    <article>
      <header className="page-header">
        <p className="meta-line">
          {showRank && <RunRankBadge runId={run.id} label={CATALOGUES[locale].RunProfile.rank} />}
          <Link href={`/organizations/${model.organization.slug}`}>{model.organization.name}</Link>
          <span>{t("params", { params: formatParams(model.paramsB) })}</span>
          <span>{run.variant.precision}</span>
          <span>{model.architecture === "moe" ? t("moe") : t("dense")}</span>
          <ReviewVerdictBadge state={run.reviewState} locale={locale} />
        </p>
        <h1>{model.name}</h1>
        <CatalogueClaimNote claim={model.claim} entry="model" locale={locale} />
        <CatalogueClaimNote claim={run.hardware.claim} entry="hardware" locale={locale} />
        {run.hiddenAt && (
          <p className="callout bad" role="status">
            <strong>{t("hidden", { reason: run.hiddenReason ?? t("noReason") })}</strong> {t("hiddenText")}
          </p>
        )}
        <ReviewVerdictNote run={run} locale={locale} />
        {model.description && <p className="lead">{model.description}</p>}
        <p className="lead">
          {joinSentences(locale, [
            t("measuredWith", { date: formatIsoDate(run.measuredAt), engine }),
            summary,
            t("speedNotQuality"),
          ])}
        </p>
        <StatGrid>
          <StatCard
            value={formatNumber(figures?.score ?? null, 1)}
            label={<Link href="/methodology#score">{t("score")}</Link>}
          />
          <StatCard
            value={formatNumber(figures?.throughputTps ?? null, 0)}
            label={<Link href="/methodology#throughput">{t("throughput")}</Link>}
          />
          <StatCard
            value={figures?.vramGB == null ? "—" : formatNumber(figures.vramGB, 0)}
            unit="GB"
            label={<Link href="/methodology#memory">{t("vram")}</Link>}
          />
          <StatCard
            value={`${figures?.reliableCount ?? 0}/${figures?.testCount ?? SUITE_TESTS.length}`}
            label={<Link href="/methodology#eligibility">{t("reliable")}</Link>}
          />
        </StatGrid>
        <p className="meta-line">
          {model.hfRepo && <a href={`https://huggingface.co/${model.hfRepo}`}>{t("huggingFace")}</a>}
          <span>{engine}</span>
          <Link href={`/hardware/${run.hardware.slug}`}>{formatHardware(run.hardware, locale)}</Link>
          {run.contributor && (
            <span>
              {t("by")} <Link href={`/contributors/${run.contributor.handle}`}>@{run.contributor.handle}</Link>
            </span>
          )}
          {run.maxContext && <span>{t("measuredContext", { context: formatContext(run.maxContext) })}</span>}
          <span>{t("lastMeasured", { date: formatDate(run.measuredAt, locale) })}</span>
          {figures?.decodeCeilingTps != null && (
            <Link href="/methodology#ceiling">
              {t("ceiling", { tps: formatTps(figures.decodeCeilingTps) })}
              {figures.efficiency != null &&
                ` · ${t("ceilingReached", { percent: formatPercent(figures.efficiency) })}`}
            </Link>
          )}
        </p>
      </header>

      <Section number="02" title={t("qualityTitle")} id="quality">
        <p className="muted">{t("qualityNote")}</p>
        <StatGrid>
          <StatCard value={`${figures?.qualityCoverage ?? 0}/3`} label={t("coverage")} />
          {QUALITY_BENCHMARKS.map((name, index) => (
            <StatCard key={name} value={formatNumber(quality[index]?.value ?? null, 1)} label={name} />
          ))}
        </StatGrid>
        {model.quality[0] && <p className="muted">{t("qualitySource", { source: model.quality[0].source })}</p>}
      </Section>

      <Section number="03" title={t("performance", { precision: run.variant.precision })} id="performance">
        {variants.length > 1 && (
          <Tabs
            label={t("precision")}
            tabs={variants.map((variant) => ({
              href: variant.href,
              label: variant.precision,
              current: variant.current,
            }))}
          />
        )}
        <ThroughputBars
          caption={t("throughputCaption", { precision: run.variant.precision })}
          precision={run.variant.precision}
          bars={THROUGHPUT_BARS.map((bar) => ({
            label: t(bar.label),
            value: testFigures(bar.key)?.effectiveTps ?? null,
          }))}
          locale={locale}
        />
      </Section>

      <Section number="04" title={t("suiteTitle", { count: SUITE_TESTS.length })} id="suite">
        <p className="muted">
          {t("suiteNote")} <Link href="/methodology">{t("methodology")}</Link>
        </p>
        <div className="grid">
          {SUITE_TESTS.map((test, position) => (
            <TestCard
              key={test.key}
              test={test}
              position={position}
              figures={testFigures(test.key)}
              capacity={test.key === "capacity-sweep" ? (figures?.capacity ?? null) : null}
              command={buildTestCommand(test, position, {
                servedModel: run.servedModel,
                hfRepo: model.hfRepo,
                llamaBenchyVersion,
              })}
              locale={locale}
            />
          ))}
        </div>
      </Section>

      <Section number="05" title={t("notesTitle")} id="notes">
        <RunNotes notes={figures?.notes ?? []} locale={locale} />
      </Section>

      <nav aria-label={t("related")} className="section meta-line">
        <Link href={`/runs/${run.id}`}>{t("runSource")}</Link>
        <a href={`/runs/${run.id}/export.md`}>Markdown</a>
        <a href={`/runs/${run.id}/export.json`}>{t("sourceJson")}</a>
        {model.hfRepo && <a href={`https://huggingface.co/${model.hfRepo}`}>{t("weights")}</a>}
        <Link href="/">{t("back")}</Link>
      </nav>
    </article>
  );
}
