"use client";

import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { useKeptForm } from "@/components/ui/use-kept-form";
import type { ReportFormState } from "./actions";

type Values = { title: string; summary: string; body: string; models: string; hardware: string };

type Props = {
  action: (state: ReportFormState, form: FormData) => Promise<ReportFormState>;
  /** The report being edited (its slug travels with the form), or none for a new one. */
  slug?: string;
  values?: Values;
  limits: { title: number; summary: number; bodyBytes: number };
  submit: string;
};

const RUN_EMBED = "{{run:<id>}}";
const CHART_EMBED = "{{chart:<id>}}";

const EMPTY: Values = { title: "", summary: "", body: "", models: "", hardware: "" };

/** A report's title, summary, Markdown body and what it discusses; a refused save keeps what was typed. */
export function ReportForm({ action, slug, values = EMPTY, limits, submit }: Props) {
  const [state, formAction, pending] = useActionState<ReportFormState, FormData>(action, {});
  const keep = useKeptForm(formAction);
  const errors = state.fieldErrors ?? {};
  const bodyError = errors.body;
  return (
    <form action={formAction} onSubmit={keep} style={{ maxWidth: "46rem" }}>
      {slug && <input type="hidden" name="slug" value={slug} />}
      <Field
        label="Title"
        name="title"
        defaultValue={values.title}
        maxLength={limits.title}
        required
        error={errors.title}
        style={{ width: "100%" }}
      />
      <Field
        label="Summary"
        name="summary"
        defaultValue={values.summary}
        maxLength={limits.summary}
        required
        hint="One or two sentences: the list of reports shows them."
        error={errors.summary}
        style={{ width: "100%" }}
      />
      <div className="field">
        <label htmlFor="body">Report (Markdown)</label>
        <textarea
          id="body"
          name="body"
          defaultValue={values.body}
          rows={18}
          required
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={bodyError ? "body-error body-hint" : "body-hint"}
          style={{ width: "100%", fontFamily: "var(--mono)" }}
        />
        <span id="body-hint" className="field-hint">
          Headings, lists, tables, code, emphasis and links; HTML is shown as text. A line <code>{RUN_EMBED}</code>{" "}
          embeds a run&apos;s live card, <code>{CHART_EMBED}</code> a chart of its figures (the id is the end of the
          run&apos;s address). At most {limits.bodyBytes / 1000} kB.
        </span>
        {bodyError && (
          <span id="body-error" className="field-error">
            {bodyError}
          </span>
        )}
      </div>
      <Field
        label="Models discussed (slugs, optional)"
        name="models"
        defaultValue={values.models}
        placeholder="qwen3-5-9b"
        hint="Besides the models of embedded runs, as in /models/<slug>, separated by commas."
        error={errors.models}
        style={{ width: "100%" }}
      />
      <Field
        label="Hardware discussed (slugs, optional)"
        name="hardware"
        defaultValue={values.hardware}
        placeholder="dgx-spark"
        hint="Besides the hardware of embedded runs, as in /hardware/<slug>."
        error={errors.hardware}
        style={{ width: "100%" }}
      />
      <button className="button" type="submit" disabled={pending}>
        {submit}
      </button>
      {state.error && (
        <p className="form-error" role="alert">
          {state.error}
        </p>
      )}
      {Object.keys(errors).length > 0 && (
        <p className="form-error" role="alert">
          Nothing was saved: correct the fields marked above.
        </p>
      )}
    </form>
  );
}
