"use client";

import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { signUp, type FormState } from "../actions";
import { useKeptForm } from "@/components/ui/use-kept-form";
import { Button } from "@/components/ui/button";

export function SignUpForm({ callbackUrl, passwordHint }: { callbackUrl: string; passwordHint: string }) {
  const [state, action, pending] = useActionState<FormState, FormData>(signUp, {});
  const keep = useKeptForm(action);
  return (
    <form action={action} onSubmit={keep} className="narrow" noValidate>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <Field label="E-mail" name="email" type="email" autoComplete="email" required error={state.fieldErrors?.email} />
      <Field
        label="Handle"
        name="handle"
        autoComplete="username"
        required
        hint="Shown with your runs, as @handle."
        error={state.fieldErrors?.handle}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={passwordHint}
        error={state.fieldErrors?.password}
      />
      {state.error && (
        <p className="form-error" role="alert">
          {state.error}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? "Creating…" : "Create account"}
      </Button>
    </form>
  );
}
