"use client";

import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { createTokenAction, type FormState } from "../../actions";
import { CodeBlock } from "@/components/ui/code-block";
import { useKeptForm } from "@/components/ui/use-kept-form";
import { Button } from "@/components/ui/button";

type Choice = { value: string; label: string };

const LIFETIMES: Choice[] = [
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
  { value: "365", label: "1 year" },
  { value: "never", label: "Never" },
];

const SCOPES: Choice[] = [
  { value: "upload", label: "Upload: runs and previews" },
  { value: "admin", label: "Admin: also review and moderation over the API" },
];

type SelectProps = { label: string; name: string; choices: Choice[]; fallback: string; error?: string };

function SelectField({ label, name, choices, fallback, error }: SelectProps) {
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <select
        id={name}
        name={name}
        defaultValue={fallback}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${name}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** Makes a token; the `admin` scope is offered to admins only (and refused to others on the server). */
export function CreateTokenForm({ offerAdminScope }: { offerAdminScope: boolean }) {
  const [state, action, pending] = useActionState<FormState, FormData>(createTokenAction, {});
  const keep = useKeptForm(action);
  const errors = state.fieldErrors;
  const expiry = state.tokenExpiresAt ? `expires ${state.tokenExpiresAt.slice(0, 10)}` : "never expires";
  return (
    <>
      <form action={action} onSubmit={keep} className="narrow">
        <Field label="Token name" name="name" required placeholder="e.g. dgx-spark-lab" error={errors?.name} />
        <SelectField label="Expires after" name="lifetime" choices={LIFETIMES} fallback="90" error={errors?.lifetime} />
        {offerAdminScope && (
          <SelectField label="Scope" name="scope" choices={SCOPES} fallback="upload" error={errors?.scope} />
        )}
        <Button type="submit" disabled={pending}>
          Create token
        </Button>
      </form>
      {state.token && (
        <div className="callout" role="status">
          <p>
            <strong>{state.tokenName}</strong> ({state.tokenScope} scope, {expiry}): copy this token now. It is shown
            once; the arena keeps only its hash.
          </p>
          <CodeBlock label="New API token">{state.token}</CodeBlock>
        </div>
      )}
    </>
  );
}
