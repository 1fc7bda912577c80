"use client";

import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Section } from "@/components/section";
import { computeDecodeCalculation } from "@/lib/calculator/compute";
import type { CalculatorQuery } from "@/lib/calculator/schema";
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
export function CalculatorForm({ query, hardware, models, initialRuns }: Props) {
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
      <form className={styles.form} aria-label="Decode calculator" onSubmit={(event) => event.preventDefault()}>
        <fieldset className={styles.group}>
          <legend>Hardware</legend>
          <Field label="Measured hardware">
            <select
              name="hardware"
              value={state.hardware}
              onChange={(e) => {
                const picked = hardware.find((item) => item.slug === e.target.value);
                set(picked ? hardwareFields(picked) : { hardware: "" });
              }}
            >
              <option value="">Other: enter bandwidth and memory</option>
              {hardware.map((item) => (
                <option key={item.slug} value={item.slug}>
                  {item.name}
                </option>
              ))}
            </select>
          </Field>
          <div className={styles.row}>
            {number("bandwidth", "Memory bandwidth (GB/s)")}
            {number("memory", "Memory (GB)")}
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Model</legend>
          <Field label="Measured model">
            <select
              name="model"
              value={state.model}
              onChange={(e) => {
                const picked = models.find((item) => item.slug === e.target.value);
                set(picked ? modelFields(picked, state.precision) : { model: "" });
              }}
            >
              <option value="">Other: enter parameters</option>
              {models.map((item) => (
                <option key={item.slug} value={item.slug}>
                  {item.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Precision">
            <select
              name="precision"
              value={state.precision}
              onChange={(e) => set({ precision: e.target.value, bytes: bytesOf(e.target.value) || state.bytes })}
            >
              <option value="">Other: enter bytes per parameter</option>
              {measured.length > 0 && (
                <optgroup label="Measured">
                  {measured.map((precision) => (
                    <option key={precision} value={precision}>
                      {precision}
                    </option>
                  ))}
                </optgroup>
              )}
              <optgroup label={measured.length > 0 ? "Not measured" : "Precisions"}>
                {others.map((precision) => (
                  <option key={precision} value={precision}>
                    {precision}
                  </option>
                ))}
              </optgroup>
            </select>
          </Field>
          <div className={styles.row}>
            {number("params", "Parameters (billions)")}
            {number("active", "Active per token (billions, MoE)")}
            {number("bytes", "Bytes per parameter")}
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Context and KV cache</legend>
          <div className={styles.row}>
            {number("context", "Context (tokens)", "1")}
            {number("concurrency", "Requests at once", "1")}
          </div>
          <div className={styles.row}>
            {number("layers", "Layers with KV cache", "1")}
            {number("kvHeads", "KV heads", "1")}
            {number("headDim", "Head dim", "1")}
            {number("kvBytes", "KV bytes per element")}
          </div>
          <p className={styles.hint}>
            From the model&apos;s config.json: num_hidden_layers, num_key_value_heads and head_dim (Qwen3-8B: 36, 8,
            128). KV bytes: 2 for a BF16 cache, 1 for FP8.
          </p>
        </fieldset>
      </form>

      <Section title="Decode ceiling" id="ceiling">
        <CalculatorResults
          result={result}
          bandwidthGBs={input.bandwidthGBs}
          memoryGB={input.memoryGB}
          contextTokens={readNumber(state.context) ?? 0}
        />
      </Section>

      <Section title="Measured runs of this pair" id="measured">
        <MeasuredRuns
          query={{
            hardware: state.hardware || undefined,
            model: state.model || undefined,
            precision: state.precision || undefined,
          }}
          hardwareName={chosenHardware?.name ?? null}
          modelName={chosenModel?.name ?? null}
          initialRuns={initialRuns}
        />
      </Section>
    </>
  );
}
