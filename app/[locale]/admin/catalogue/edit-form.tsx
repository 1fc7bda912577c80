"use client";

import type { AdminFormState } from "@/app/[locale]/admin/actions";
import { FormAnswer } from "@/app/[locale]/admin/review/form-fields";
import { LocaleInput, useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { describeField, Field, FieldNotes } from "@/components/ui/field";
import styles from "./catalogue.module.css";

/** One fact of the form: a number or a text on one line, a list one item a line, or a choice. */
export type EditField = {
  name: string;
  label: string;
  value: string;
  hint?: string;
  kind: "number" | "text" | "lines" | "choice";
  choices?: ReadonlyArray<{ value: string; label: string }>;
};

type Props = {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  slug: string;
  fields: EditField[];
  submit: string;
};

function Control({ field, error }: { field: EditField; error?: string }) {
  const { name, label, value, hint } = field;
  if (field.kind === "lines" || field.kind === "choice") {
    const props = {
      id: name,
      name,
      defaultValue: value,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describeField(name, error, hint),
    };
    return (
      <div className={`field ${field.kind === "lines" ? styles.whole : ""}`}>
        <label htmlFor={name}>{label}</label>
        {field.kind === "lines" ? (
          <textarea {...props} />
        ) : (
          <select {...props}>
            {field.choices?.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
        <FieldNotes name={name} hint={hint} error={error} />
      </div>
    );
  }
  return (
    <Field
      name={name}
      label={label}
      defaultValue={value}
      hint={hint}
      error={error}
      inputMode={field.kind === "number" ? "decimal" : undefined}
      autoComplete="off"
    />
  );
}

/** An admin's edit of a catalogue entry's facts: every fact with its stored value, one button. */
export function CatalogueEditForm({ action, slug, fields, submit }: Props) {
  const { state, pending, form } = useActionForm<AdminFormState>(action, {});
  const errors = state.fieldErrors ?? {};
  return (
    <form {...form} className={styles.form}>
      <input type="hidden" name="slug" value={slug} />
      <LocaleInput />
      {fields.map((field) => (
        <Control key={field.name} field={field} error={errors[field.name]} />
      ))}
      <div className={styles.whole}>
        <Button type="submit" disabled={pending}>
          {submit}
        </Button>
        <FormAnswer state={state} />
      </div>
    </form>
  );
}
