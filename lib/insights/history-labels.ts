/**
 * An engine-version history's series named in a page's language. lib/insights writes each
 * series' label in English (the API's and the exports'); its key says what it is
 * (`test:<suite test>`, `matrix:peak`, `matrix:decode:<context>:<concurrency>`), from which the
 * page writes the same label in its language. Server only, as the catalogues are.
 */
import "server-only";
import { formatContext } from "@/lib/format";
import type { SetupHistory } from "@/lib/insights/schema";
import { translateSuiteTestName } from "@/lib/suite/labels";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

/** A series' label in `locale`; the English label as it is for English or a key it does not know. */
export function translateHistoryLabel(locale: Locale, key: string, english: string): string {
  if (locale === "en") return english;
  const t = translate(locale, "HistorySeries");
  const [kind, ...rest] = key.split(":");
  if (kind === "test" && rest[0]) {
    const test = translateSuiteTestName(locale, rest[0]);
    return rest[0] === "capacity-sweep" ? t("capacity", { test }) : t("perUser", { test });
  }
  if (key === "matrix:peak") return t("matrixPeak");
  if (kind === "matrix" && rest[0] === "decode" && rest.length === 3) {
    const tokens = Number(rest[1]);
    const concurrency = Number(rest[2]);
    if (!Number.isFinite(tokens) || !Number.isFinite(concurrency)) return english;
    const context = tokens === 0 ? t("emptyContext") : formatContext(tokens);
    return concurrency === 1 ? t("matrixOne", { context }) : t("matrixTotal", { count: concurrency, context });
  }
  return english;
}

/** The history with every series' label in `locale`. */
export function translateHistory(locale: Locale, history: SetupHistory): SetupHistory {
  if (locale === "en") return history;
  return {
    ...history,
    engines: history.engines.map((engine) => ({
      ...engine,
      series: engine.series.map((series) => ({
        ...series,
        label: translateHistoryLabel(locale, series.key, series.label),
      })),
    })),
  };
}
