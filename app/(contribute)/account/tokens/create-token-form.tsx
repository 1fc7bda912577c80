"use client";

import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { createTokenAction, type FormState } from "../../actions";

export function CreateTokenForm() {
  const [state, action, pending] = useActionState<FormState, FormData>(createTokenAction, {});
  return (
    <>
      <form action={action} className="narrow">
        <Field label="Token name" name="name" required placeholder="e.g. dgx-spark-lab" error={state.fieldErrors?.name} />
        <button className="button" type="submit" disabled={pending}>
          Create token
        </button>
      </form>
      {state.token && (
        <div className="callout" role="status">
          <p>
            <strong>{state.tokenName}</strong>: copy this token now. It is shown once; the arena keeps only its hash.
          </p>
          <pre aria-label="New API token">{state.token}</pre>
        </div>
      )}
    </>
  );
}
