import type { AdminFormState } from "@/app/[locale]/admin/actions";
import type { ReactNode } from "react";
import { FormError, LocaleInput, useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { describeField, Field, FieldNotes } from "@/components/ui/field";
import styles from "./verdict-fields.module.css";

/** The reason a moderation action asks for (kept in the audit log), with its error tied to it. */
export function ReasonField({ id, label, error }: { id: string; label: string; error?: string }) {
  return <Field id={id} name="reason" label={label} required maxLength={500} error={error} />;
}

/** What an admin action answered: its error as an alert, or its message as a status. */
export function FormAnswer({ state }: { state: AdminFormState }) {
  return (
    <>
      <FormError error={state.error} />
      {state.message && <p role="status">{state.message}</p>}
    </>
  );
}

/** A verdict's two choices as radio buttons, with the error that names the field. */
export function VerdictChoice({
  legend,
  choices,
  error,
}: {
  legend: string;
  choices: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
}) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={describeField("verdict", error)}>
      <legend>{legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value}>
            <input type="radio" name="verdict" value={choice.value} required /> {choice.label}
          </label>
        ))}
      </div>
      <FieldNotes name="verdict" error={error} />
    </fieldset>
  );
}

/** The note a verdict sends its contributor or author, with its hint and error tied to it. */
export function VerdictNote({
  id,
  label,
  hint,
  error,
  maxLength,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  maxLength: number;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name="note"
        className={styles.note}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describeField(id, error, hint)}
      />
      <FieldNotes name={id} hint={hint} error={error} />
    </div>
  );
}

type VerdictFormProps = {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  /** The hidden field that names what is judged: the run id, the report slug. */
  subject: { name: string; value: string };
  legend: string;
  choices: ReadonlyArray<{ value: string; label: string }>;
  note: { id: string; label: string; hint: string; maxLength: number };
  submit: string;
  /** Fields between the verdict and the note, with the errors the action named. */
  children?: (errors: Record<string, string>) => ReactNode;
};

/** An admin's verdict on a run or a report: the choice, a note its contributor or author reads, the answer. */
export function VerdictForm({ action, subject, legend, choices, note, submit, children }: VerdictFormProps) {
  const { state, pending, form } = useActionForm<AdminFormState>(action, {});
  const errors = state.fieldErrors ?? {};
  return (
    <form {...form}>
      <input type="hidden" name={subject.name} value={subject.value} />
      <LocaleInput />
      <VerdictChoice legend={legend} choices={choices} error={errors.verdict} />
      {children?.(errors)}
      <VerdictNote {...note} error={errors.note} />
      <Button type="submit" disabled={pending}>
        {submit}
      </Button>
      <FormAnswer state={state} />
    </form>
  );
}
