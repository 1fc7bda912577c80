import type { RunMatrix } from "@/lib/runs/data";
import { DecodeHeatmap } from "./decode-heatmap";

export const OVER_CAPACITY_NOTE =
  "Over capacity: not run because this many requests at this context would exceed the server's KV cache.";

type Cell = RunMatrix["matrixCells"][number];

/** Sustained decode: rows are context length, columns are simultaneous requests, as a heatmap. */
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
  return <DecodeHeatmap cells={decode} overCapacityNote={OVER_CAPACITY_NOTE} />;
}
