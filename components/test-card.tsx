import type { ReactNode } from "react";
import { Link } from "@/components/locale-link";
import type { TestFigures } from "@/lib/scoring/figures";
import { EMPTY, formatDurationMs, formatNumber, formatPercent, formatRate } from "@/lib/format";
import type { SuiteTestDefinition } from "@/lib/suite/definition";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { CodeBlock } from "@/components/ui/code-block";
import { readSuiteTestText } from "@/lib/suite/labels";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

type Props = {
  test: SuiteTestDefinition;
  position: number;
  figures: TestFigures | null;
  capacity: {
    p95Under5s: { value: number; atLeast: boolean } | null;
    p95Under10s: { value: number; atLeast: boolean } | null;
  } | null;
  command: string;
  /** The page's language; English when not given. */
  locale?: Locale;
};

function Param({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function withSpread(value: string, std: string | null) {
  return std ? `${value} ± ${std}` : value;
}

function formatCapacity(capacity: { value: number; atLeast: boolean } | null) {
  if (!capacity) return EMPTY;
  return `${capacity.atLeast ? "≥ " : ""}${formatRate(capacity.value)}`;
}

/** A test's tool parameters as the reference profile lists them (pp, tg, depth ... or dataset, rates ...). */
export function TestParams({ test, locale = "en" }: { test: SuiteTestDefinition; locale?: Locale }) {
  const t = translate(locale, "TestCard");
  const p = test.params;
  const sweep = p.tool === "vllm-bench-serve" && p.requestRates.length > 1;
  return (
    <dl className="params">
      {p.tool === "llama-benchy" ? (
        <>
          <Param label={t("paramPrompt")} value={p.promptTokens.join(" · ")} />
          <Param label={t("paramGen")} value={p.genTokens} />
          <Param label={t("paramDepth")} value={p.depth} />
          <Param label={t("paramConcurrency")} value={p.concurrency.join(" · ")} />
          <Param label={t("paramRepeats")} value={p.runs} />
        </>
      ) : (
        <>
          <Param label={t("paramDataset")} value={p.dataset} />
          {p.inputLen !== undefined && <Param label={t("paramInputOutput")} value={`${p.inputLen} / ${p.outputLen}`} />}
          <Param label={sweep ? t("paramRates") : t("paramRate")} value={p.requestRates.join(" · ")} />
          <Param label={t("paramPrompts")} value={p.numPrompts.join(" · ")} />
          <Param label={t("paramBurstiness")} value={p.burstiness} />
          {p.maxConcurrency !== undefined && <Param label={t("paramMaxParallel")} value={p.maxConcurrency} />}
        </>
      )}
    </dl>
  );
}

/** One of a test's headline figures, its label linking to the methodology rule that makes it. */
function HeadlineFigure({ rule, label, children }: { rule: string; label: string; children: ReactNode }) {
  return (
    <div>
      <div className="stat-label">
        <Link href={`/methodology#${rule}`}>{label}</Link>
      </div>
      <div className="value">{children}</div>
    </div>
  );
}

/** One suite test: its parameters, headline figures, eligibility and the command behind it. */
export function TestCard({ test, position, figures, capacity, command, locale = "en" }: Props) {
  const t = translate(locale, "TestCard");
  const { name, purpose } = readSuiteTestText(locale, test);
  const p = test.params;
  const number = String(position + 1).padStart(2, "0");
  const headline = figures?.headline ?? null;
  const sweep = p.tool === "vllm-bench-serve" && p.requestRates.length > 1;
  return (
    <Card as="article" aria-labelledby={`test-${test.key}`}>
      <p className="eyebrow">
        {number} · {p.tool === "llama-benchy" ? "llama-benchy" : "vllm bench serve"} ·{" "}
        {test.loop === "closed" ? t("closedLoop") : t("openLoop")}
      </p>
      <h3 id={`test-${test.key}`}>{name}</h3>
      <p className="muted">{purpose}</p>
      <TestParams test={test} locale={locale} />
      {sweep ? (
        <div className="headline">
          <HeadlineFigure rule="capacity" label={t("capacity5")}>
            {formatCapacity(capacity?.p95Under5s ?? null)}
          </HeadlineFigure>
          <HeadlineFigure rule="capacity" label={t("capacity10")}>
            {formatCapacity(capacity?.p95Under10s ?? null)}
          </HeadlineFigure>
        </div>
      ) : (
        <div className="headline">
          <HeadlineFigure rule="headline" label={t("perUser")}>
            {withSpread(
              formatNumber(headline?.perUserTps),
              headline?.perUserTpsStd ? formatNumber(headline.perUserTpsStd) : null,
            )}
            {headline?.perUserTps != null && " t/s"}
          </HeadlineFigure>
          <HeadlineFigure
            rule="headline"
            label={t("ttft", { kind: headline?.ttftKind ?? (test.loop === "closed" ? "mean" : "p50") })}
          >
            {withSpread(
              formatDurationMs(headline?.ttftS == null ? null : headline.ttftS * 1000),
              headline?.ttftStdS ? formatDurationMs(headline.ttftStdS * 1000) : null,
            )}
          </HeadlineFigure>
        </div>
      )}
      <p className="meta-line">
        {test.loop === "open" && (
          <span>
            {t("success", { percent: formatPercent(headline?.success) })} ·{" "}
            {figures?.counts ? t("included") : t("notIncluded")}
          </span>
        )}
        {test.loop === "closed" && p.tool === "llama-benchy" && <span>{t("repeats", { count: p.runs })}</span>}
        {test.loop === "open" && p.tool === "vllm-bench-serve" && (
          <span>
            {sweep ? t("rates", { count: p.requestRates.length }) : t("prompts", { count: p.numPrompts[0] ?? 0 })}
            {` · ${t("seed", { seed: p.seed })}`}
          </span>
        )}
        {figures && !figures.counts && figures.reason && <Badge tone="warning">{figures.reason}</Badge>}
      </p>
      <details>
        <summary>{t("viewCommand")}</summary>
        <CodeBlock label={t("commandFor", { name })}>{command}</CodeBlock>
      </details>
    </Card>
  );
}
