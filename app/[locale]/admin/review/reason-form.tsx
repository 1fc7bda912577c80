"use client";

import { useId } from "react";
import type { AdminFormState } from "@/app/[locale]/admin/actions";
import { FormAnswer, ReasonField } from "./form-fields";
import styles from "./reason-form.module.css";
import { LocaleInput, useActionForm } from "@/components/ui/action-form";

type Props = {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  /** Hidden fields: what the action applies to (runId, handle) and its intent. */
  fields: Record<string, string>;
  label: string;
  submit: string;
  danger?: boolean;
  /** A checkbox beside the reason, e.g. hiding all of a contributor's runs while suspending them. */
  option?: { name: string; label: string };
};

/** A moderation form: one reason (kept in the audit log) and one button. */
export function ReasonForm({ action, fields, label, submit, danger = false, option }: Props) {
  const { state, pending, form } = useActionForm<AdminFormState>(action, {});
  const id = useId();
  return (
    <form {...form} className={`narrow ${styles.form}`}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <LocaleInput />
      <ReasonField id={`${id}-reason`} label={label} error={state.fieldErrors?.reason} />
      {option && (
        <div className="field">
          <label>
            <input type="checkbox" name={option.name} /> {option.label}
          </label>
        </div>
      )}
      <button className={danger ? "button secondary" : "button"} type="submit" disabled={pending}>
        {submit}
      </button>
      <FormAnswer state={state} />
    </form>
  );
}
