import { Section } from "@/components/section";
import { DEFAULT_ASSUMPTIONS } from "@/lib/cost/compute";
import { PLANNER_SUITE_TESTS } from "@/lib/planner/plan";
import { translateSuiteTestName } from "@/lib/suite/labels";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";
import { Formulas, Rule } from "./formula";

const { years, hoursPerDay, usdPerKwh } = DEFAULT_ASSUMPTIONS;

/** Rule 16: cost per million output tokens and tokens per joule. */
export function CostSection({ locale }: { locale: Locale }) {
  const t = translate(locale, "MethodologyCost");
  return (
    <Section number="16" title={t("costTitle")} id="cost">
      <Rule>
        <p>{t.rich("costCatalogue", { code: (chunks) => <code>{chunks}</code> })}</p>
        <p>{t("costFormula", { years, hoursPerDay, usdPerKwh })}</p>
      </Rule>
      <Formulas
        lines={[
          { formula: "tokens per joule = throughput (tok/s) ÷ power (W)" },
          {
            formula:
              "cost per M tokens = (price ÷ (years × 365 × hours a day) + power ÷ 1000 × $/kWh) ÷ " +
              "(throughput × 3600) × 10⁶",
            note: t("costNote"),
          },
        ]}
      />
    </Section>
  );
}

/** Rule 17: how the capacity planner decides. */
export function PlannerSection({ locale }: { locale: Locale }) {
  const t = translate(locale, "MethodologyCost");
  return (
    <Section number="17" title={t("plannerTitle")} id="planner">
      <Rule>
        <p>
          {t.rich("plannerPoints", {
            link: (chunks) => <a href={getPathname({ locale, href: "/planner" })}>{chunks}</a>,
            tests: PLANNER_SUITE_TESTS.map((key) => translateSuiteTestName(locale, key)).join(
              locale === "ja" ? "、" : ", ",
            ),
          })}
        </p>
        <p>{t("plannerAnswers")}</p>
      </Rule>
    </Section>
  );
}
