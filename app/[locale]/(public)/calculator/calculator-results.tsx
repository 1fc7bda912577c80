import type { DecodeCalculation } from "@/lib/calculator/compute";
import { EMPTY, formatContext, formatNumber } from "@/lib/format";
import styles from "./calculator.module.css";
import { Badge } from "@/components/ui/badge";

const tps = (value: number | null) => (value === null ? EMPTY : formatNumber(value, 1));
const gb = (value: number | null, digits = 1) => (value === null ? EMPTY : `${formatNumber(value, digits)} GB`);

type Props = { result: DecodeCalculation; bandwidthGBs: number | null; memoryGB: number | null; contextTokens: number };

/** The calculation's figures: both ceilings side by side, then memory and whether it fits. */
export function CalculatorResults({ result, bandwidthGBs, memoryGB, contextTokens }: Props) {
  const context = formatContext(contextTokens);
  return (
    <div aria-live="polite">
      <div className="stats">
        <div className="stat">
          <div className="stat-value">{tps(result.ceilingTps)}</div>
          <div className="stat-label">tok/s ceiling · 1 request, weights only</div>
        </div>
        <div className="stat">
          <div className="stat-value">{tps(result.ceilingWithKvTps)}</div>
          <div className="stat-label">
            {result.includesKv
              ? `tok/s ceiling · 1 request with its ${context}-token KV cache`
              : "tok/s with the KV cache: enter the KV geometry"}
          </div>
        </div>
        <div className="stat">
          <div className="stat-value">{gb(result.memoryNeededGB)}</div>
          <div className="stat-label">
            {`${result.includesKv ? "needed for weights + KV cache" : "needed for the weights alone"}` +
              `${memoryGB === null ? "" : `, of ${formatNumber(memoryGB, 0)} GB`}`}
          </div>
        </div>
        <div className="stat">
          <div className="stat-value">
            {result.fits === null ? (
              EMPTY
            ) : result.fits ? (
              <Badge tone="positive">Fits</Badge>
            ) : (
              <Badge tone="negative">Does not fit</Badge>
            )}
          </div>
          <div className="stat-label">
            {result.headroomGB === null
              ? "enter memory and model size"
              : result.fits
                ? `${gb(result.headroomGB)} to spare`
                : `${gb(-result.headroomGB)} short`}
          </div>
        </div>
      </div>
      <dl className={`specs ${styles.working}`}>
        <dt>Weights read per token</dt>
        <dd>
          {gb(result.weightsReadGB, 2)}
          {result.weightsGB !== null &&
            result.weightsReadGB !== result.weightsGB &&
            ` (of ${gb(result.weightsGB, 2)} in memory)`}
        </dd>
        <dt>Weights-only ceiling</dt>
        <dd>
          {bandwidthGBs === null || result.ceilingTps === null
            ? "needs bandwidth, parameters and bytes per parameter"
            : `${formatNumber(bandwidthGBs, 0)} GB/s ÷ ${formatNumber(result.weightsReadGB, 2)} GB = ` +
              `${formatNumber(result.ceilingTps, 2)} tok/s`}
        </dd>
        <dt>KV cache per token</dt>
        <dd>
          {result.kvBytesPerToken === null
            ? EMPTY
            : `${formatNumber(result.kvBytesPerToken / 1024, 0)} KiB ` +
              `(${formatNumber(result.kvBytesPerToken, 0)} bytes)`}
        </dd>
        <dt>KV cache</dt>
        <dd>
          {result.kvGBPerRequest === null
            ? EMPTY
            : `${gb(result.kvGBPerRequest, 2)} per request · ${gb(result.kvGBTotal, 2)} for ` +
              `${result.concurrency === 1 ? "1 request" : `${result.concurrency} requests at once`}`}
        </dd>
        {result.concurrency > 1 && (
          <>
            <dt>{result.concurrency} requests at once</dt>
            <dd>
              {result.perRequestAtConcurrencyTps === null
                ? "enter the KV geometry"
                : `up to ${tps(result.perRequestAtConcurrencyTps)} tok/s per request, ` +
                  `${tps(result.totalAtConcurrencyTps)} tok/s in total (one step reads the weights once and every ` +
                  "request's KV cache)"}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
