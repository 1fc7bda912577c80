"use client";

import { useLocale } from "@/components/locale-link";
import { useActionState } from "react";
import { reviewReportAction, type AdminFormState } from "@/app/[locale]/admin/actions";
import { useKeptForm } from "@/components/ui/use-kept-form";
import { FormAnswer } from "../../form-fields";
import styles from "../../[runId]/verdict-form.module.css";
import type { Texts } from "@/lib/i18n/fill";

/** Publish a report or reject it, with a note its author reads (required to reject). */
type Props = { slug: string; noteMaxLength: number; texts: Texts<"VerdictForm"> };

export function ReportVerdictForm({ slug, noteMaxLength, texts }: Props) {
  const [state, action, pending] = useActionState<AdminFormState, FormData>(reviewReportAction, {});
  const keep = useKeptForm(action);
  const locale = useLocale();
  const errors = state.fieldErrors ?? {};
  return (
    <form action={action} onSubmit={keep}>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="locale" value={locale} />
      <fieldset className={styles.fieldset} aria-describedby={errors.verdict ? "verdict-error" : undefined}>
        <legend>{texts.legend}</legend>
        <div className={styles.choices}>
          <label>
            <input type="radio" name="verdict" value="listed" required /> {texts.publish}
          </label>
          <label>
            <input type="radio" name="verdict" value="rejected" required /> {texts.reject}
          </label>
        </div>
        {errors.verdict && (
          <span id="verdict-error" className="field-error">
            {errors.verdict}
          </span>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor="report-note">{texts.note}</label>
        <textarea
          id="report-note"
          name="note"
          className={styles.note}
          maxLength={noteMaxLength}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? "report-note-hint report-note-error" : "report-note-hint"}
        />
        <span id="report-note-hint" className="field-hint">
          {texts.reportNoteHint}
        </span>
        {errors.note && (
          <span id="report-note-error" className="field-error">
            {errors.note}
          </span>
        )}
      </div>
      <button className="button" type="submit" disabled={pending}>
        {texts.submit}
      </button>
      <FormAnswer state={state} />
    </form>
  );
}
