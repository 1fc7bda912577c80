import type { InputHTMLAttributes } from "react";

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string; hint?: string };

/** The ids a field's control names in `aria-describedby`: its error first, then its hint. */
export function describeField(name: string, error?: string, hint?: string): string | undefined {
  return [error && `${name}-error`, hint && `${name}-hint`].filter(Boolean).join(" ") || undefined;
}

/** A field's hint and error, under the ids describeField names. */
export function FieldNotes({ name, hint, error }: { name: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <span id={`${name}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${name}-error`} className="field-error">
          {error}
        </span>
      )}
    </>
  );
}

/**
 * A labelled input with its error message tied to it for screen readers. Its id is its name, or
 * `id` where one page holds several fields of that name (the reason of each moderation form).
 */
export function Field({ label, name, id = name, error, hint, ...input }: Props) {
  const describedBy = describeField(id, error, hint);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <FieldNotes name={id} hint={hint} error={error} />
    </div>
  );
}
