import { Link } from "@/components/locale-link";
import type { TestFigures } from "@/lib/scoring/figures";
import { EMPTY, formatDurationMs, formatNumber, formatPercent, formatRate } from "@/lib/format";
import type { SuiteTestDefinition } from "@/lib/suite/definition";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { CodeBlock } from "@/components/ui/code-block";

type Props = {
  test: SuiteTestDefinition;
  position: number;
  figures: TestFigures | null;
  capacity: {
    p95Under5s: { value: number; atLeast: boolean } | null;
    p95Under10s: { value: number; atLeast: boolean } | null;
  } | null;
  command: string;
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
export function TestParams({ test }: { test: SuiteTestDefinition }) {
  const p = test.params;
  const sweep = p.tool === "vllm-bench-serve" && p.requestRates.length > 1;
  return (
    <dl className="params">
      {p.tool === "llama-benchy" ? (
        <>
          <Param label="pp (prompt)" value={p.promptTokens.join(" · ")} />
          <Param label="tg (gen)" value={p.genTokens} />
          <Param label="depth" value={p.depth} />
          <Param label="concurrency" value={p.concurrency.join(" · ")} />
          <Param label="repeats" value={p.runs} />
        </>
      ) : (
        <>
          <Param label="dataset" value={p.dataset} />
          {p.inputLen !== undefined && <Param label="input / output" value={`${p.inputLen} / ${p.outputLen}`} />}
          <Param label={sweep ? "rates (req/s)" : "rate (req/s)"} value={p.requestRates.join(" · ")} />
          <Param label="prompts" value={p.numPrompts.join(" · ")} />
          <Param label="burstiness" value={p.burstiness} />
          {p.maxConcurrency !== undefined && <Param label="max parallel" value={p.maxConcurrency} />}
        </>
      )}
    </dl>
  );
}

/** One suite test: its parameters, headline figures, eligibility and the command behind it. */
export function TestCard({ test, position, figures, capacity, command }: Props) {
  const p = test.params;
  const number = String(position + 1).padStart(2, "0");
  const headline = figures?.headline ?? null;
  const sweep = p.tool === "vllm-bench-serve" && p.requestRates.length > 1;
  return (
    <Card as="article" aria-labelledby={`test-${test.key}`}>
      <p className="eyebrow">
        {number} · {p.tool === "llama-benchy" ? "llama-benchy" : "vllm bench serve"} ·{" "}
        {test.loop === "closed" ? "closed-loop" : "open-loop"}
      </p>
      <h3 id={`test-${test.key}`}>{test.name}</h3>
      <p className="muted">{test.purpose}</p>
      <TestParams test={test} />
      {sweep ? (
        <div className="headline">
          <div>
            <div className="stat-label">
              <Link href="/methodology#capacity">Req/s · TTFT &lt; 5s</Link>
            </div>
            <div className="value">{formatCapacity(capacity?.p95Under5s ?? null)}</div>
          </div>
          <div>
            <div className="stat-label">
              <Link href="/methodology#capacity">Req/s · TTFT &lt; 10s</Link>
            </div>
            <div className="value">{formatCapacity(capacity?.p95Under10s ?? null)}</div>
          </div>
        </div>
      ) : (
        <div className="headline">
          <div>
            <div className="stat-label">
              <Link href="/methodology#headline">Tokens/sec · per user</Link>
            </div>
            <div className="value">
              {withSpread(
                formatNumber(headline?.perUserTps),
                headline?.perUserTpsStd ? formatNumber(headline.perUserTpsStd) : null,
              )}
              {headline?.perUserTps != null && " t/s"}
            </div>
          </div>
          <div>
            <div className="stat-label">
              <Link href="/methodology#headline">
                TTFT · {headline?.ttftKind ?? (test.loop === "closed" ? "mean" : "p50")}
              </Link>
            </div>
            <div className="value">
              {withSpread(
                formatDurationMs(headline?.ttftS == null ? null : headline.ttftS * 1000),
                headline?.ttftStdS ? formatDurationMs(headline.ttftStdS * 1000) : null,
              )}
            </div>
          </div>
        </div>
      )}
      <p className="meta-line">
        {test.loop === "open" && (
          <span>
            Request success {formatPercent(headline?.success)} · {figures?.counts ? "Included" : "Not included"}
          </span>
        )}
        {test.loop === "closed" && <span>{p.tool === "llama-benchy" ? p.runs : ""} repeats · mean ± stddev</span>}
        {test.loop === "open" && p.tool === "vllm-bench-serve" && (
          <span>
            {sweep ? `${p.requestRates.length} rates` : `${p.numPrompts[0]} prompts`} · seed {p.seed}
          </span>
        )}
        {figures && !figures.counts && figures.reason && <Badge tone="warning">{figures.reason}</Badge>}
      </p>
      <details>
        <summary>View command</summary>
        <CodeBlock label={`Command for ${test.name}`}>{command}</CodeBlock>
      </details>
    </Card>
  );
}
