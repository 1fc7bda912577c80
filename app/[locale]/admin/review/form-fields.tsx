import type { AdminFormState } from "@/app/[locale]/admin/actions";

/** The reason a moderation action asks for (kept in the audit log), with its error tied to it. */
export function ReasonField({ id, label, error }: { id: string; label: string; error?: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="reason"
        required
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** What an admin action answered: its error as an alert, or its message as a status. */
export function FormAnswer({ state }: { state: AdminFormState }) {
  return (
    <>
      {state.error && (
        <p className="form-error" role="alert">
          {state.error}
        </p>
      )}
      {state.message && <p role="status">{state.message}</p>}
    </>
  );
}
