import "server-only";
import type { RunFacts } from "@/lib/discovery/describe";
import { formatDurationMs, formatIsoDate, formatNumber, formatTps } from "@/lib/format";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A run page's title and description in `locale`: in English the same words as
 * lib/discovery/describe.ts writes for the feed ("Qwen3.5-9B BF16 on DGX Spark · vllm 0.26.0 · 2026-08-07").
 */
export function describeRunPage(run: RunFacts, locale: Locale): { title: string; description: string } {
  const t = translate(locale, "RunPage");
  const names = { model: run.modelName, precision: run.precision, hardware: run.hardwareName, engine: run.engine };
  const date = formatIsoDate(run.measuredAt);
  const figures: string[] = [];
  if (run.perUserTps !== null) figures.push(t("figurePerUser", { tps: formatTps(run.perUserTps) }));
  if (run.ttftS !== null) figures.push(t("figureTtft", { ttft: formatDurationMs(run.ttftS * 1000) }));
  if (run.perUserTps === null && run.peakDecodeTps !== null)
    figures.push(t("figurePeak", { tps: formatTps(run.peakDecodeTps) }));
  if (run.score !== null) figures.push(t("figureScore", { score: formatNumber(run.score) }));
  return {
    title: t("metaTitle", { ...names, date }),
    description:
      figures.length > 0
        ? t("metaDescriptionFigures", { ...names, date, figures: figures.join(t("figureSeparator")) })
        : t("metaDescription", { ...names, date }),
  };
}
