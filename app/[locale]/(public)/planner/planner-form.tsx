import { DEFAULT_ASSUMPTIONS, ASSUMPTION_BOUNDS } from "@/lib/cost/compute";
import { ASSUMPTION_PARAMS } from "@/lib/cost/search-params";
import { translate } from "@/lib/i18n/translate";
import { PLANNER_FIELDS, type PlannerQuery } from "@/lib/planner/search-params";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";
import styles from "./planner.module.css";

type NumberInput = { name: string; label: string; value: number; min: number; max: number; step: string };

function NumberField({ name, label, value, min, max, step }: NumberInput) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input type="number" name={name} defaultValue={value} min={min} max={max} step={step} inputMode="decimal" />
    </label>
  );
}

/**
 * The question as a plain GET form: no script needed, and each question is a cached page of its
 * own (proxy.ts serves /planner?… from /planner/<view>).
 */
export function PlannerForm({ query, locale }: { query: PlannerQuery; locale: Locale }) {
  const t = translate(locale, "PlannerForm");
  const field = (key: keyof typeof PLANNER_FIELDS, label: string, step: string) => {
    const spec = PLANNER_FIELDS[key];
    return <NumberField name={spec.param} label={label} value={query[key]} min={spec.min} max={spec.max} step={step} />;
  };
  const assumption = (key: keyof typeof ASSUMPTION_PARAMS, label: string) => (
    <NumberField
      name={ASSUMPTION_PARAMS[key]}
      label={label}
      value={query.assumptions[key]}
      min={ASSUMPTION_BOUNDS[key].min}
      max={ASSUMPTION_BOUNDS[key].max}
      step="any"
    />
  );
  return (
    <form
      method="get"
      action={getPathname({ locale, href: "/planner" })}
      className={styles.form}
      aria-label={t("label")}
    >
      <fieldset className={styles.group}>
        <legend>{t("load")}</legend>
        {field("users", t("users"), "1")}
        {field("contextTokens", t("context"), "1")}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t("targets")}</legend>
        {field("ttftS", t("ttft"), "any")}
        {field("perUserTps", t("speed"), "any")}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t("cost")}</legend>
        {assumption("years", t("years"))}
        {assumption("hoursPerDay", t("hours"))}
        {assumption("usdPerKwh", t("kwh"))}
      </fieldset>
      <div className={styles.actions}>
        <label className={styles.field}>
          <span>{t("rankBy")}</span>
          <select name="rank" defaultValue={query.rank}>
            <option value="cost">{t("rankCost")}</option>
            <option value="margin">{t("rankMargin")}</option>
          </select>
        </label>
        <button className="button" type="submit">
          {t("submit")}
        </button>
        <a href={getPathname({ locale, href: "/planner" })}>{t("reset")}</a>
      </div>
      <p className={styles.defaults}>
        {t("defaults", {
          users: PLANNER_FIELDS.users.default,
          context: PLANNER_FIELDS.contextTokens.default,
          ttft: PLANNER_FIELDS.ttftS.default,
          speed: PLANNER_FIELDS.perUserTps.default,
          assumptions: translate(locale, "Planner")("assumptions", {
            years: DEFAULT_ASSUMPTIONS.years,
            hours: DEFAULT_ASSUMPTIONS.hoursPerDay,
            kwh: DEFAULT_ASSUMPTIONS.usdPerKwh,
          }),
        })}
      </p>
    </form>
  );
}
