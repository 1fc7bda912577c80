import { Section } from "@/components/section";
import { formatNumber } from "@/lib/format";
import { DROP_PERCENT } from "@/lib/insights/history";
import {
  FAR_BELOW_MEDIAN_RATIO,
  FAR_BELOW_WORSE_THAN_SHARE,
  HEALTH_FIGURES,
  MIN_PEERS,
} from "@/lib/insights/setup-health";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { Formulas, Rule } from "./formula";

/** How a run is placed among the runs of its setup, and when it is flagged. */
export function HealthSection({ locale }: { locale: Locale }) {
  const t = translate(locale, "MethodologyInsight");
  return (
    <Section number="14" title={t("healthTitle")} id="health">
      <Rule>
        <p>
          {t("healthPeers", {
            peers: MIN_PEERS,
            figures: HEALTH_FIGURES.map((figure) => t(`figures.${figure.key}`)).join(t("listSeparator")),
          })}
        </p>
        <p>
          {t.rich("healthFarBelow", {
            strong: (chunks) => <strong>{chunks}</strong>,
            em: (chunks) => <em>{chunks}</em>,
            ratio: formatNumber(FAR_BELOW_MEDIAN_RATIO, 1),
            inverse: formatNumber(1 / FAR_BELOW_MEDIAN_RATIO, 2),
            share: formatNumber(FAR_BELOW_WORSE_THAN_SHARE * 100, 0),
            flag: t("flag"),
          })}
        </p>
        <p>{t("healthCeiling")}</p>
      </Rule>
      <Formulas
        lines={[
          { formula: "percentile = (peers beaten + ½ × peers tied) / peers × 100" },
          { formula: "rank = 1 + peers better" },
          {
            formula:
              `far below ⇔ value / median < ${FAR_BELOW_MEDIAN_RATIO} ∧ ` +
              `peers better / peers ≥ ${FAR_BELOW_WORSE_THAN_SHARE}`,
            note: t("timesNote"),
          },
        ]}
      />
    </Section>
  );
}

/** How a setup's figures are followed across engine versions. */
export function HistorySection({ locale }: { locale: Locale }) {
  const t = translate(locale, "MethodologyInsight");
  return (
    <Section number="15" title={t("historyTitle")} id="history">
      <Rule>
        <p>{t("historySeries")}</p>
        <p>{t("historyMedian", { percent: DROP_PERCENT })}</p>
      </Rule>
    </Section>
  );
}
