import { Link } from "@/components/locale-link";
import { RunNotes } from "@/components/run-notes";
import { Section } from "@/components/section";
import { TestCard } from "@/components/test-card";
import { ThroughputBars } from "@/components/throughput-bars";
import { Badge } from "@/components/ui/badge";
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
import { QUALITY_BENCHMARKS } from "@/lib/scoring/rules";
import { buildTestCommand } from "@/lib/suite/command";
import { SUITE_TESTS, type SuiteTestKey } from "@/lib/suite/definition";

/** Which tests feed the decode-throughput chart, and their labels on it. */
const THROUGHPUT_BARS: Array<{ key: SuiteTestKey; label: string }> = [
  { key: "chat", label: "1k ctx" },
  { key: "rag-8k", label: "8k ctx" },
  { key: "multi-turn", label: "4k+turn" },
  { key: "large-context", label: "25k ctx" },
];

type Props = {
  run: RunDetail;
  rank: number | null;
  /** Other precisions of the same model, to switch between. */
  variants?: Array<{ precision: string; slug: string; href: string; current: boolean }>;
};

/** A run's full profile in the reference page's order: header, quality, performance, suite, notes. */
export function RunProfile({ run, rank, variants = [] }: Props) {
  const { model } = run.variant;
  const figures = run.derived;
  const engine = `${formatEngineName(run.engine.name)} v${run.engine.version}`;
  const llamaBenchyVersion = run.benchmarkTools.find((tool) => tool.name === "llama-benchy")?.version ?? null;
  const quality = QUALITY_BENCHMARKS.map((name) => model.quality.find((q) => q.benchmark === name) ?? null);
  const testFigures = (key: SuiteTestKey) => figures?.tests.find((test) => test.key === key) ?? null;
  const review =
    run.reviewState === "pending"
      ? "Sanity check not reviewed yet"
      : run.reviewState === "passed"
        ? "Sanity check passed"
        : "Sanity check failed";

  return (
    <article>
      <header className="page-header">
        <p className="meta-line">
          {rank !== null && <Badge tone="accent">Rank {rank}</Badge>}
          <Link href={`/organizations/${model.organization.slug}`}>{model.organization.name}</Link>
          <span>{formatParams(model.paramsB)} params</span>
          <span>{run.variant.precision}</span>
          <span>{model.architecture === "moe" ? "MoE" : "Dense"}</span>
          <Badge
            tone={run.reviewState === "passed" ? "positive" : run.reviewState === "failed" ? "negative" : "warning"}
          >
            {review}
          </Badge>
        </p>
        <h1>{model.name}</h1>
        {run.hiddenAt && (
          <p className="callout bad" role="status">
            <strong>Hidden: {run.hiddenReason ?? "no reason given"}.</strong> Only its contributor and the admins see
            this run; it is on no public page or leaderboard.
          </p>
        )}
        {run.reviewState !== "pending" && run.reviewNote && (
          <p className={`callout ${run.reviewState === "failed" ? "bad" : ""}`}>
            <strong>{review}</strong>
            {run.reviewedAt && ` on ${formatIsoDate(run.reviewedAt)}`}: {run.reviewNote}
          </p>
        )}
        {model.description && <p className="lead">{model.description}</p>}
        <p className="lead">
          Measured on {formatIsoDate(run.measuredAt)} with {engine}. {figures?.summarySentence} These runs measure speed
          and waiting, not the quality of the answers.
        </p>
        <StatGrid>
          <StatCard
            value={formatNumber(figures?.score ?? null, 1)}
            label={<Link href="/methodology#score">Suitability score (indicative)</Link>}
          />
          <StatCard
            value={formatNumber(figures?.throughputTps ?? null, 0)}
            label={<Link href="/methodology#throughput">Throughput tok/s</Link>}
          />
          <StatCard
            value={figures?.vramGB == null ? "—" : formatNumber(figures.vramGB, 0)}
            unit="GB"
            label={<Link href="/methodology#memory">VRAM</Link>}
          />
          <StatCard
            value={`${figures?.reliableCount ?? 0}/${figures?.testCount ?? SUITE_TESTS.length}`}
            label={<Link href="/methodology#eligibility">Reliable benches</Link>}
          />
        </StatGrid>
        <p className="meta-line">
          {model.hfRepo && <a href={`https://huggingface.co/${model.hfRepo}`}>Hugging Face →</a>}
          <span>{engine}</span>
          <Link href={`/hardware/${run.hardware.slug}`}>{formatHardware(run.hardware)}</Link>
          {run.contributor && (
            <span>
              by <Link href={`/contributors/${run.contributor.handle}`}>@{run.contributor.handle}</Link>
            </span>
          )}
          {run.maxContext && <span>Measured with context {formatContext(run.maxContext)}</span>}
          <span>Last measured {formatDate(run.measuredAt)}</span>
          {figures?.decodeCeilingTps != null && (
            <Link href="/methodology#ceiling">
              Decode ceiling {formatTps(figures.decodeCeilingTps)} at one request
              {figures.efficiency != null && ` · ${formatPercent(figures.efficiency)} reached`}
            </Link>
          )}
        </p>
      </header>

      <Section number="02" title="Vendor quality · reference only" id="quality">
        <p className="muted">
          Knowledge: MMLU-Pro; reasoning: GPQA-Diamond; coding: LiveCodeBench v6. Each value names its exact test. Other
          tests and missing measurements do not qualify for the total score. External figures are not our own evaluation
          of this precision.
        </p>
        <StatGrid>
          <StatCard value={`${figures?.qualityCoverage ?? 0}/3`} label="Coverage" />
          {QUALITY_BENCHMARKS.map((name, index) => (
            <StatCard key={name} value={formatNumber(quality[index]?.value ?? null, 1)} label={name} />
          ))}
        </StatGrid>
        {model.quality[0] && <p className="muted">Source: {model.quality[0].source}</p>}
      </Section>

      <Section number="03" title={`Performance · ${run.variant.precision}`} id="performance">
        {variants.length > 1 && (
          <Tabs
            label="Precision"
            tabs={variants.map((variant) => ({
              href: variant.href,
              label: variant.precision,
              current: variant.current,
            }))}
          />
        )}
        <ThroughputBars
          caption={`Decode throughput · total t/s · c=10 · ${run.variant.precision}`}
          precision={run.variant.precision}
          bars={THROUGHPUT_BARS.map((bar) => ({ label: bar.label, value: testFigures(bar.key)?.effectiveTps ?? null }))}
        />
      </Section>

      <Section number="04" title={`Test suite · ${SUITE_TESTS.length} benchmarks`} id="suite">
        <p className="muted">
          6 closed-loop tests with llama-benchy and 5 open-loop tests with vllm bench serve. Only complete runs without
          failed sanity checks are eligible; open-loop tests require at least 99% successful requests. Raw results
          remain visible. Expand “view command” for the reconstructed command.{" "}
          <Link href="/methodology">Methodology →</Link>
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
            />
          ))}
        </div>
      </Section>

      <Section number="05" title="Notes on this run" id="notes">
        <RunNotes notes={figures?.notes ?? []} />
      </Section>

      <nav aria-label="Related" className="section meta-line">
        <Link href={`/runs/${run.id}`}>Run · source data and metadata →</Link>
        <a href={`/runs/${run.id}/export.md`}>Markdown</a>
        <a href={`/runs/${run.id}/export.json`}>Source JSON</a>
        {model.hfRepo && <a href={`https://huggingface.co/${model.hfRepo}`}>Weights · Hugging Face →</a>}
        <Link href="/">Back · to the arena</Link>
      </nav>
    </article>
  );
}
