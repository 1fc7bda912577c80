"use client";

import { describeField, Field, FieldNotes } from "@/components/ui/field";
import { createTokenAction, type FormState } from "../../actions";
import { CodeBlock } from "@/components/ui/code-block";
import { LocaleInput, useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { fill, type Texts } from "@/lib/i18n/fill";

type Choice = { value: string; label: string };

type Words = Texts<"CreateToken">;

const lifetimes = (texts: Words): Choice[] => [
  { value: "30", label: texts.days30 },
  { value: "90", label: texts.days90 },
  { value: "365", label: texts.days365 },
  { value: "never", label: texts.never },
];

const scopes = (texts: Words): Choice[] => [
  { value: "upload", label: texts.scopeUpload },
  { value: "admin", label: texts.scopeAdmin },
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
        aria-describedby={describeField(name, error)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldNotes name={name} error={error} />
    </div>
  );
}

/** Makes a token; the `admin` scope is offered to admins only (and refused to others on the server). */
export function CreateTokenForm({ offerAdminScope, texts }: { offerAdminScope: boolean; texts: Words }) {
  const { state, pending, form } = useActionForm<FormState>(createTokenAction, {});
  const errors = state.fieldErrors;
  const expiry = state.tokenExpiresAt
    ? fill(texts.expiresOn, { date: state.tokenExpiresAt.slice(0, 10) })
    : texts.neverExpires;
  return (
    <>
      <form {...form} className="narrow">
        <LocaleInput />
        <Field label={texts.name} name="name" required placeholder={texts.namePlaceholder} error={errors?.name} />
        <SelectField
          label={texts.expiresAfter}
          name="lifetime"
          choices={lifetimes(texts)}
          fallback="90"
          error={errors?.lifetime}
        />
        {offerAdminScope && (
          <SelectField
            label={texts.scope}
            name="scope"
            choices={scopes(texts)}
            fallback="upload"
            error={errors?.scope}
          />
        )}
        <Button type="submit" disabled={pending}>
          {texts.create}
        </Button>
      </form>
      {state.token && (
        <div className="callout" role="status">
          <p>
            <strong>{state.tokenName}</strong> {fill(texts.created, { scope: state.tokenScope ?? "", expiry })}
          </p>
          <CodeBlock label={texts.newToken}>{state.token}</CodeBlock>
        </div>
      )}
    </>
  );
}
