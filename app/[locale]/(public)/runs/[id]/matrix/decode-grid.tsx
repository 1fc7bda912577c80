import type { RunMatrix } from "@/lib/runs/data";
import { DecodeHeatmap } from "./decode-heatmap";
import { HEATMAP_MAX_POSITIONS } from "./limits";

export const OVER_CAPACITY_NOTE =
  "Over capacity: not run because this many requests at this context would exceed the server's KV cache.";

type Cell = RunMatrix["matrixCells"][number];

/**
 * Sustained decode: rows are context length, columns are simultaneous requests, as a heatmap.
 * A grid of more than HEATMAP_MAX_POSITIONS positions is not drawn (a few thousand scattered
 * cells would make millions of table cells); the table of all measurements still lists them.
 */
export function DecodeGrid({ cells }: { cells: Cell[] }) {
  const decode = cells
    .filter((cell) => cell.phase === "decode")
    .map(({ contextTokens, concurrency, status, totalTps, perRequestTps, ttftMs, tbtMs, failureReason }) => ({
      contextTokens,
      concurrency,
      status,
      totalTps,
      perRequestTps,
      ttftMs,
      tbtMs,
      failureReason,
    }));
  const contexts = new Set(decode.map((cell) => cell.contextTokens)).size;
  const concurrencies = new Set(decode.map((cell) => cell.concurrency)).size;
  if (contexts * concurrencies > HEATMAP_MAX_POSITIONS) {
    const tooMany =
      `${contexts} contexts × ${concurrencies} concurrency levels are too many positions to draw as a heatmap ` +
      `(at most ${HEATMAP_MAX_POSITIONS.toLocaleString("en-US")}); the ${decode.length} decode cells are in the ` +
      "table of all measurements below.";
    return <p className="muted">{tooMany}</p>;
  }
  return <DecodeHeatmap cells={decode} overCapacityNote={OVER_CAPACITY_NOTE} />;
}
