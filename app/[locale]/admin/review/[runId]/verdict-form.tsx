"use client";

import { reviewRunAction } from "@/app/[locale]/admin/actions";
import { VerdictForm } from "../form-fields";
import styles from "../verdict-fields.module.css";
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
export function RunVerdictForm({ runId, tests, noteMaxLength, texts }: Props) {
  return (
    <VerdictForm
      action={reviewRunAction}
      subject={{ name: "runId", value: runId }}
      legend={texts.legend}
      choices={[
        { value: "passed", label: texts.passed },
        { value: "failed", label: texts.failed },
      ]}
      note={{ id: "review-note", label: texts.note, hint: texts.noteHint, maxLength: noteMaxLength }}
      submit={texts.submit}
    >
      {(errors) =>
        tests.length > 0 && (
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
        )
      }
    </VerdictForm>
  );
}
