"use client";

import { reviewRunAction, type AdminFormState } from "@/app/[locale]/admin/actions";
import { FormAnswer, VerdictChoice, VerdictNote } from "../form-fields";
import styles from "../verdict-fields.module.css";
import { LocaleInput, useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import type { Texts } from "@/lib/i18n/fill";

type Props = {
  runId: string;
  /** The run's measured tests, which a verdict can name one by one. */
  tests: Array<{ key: string; name: string; failed: boolean }>;
  noteMaxLength: number;
  texts: Texts<"VerdictForm">;
};

/** Pass or fail the sanity check, for the whole run or some tests, with a note for the contributor. */
export function VerdictForm({ runId, tests, noteMaxLength, texts }: Props) {
  const { state, pending, form } = useActionForm<AdminFormState>(reviewRunAction, {});
  const errors = state.fieldErrors ?? {};
  return (
    <form {...form}>
      <input type="hidden" name="runId" value={runId} />
      <LocaleInput />
      <VerdictChoice
        legend={texts.legend}
        choices={[
          { value: "passed", label: texts.passed },
          { value: "failed", label: texts.failed },
        ]}
        error={errors.verdict}
      />
      {tests.length > 0 && (
        <fieldset className={styles.fieldset} aria-describedby="tests-hint">
          <legend>{texts.tests}</legend>
          <p id="tests-hint" className="field-hint">
            {texts.testsHint}
          </p>
          <div className={styles.choices}>
            {tests.map((test) => (
              <label key={test.key}>
                <input type="checkbox" name="tests" value={test.key} /> {test.name}
                {test.failed && <Badge tone="negative">{texts.failedBadge}</Badge>}
              </label>
            ))}
          </div>
          {errors.tests && <span className="field-error">{errors.tests}</span>}
        </fieldset>
      )}
      <VerdictNote
        id="review-note"
        label={texts.note}
        hint={texts.noteHint}
        error={errors.note}
        maxLength={noteMaxLength}
      />
      <Button type="submit" disabled={pending}>
        {texts.submit}
      </Button>
      <FormAnswer state={state} />
    </form>
  );
}
