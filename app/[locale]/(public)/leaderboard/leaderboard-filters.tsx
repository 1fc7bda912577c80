"use client";

import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import type { LeaderboardResult } from "@/lib/leaderboard/data";
import { DEFAULT_ASSUMPTIONS } from "@/lib/cost/compute";
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
}: {
  filters: Filters;
  options: Options;
  onChange: (patch: Partial<Filters>) => void;
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
      <span className={hideLabel ? styles.hidden : undefined}>{label}</span>
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
        <option value="">Any</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );

  // Behind a button on a phone only: wider, the panel's summary is hidden and its form always shown (CSS).
  return (
    <details className={styles.filterPanel}>
      <summary>Filters</summary>
      <form className={styles.filters} method="get" action="/leaderboard" onSubmit={submit} aria-label="Filter runs">
        <label className={`${styles.field} ${styles.search}`}>
          <span>Model name</span>
          <input
            type="search"
            name="q"
            value={text.q}
            onChange={(e) => type("q", e.target.value)}
            placeholder="e.g. Qwen"
            maxLength={100}
          />
        </label>
        {select("hardware", "Hardware", options.hardware)}
        {select("precision", "Precision", options.precision)}
        {select("engine", "Engine", options.engine)}
        {select("org", "Organization", options.org)}
        <label className={styles.field}>
          <span>Architecture</span>
          <select
            name="architecture"
            value={filters.architecture ?? ""}
            onChange={(e) => onChange({ architecture: (e.target.value || undefined) as Filters["architecture"] })}
          >
            <option value="">Any</option>
            <option value="dense">Dense</option>
            <option value="moe">MoE</option>
          </select>
        </label>
        <fieldset className={styles.range}>
          <legend>Parameters (billions)</legend>
          {number("minParams", "At least", "min", true)}
          <span aria-hidden="true">–</span>
          {number("maxParams", "At most", "max", true)}
        </fieldset>
        {number("maxPrice", "Max price (USD)", "any")}
        <fieldset className={styles.range}>
          <legend>Cost: years · hours a day · $/kWh</legend>
          {number("years", "Years the hardware is paid off over", String(DEFAULT_ASSUMPTIONS.years), true)}
          {number("hours", "Hours a day it serves", String(DEFAULT_ASSUMPTIONS.hoursPerDay), true)}
          {number("kwh", "Electricity, US dollars per kWh", String(DEFAULT_ASSUMPTIONS.usdPerKwh), true)}
        </fieldset>
        {filters.sort !== "score" && <input type="hidden" name="sort" value={filters.sort} />}
        <input type="hidden" name="dir" value={filters.dir} />
        {filters.test && <input type="hidden" name="test" value={filters.test} />}
        <div className={styles.actions}>
          <Button type="submit">Apply</Button>
          <a href="/leaderboard" onClick={clear}>
            Clear filters
          </a>
        </div>
      </form>
    </details>
  );
}
