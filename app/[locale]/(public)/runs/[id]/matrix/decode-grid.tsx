import { CATALOGUES, translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import type { RunMatrix } from "@/lib/runs/data";
import { DecodeHeatmap } from "./decode-heatmap";
import { HEATMAP_MAX_POSITIONS } from "./limits";

type Cell = RunMatrix["matrixCells"][number];

/**
 * Sustained decode: rows are context length, columns are simultaneous requests, as a heatmap.
 * A grid of more than HEATMAP_MAX_POSITIONS positions is not drawn (a few thousand scattered
 * cells would make millions of table cells); the table of all measurements still lists them.
 */
export function DecodeGrid({ cells, locale }: { cells: Cell[]; locale: Locale }) {
  const t = translate(locale, "MatrixPage");
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
    const tooMany = t("tooMany", {
      contexts,
      levels: concurrencies,
      max: HEATMAP_MAX_POSITIONS,
      cells: decode.length,
    });
    return <p className="muted">{tooMany}</p>;
  }
  return (
    <DecodeHeatmap cells={decode} overCapacityNote={t("overCapacityNote")} texts={CATALOGUES[locale].DecodeHeatmap} />
  );
}
