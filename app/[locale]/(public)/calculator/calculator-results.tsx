import type { DecodeCalculation } from "@/lib/calculator/compute";
import { EMPTY, formatContext, formatNumber } from "@/lib/format";
import { fill, type Texts } from "@/lib/i18n/fill";
import styles from "./calculator.module.css";
import { Badge } from "@/components/ui/badge";

const tps = (value: number | null) => (value === null ? EMPTY : formatNumber(value, 1));
const gb = (value: number | null, digits = 1) => (value === null ? EMPTY : `${formatNumber(value, digits)} GB`);

type Props = {
  result: DecodeCalculation;
  bandwidthGBs: number | null;
  memoryGB: number | null;
  contextTokens: number;
  texts: Texts<"Calculator">;
};

/** The figures needed in memory, and of how much: "needed for the weights alone, of 24 GB". */
function describeNeed(result: DecodeCalculation, memoryGB: number | null, texts: Texts<"Calculator">): string {
  const need = result.includesKv ? texts.neededWithKv : texts.neededWeights;
  return memoryGB === null ? need : fill(texts.neededOf, { need, memory: formatNumber(memoryGB, 0) });
}

/** How the KV cache adds up: per request and for every request at once. */
function describeKv(result: DecodeCalculation, texts: Texts<"Calculator">): string {
  if (result.kvGBPerRequest === null) return EMPTY;
  const values = { perRequest: gb(result.kvGBPerRequest, 2), total: gb(result.kvGBTotal, 2) };
  return result.concurrency === 1
    ? fill(texts.kvCacheOne, values)
    : fill(texts.kvCacheMany, { ...values, count: result.concurrency });
}

/** The calculation's figures: both ceilings side by side, then memory and whether it fits. */
export function CalculatorResults({ result, bandwidthGBs, memoryGB, contextTokens, texts }: Props) {
  const context = formatContext(contextTokens);
  return (
    <div aria-live="polite">
      <div className="stats">
        <div className="stat">
          <div className="stat-value">{tps(result.ceilingTps)}</div>
          <div className="stat-label">{texts.ceilingWeights}</div>
        </div>
        <div className="stat">
          <div className="stat-value">{tps(result.ceilingWithKvTps)}</div>
          <div className="stat-label">
            {result.includesKv ? fill(texts.ceilingWithKv, { context }) : texts.ceilingNeedsKv}
          </div>
        </div>
        <div className="stat">
          <div className="stat-value">{gb(result.memoryNeededGB)}</div>
          <div className="stat-label">{describeNeed(result, memoryGB, texts)}</div>
        </div>
        <div className="stat">
          <div className="stat-value">
            {result.fits === null ? (
              EMPTY
            ) : result.fits ? (
              <Badge tone="positive">{texts.fits}</Badge>
            ) : (
              <Badge tone="negative">{texts.doesNotFit}</Badge>
            )}
          </div>
          <div className="stat-label">
            {result.headroomGB === null
              ? texts.enterMemory
              : result.fits
                ? fill(texts.toSpare, { amount: gb(result.headroomGB) })
                : fill(texts.short, { amount: gb(-result.headroomGB) })}
          </div>
        </div>
      </div>
      <dl className={`specs ${styles.working}`}>
        <dt>{texts.weightsRead}</dt>
        <dd>
          {gb(result.weightsReadGB, 2)}
          {result.weightsGB !== null &&
            result.weightsReadGB !== result.weightsGB &&
            ` ${fill(texts.ofInMemory, { amount: gb(result.weightsGB, 2) })}`}
        </dd>
        <dt>{texts.weightsOnlyCeiling}</dt>
        <dd>
          {bandwidthGBs === null || result.ceilingTps === null
            ? texts.needsInputs
            : `${formatNumber(bandwidthGBs, 0)} GB/s ÷ ${formatNumber(result.weightsReadGB, 2)} GB = ` +
              `${formatNumber(result.ceilingTps, 2)} tok/s`}
        </dd>
        <dt>{texts.kvPerToken}</dt>
        <dd>
          {result.kvBytesPerToken === null
            ? EMPTY
            : `${formatNumber(result.kvBytesPerToken / 1024, 0)} KiB ` +
              `(${fill(texts.bytesCount, { count: formatNumber(result.kvBytesPerToken, 0) })})`}
        </dd>
        <dt>{texts.kvCache}</dt>
        <dd>{describeKv(result, texts)}</dd>
        {result.concurrency > 1 && (
          <>
            <dt>{fill(texts.atOnce, { count: result.concurrency })}</dt>
            <dd>
              {result.perRequestAtConcurrencyTps === null
                ? texts.enterKv
                : fill(texts.atOnceFigures, {
                    perRequest: tps(result.perRequestAtConcurrencyTps),
                    total: tps(result.totalAtConcurrencyTps),
                  })}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
