"use client";

import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Section } from "@/components/section";
import { computeDecodeCalculation } from "@/lib/calculator/compute";
import type { CalculatorQuery } from "@/lib/calculator/schema";
import type { Texts } from "@/lib/i18n/fill";
import { CalculatorResults } from "./calculator-results";
import {
  bytesOf,
  COMMON_PRECISIONS,
  createInitialState,
  hardwareFields,
  modelFields,
  readNumber,
  toCalculatorInput,
  toQueryString,
  type FormState,
  type HardwareOption,
  type ModelOption,
} from "./calculator-state";
import { MeasuredRuns } from "./measured-runs";
import type { InitialCalculatorRuns } from "./use-calculator-runs-query";
import styles from "./calculator.module.css";

type Props = {
  query: CalculatorQuery;
  hardware: HardwareOption[];
  models: ModelOption[];
  /** The runs of the pair the address names, read by the server. */
  initialRuns: InitialCalculatorRuns | undefined;
  /** The page's words (lib/i18n/messages: Calculator). */
  texts: Texts<"Calculator">;
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is `children`, always an input or a select
    <label className={styles.field}>
      <span>{label}</span>
      {children}
    </label>
  );
}

/** The decode calculator: pickers and numbers in, both ceilings and the measured runs of the pair out. */
export function CalculatorForm({ query, hardware, models, initialRuns, texts }: Props) {
  const [state, setState] = useState<FormState>(() => createInitialState(query, hardware, models));
  const set = (patch: Partial<FormState>) => setState((current) => ({ ...current, ...patch }));
  const number = (key: keyof FormState, label: string, step = "any") => (
    <Field label={label}>
      <input
        type="number"
        inputMode="decimal"
        min="0"
        step={step}
        name={key}
        value={state[key]}
        onChange={(e) => set({ [key]: e.target.value })}
      />
    </Field>
  );

  // The address keeps the inputs, so a calculation can be shared.
  useEffect(() => {
    const search = toQueryString(state, hardware, models);
    window.history.replaceState(null, "", search ? `${window.location.pathname}?${search}` : window.location.pathname);
  }, [state, hardware, models]);

  const input = useMemo(() => toCalculatorInput(state), [state]);
  const result = useMemo(() => computeDecodeCalculation(input), [input]);
  const chosenHardware = hardware.find((item) => item.slug === state.hardware) ?? null;
  const chosenModel = models.find((item) => item.slug === state.model) ?? null;
  const measured = chosenModel?.variants.map((variant) => variant.precision) ?? [];
  const others = [...COMMON_PRECISIONS, ...(state.precision ? [state.precision] : [])].filter(
    (precision, index, all) => !measured.includes(precision) && all.indexOf(precision) === index,
  );

  return (
    <>
      <form className={styles.form} aria-label={texts.formLabel} onSubmit={(event) => event.preventDefault()}>
        <fieldset className={styles.group}>
          <legend>{texts.hardware}</legend>
          <Field label={texts.measuredHardware}>
            <select
              name="hardware"
              value={state.hardware}
              onChange={(e) => {
                const picked = hardware.find((item) => item.slug === e.target.value);
                set(picked ? hardwareFields(picked) : { hardware: "" });
              }}
            >
              <option value="">{texts.otherHardware}</option>
              {hardware.map((item) => (
                <option key={item.slug} value={item.slug}>
                  {item.name}
                </option>
              ))}
            </select>
          </Field>
          <div className={styles.row}>
            {number("bandwidth", texts.bandwidth)}
            {number("memory", texts.memory)}
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>{texts.model}</legend>
          <Field label={texts.measuredModel}>
            <select
              name="model"
              value={state.model}
              onChange={(e) => {
                const picked = models.find((item) => item.slug === e.target.value);
                set(picked ? modelFields(picked, state.precision) : { model: "" });
              }}
            >
              <option value="">{texts.otherModel}</option>
              {models.map((item) => (
                <option key={item.slug} value={item.slug}>
                  {item.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label={texts.precision}>
            <select
              name="precision"
              value={state.precision}
              onChange={(e) => set({ precision: e.target.value, bytes: bytesOf(e.target.value) || state.bytes })}
            >
              <option value="">{texts.otherPrecision}</option>
              {measured.length > 0 && (
                <optgroup label={texts.measured}>
                  {measured.map((precision) => (
                    <option key={precision} value={precision}>
                      {precision}
                    </option>
                  ))}
                </optgroup>
              )}
              <optgroup label={measured.length > 0 ? texts.notMeasured : texts.precisions}>
                {others.map((precision) => (
                  <option key={precision} value={precision}>
                    {precision}
                  </option>
                ))}
              </optgroup>
            </select>
          </Field>
          <div className={styles.row}>
            {number("params", texts.params)}
            {number("active", texts.active)}
            {number("bytes", texts.bytes)}
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>{texts.contextAndKv}</legend>
          <div className={styles.row}>
            {number("context", texts.context, "1")}
            {number("concurrency", texts.concurrency, "1")}
          </div>
          <div className={styles.row}>
            {number("layers", texts.layers, "1")}
            {number("kvHeads", texts.kvHeads, "1")}
            {number("headDim", texts.headDim, "1")}
            {number("kvBytes", texts.kvBytes)}
          </div>
          <p className={styles.hint}>{texts.kvHint}</p>
        </fieldset>
      </form>

      <Section title={texts.ceiling} id="ceiling">
        <CalculatorResults
          result={result}
          bandwidthGBs={input.bandwidthGBs}
          memoryGB={input.memoryGB}
          contextTokens={readNumber(state.context) ?? 0}
          texts={texts}
        />
      </Section>

      <Section title={texts.measuredRuns} id="measured">
        <MeasuredRuns
          query={{
            hardware: state.hardware || undefined,
            model: state.model || undefined,
            precision: state.precision || undefined,
          }}
          hardwareName={chosenHardware?.name ?? null}
          modelName={chosenModel?.name ?? null}
          initialRuns={initialRuns}
          texts={texts}
        />
      </Section>
    </>
  );
}
