"use client";

import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import type { LeaderboardResult } from "@/lib/leaderboard/data";
import { DEFAULT_ASSUMPTIONS } from "@/lib/cost/compute";
import type { Texts } from "@/lib/i18n/fill";
import type { LeaderboardFilters as Filters } from "@/lib/leaderboard/search-params";
import styles from "./leaderboard.module.css";
import { Button } from "@/components/ui/button";

type Options = LeaderboardResult["options"];
const NUMBER_FIELDS = ["minParams", "maxParams", "maxPrice", "years", "hours", "kwh"] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
type TextFields = { q: string } & Record<NumberField, string>;
const NO_FILTERS: Partial<Filters> = {
  hardware: undefined,
  precision: undefined,
  engine: undefined,
  org: undefined,
  architecture: undefined,
  q: undefined,
  minParams: undefined,
  maxParams: undefined,
  maxPrice: undefined,
};

function toText(filters: Pick<Partial<Filters>, "q" | NumberField>): TextFields {
  const fields = { q: filters.q ?? "" } as TextFields;
  for (const field of NUMBER_FIELDS) fields[field] = filters[field]?.toString() ?? "";
  return fields;
}

function fromText(fields: TextFields): Partial<Filters> {
  const number = (value: string) =>
    value.trim() === "" || !Number.isFinite(Number(value)) ? undefined : Number(value);
  const patch: Partial<Filters> = { q: fields.q.trim() || undefined };
  for (const field of NUMBER_FIELDS) patch[field] = number(fields[field]);
  return patch;
}

const sameText = (a: TextFields, b: TextFields) => a.q === b.q && NUMBER_FIELDS.every((field) => a[field] === b[field]);

/**
 * Filters of the leaderboard. A plain GET form, so it works without script; with script, a
 * select applies at once and typed fields after a short pause.
 */
export function LeaderboardFilters({
  filters,
  options,
  onChange,
  texts,
  action,
}: {
  filters: Filters;
  options: Options;
  onChange: (patch: Partial<Filters>) => void;
  texts: Texts<"Leaderboard">;
  /** The leaderboard's address in the page's language. */
  action: string;
}) {
  const [text, setText] = useState(() => toText(filters));
  const [applied, setApplied] = useState(() => toText(filters));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // When the URL changes from elsewhere (clear filters), the typed fields follow it.
  const fromUrl = toText(filters);
  if (!sameText(fromUrl, applied)) {
    setApplied(fromUrl);
    setText(fromUrl);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  function apply(fields: TextFields) {
    clearTimeout(timer.current);
    const patch = fromText(fields);
    setApplied(toText(patch));
    onChange(patch);
  }
  function type(field: keyof TextFields, value: string) {
    const next = { ...text, [field]: value };
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next), 350);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    apply(text);
  }
  function clear(event: MouseEvent) {
    event.preventDefault();
    clearTimeout(timer.current);
    onChange(NO_FILTERS);
  }
  const number = (field: NumberField, label: string, placeholder: string, hideLabel = false) => (
    <label className={hideLabel ? undefined : styles.field}>
      <span className={hideLabel ? "visually-hidden" : undefined}>{label}</span>
      <input
        type="number"
        name={field}
        min={0}
        step="any"
        inputMode="decimal"
        placeholder={placeholder}
        value={text[field]}
        onChange={(e) => type(field, e.target.value)}
      />
    </label>
  );
  const select = (name: "hardware" | "precision" | "engine" | "org", label: string, choices: Options[typeof name]) => (
    <label className={styles.field}>
      <span>{label}</span>
      <select
        name={name}
        value={filters[name] ?? ""}
        onChange={(e) => onChange({ [name]: e.target.value || undefined })}
      >
        <option value="">{texts.any}</option>
        {choices.map((choice) => (
          // Names of hardware, engines and organizations: translators leave them as they are.
          <option key={choice.value} value={choice.value} translate="no">
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );

  // Behind a button on a phone only: wider, the panel's summary is hidden and its form always shown (CSS).
  return (
    <details className={styles.filterPanel}>
      <summary>{texts.filters}</summary>
      <form
        className={`card ${styles.filters}`}
        method="get"
        action={action}
        onSubmit={submit}
        aria-label={texts.filterRuns}
      >
        <label className={`${styles.field} ${styles.search}`}>
          <span>{texts.modelName}</span>
          <input
            type="search"
            name="q"
            value={text.q}
            onChange={(e) => type("q", e.target.value)}
            placeholder={texts.modelNamePlaceholder}
            maxLength={100}
          />
        </label>
        {select("hardware", texts.columns.hardware, options.hardware)}
        {select("precision", texts.columns.precision, options.precision)}
        {select("engine", texts.columns.engine, options.engine)}
        {select("org", texts.columns.organization, options.org)}
        <label className={styles.field}>
          <span>{texts.architecture}</span>
          <select
            name="architecture"
            value={filters.architecture ?? ""}
            onChange={(e) => onChange({ architecture: (e.target.value || undefined) as Filters["architecture"] })}
          >
            <option value="">{texts.any}</option>
            <option value="dense">{texts.dense}</option>
            <option value="moe">MoE</option>
          </select>
        </label>
        <fieldset className={styles.range}>
          <legend>{texts.parameters}</legend>
          {number("minParams", texts.atLeast, texts.min, true)}
          <span aria-hidden="true">–</span>
          {number("maxParams", texts.atMost, texts.max, true)}
        </fieldset>
        {number("maxPrice", texts.maxPrice, texts.any)}
        <fieldset className={styles.range}>
          <legend>{texts.costAssumptions}</legend>
          {number("years", texts.costYears, String(DEFAULT_ASSUMPTIONS.years), true)}
          {number("hours", texts.costHours, String(DEFAULT_ASSUMPTIONS.hoursPerDay), true)}
          {number("kwh", texts.costKwh, String(DEFAULT_ASSUMPTIONS.usdPerKwh), true)}
        </fieldset>
        {filters.sort !== "score" && <input type="hidden" name="sort" value={filters.sort} />}
        <input type="hidden" name="dir" value={filters.dir} />
        {filters.test && <input type="hidden" name="test" value={filters.test} />}
        <div className={styles.actions}>
          <Button type="submit">{texts.apply}</Button>
          <a href={action} onClick={clear}>
            {texts.clearFilters}
          </a>
        </div>
      </form>
    </details>
  );
}
