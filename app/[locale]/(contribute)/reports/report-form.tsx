"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError, LocaleInput, useActionForm } from "@/components/ui/action-form";
import { fill, type Texts } from "@/lib/i18n/fill";
import type { ReportFormState } from "./actions";
import styles from "./report-form.module.css";

type Values = { title: string; summary: string; body: string; models: string; hardware: string };

type Props = {
  action: (state: ReportFormState, form: FormData) => Promise<ReportFormState>;
  /** The report being edited (its slug travels with the form), or none for a new one. */
  slug?: string;
  values?: Values;
  limits: { title: number; summary: number; bodyBytes: number };
  submit: string;
  texts: Texts<"ReportForm">;
};

const RUN_EMBED = "{{run:<id>}}";
const CHART_EMBED = "{{chart:<id>}}";

const EMPTY: Values = { title: "", summary: "", body: "", models: "", hardware: "" };

/** A report's title, summary, Markdown body and what it discusses; a refused save keeps what was typed. */
export function ReportForm({ action, slug, values = EMPTY, limits, submit, texts }: Props) {
  const { state, pending, form } = useActionForm<ReportFormState>(action, {});
  const errors = state.fieldErrors ?? {};
  const bodyError = errors.body;
  return (
    <form {...form} className={styles.form}>
      {slug && <input type="hidden" name="slug" value={slug} />}
      <LocaleInput />
      <Field
        label={texts.title}
        name="title"
        defaultValue={values.title}
        maxLength={limits.title}
        required
        error={errors.title}
      />
      <Field
        label={texts.summary}
        name="summary"
        defaultValue={values.summary}
        maxLength={limits.summary}
        required
        hint={texts.summaryHint}
        error={errors.summary}
      />
      <div className="field">
        <label htmlFor="body">{texts.body}</label>
        <textarea
          id="body"
          name="body"
          defaultValue={values.body}
          rows={18}
          required
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={bodyError ? "body-error body-hint" : "body-hint"}
          className={styles.body}
        />
        <span id="body-hint" className="field-hint">
          <BodyHint message={texts.bodyHint} kb={limits.bodyBytes / 1000} />
        </span>
        {bodyError && (
          <span id="body-error" className="field-error">
            {bodyError}
          </span>
        )}
      </div>
      <Field
        label={texts.models}
        name="models"
        defaultValue={values.models}
        placeholder="qwen3-5-9b"
        hint={texts.modelsHint}
        error={errors.models}
      />
      <Field
        label={texts.hardware}
        name="hardware"
        defaultValue={values.hardware}
        placeholder="dgx-spark"
        hint={texts.hardwareHint}
        error={errors.hardware}
      />
      <Button type="submit" disabled={pending}>
        {submit}
      </Button>
      <FormError error={state.error} />
      <FormError error={Object.keys(errors).length > 0 && texts.nothingSaved} />
    </form>
  );
}

/** The body's hint: the embed lines as code inside the sentence (`{run}`, `{chart}`), and the size limit. */
function BodyHint({ message, kb }: { message: string; kb: number }) {
  const parts = fill(message, { kb }).split(/(\{run\}|\{chart\})/);
  return parts.map((part, index) =>
    part === "{run}" ? (
      <code key={index}>{RUN_EMBED}</code>
    ) : part === "{chart}" ? (
      <code key={index}>{CHART_EMBED}</code>
    ) : (
      part
    ),
  );
}
