import { DEFAULT_ASSUMPTIONS, ASSUMPTION_BOUNDS } from "@/lib/cost/compute";
import { ASSUMPTION_PARAMS } from "@/lib/cost/search-params";
import { PLANNER_FIELDS, type PlannerQuery } from "@/lib/planner/search-params";
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
export function PlannerForm({ query }: { query: PlannerQuery }) {
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
    <form method="get" action="/planner" className={styles.form} aria-label="Capacity question">
      <fieldset className={styles.group}>
        <legend>Your load</legend>
        {field("users", "Concurrent users", "1")}
        {field("contextTokens", "Context per request (tokens)", "1")}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Your targets</legend>
        {field("ttftS", "Time to first token under (s)", "any")}
        {field("perUserTps", "Speed per user at least (tok/s)", "any")}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Cost</legend>
        {assumption("years", "Paid off over (years)")}
        {assumption("hoursPerDay", "Serving (hours a day)")}
        {assumption("usdPerKwh", "Electricity ($/kWh)")}
      </fieldset>
      <div className={styles.actions}>
        <label className={styles.field}>
          <span>Rank by</span>
          <select name="rank" defaultValue={query.rank}>
            <option value="cost">Cost per million tokens</option>
            <option value="margin">Margin over the targets</option>
          </select>
        </label>
        <button className="button" type="submit">
          Find setups
        </button>
        <a href="/planner">Start again</a>
      </div>
      <p className={styles.defaults}>
        Defaults: {PLANNER_FIELDS.users.default} users, {PLANNER_FIELDS.contextTokens.default} tokens of context, first
        token under {PLANNER_FIELDS.ttftS.default} s, {PLANNER_FIELDS.perUserTps.default} tok/s each; hardware paid off
        over {DEFAULT_ASSUMPTIONS.years} years at {DEFAULT_ASSUMPTIONS.hoursPerDay} h a day, electricity at $
        {DEFAULT_ASSUMPTIONS.usdPerKwh}/kWh.
      </p>
    </form>
  );
}
