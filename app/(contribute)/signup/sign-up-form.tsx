"use client";

import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { PASSWORD_MIN_LENGTH } from "@/lib/accounts/password-policy";
import { signUp, type FormState } from "../actions";

export function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const [state, action, pending] = useActionState<FormState, FormData>(signUp, {});
  return (
    <form action={action} className="narrow" noValidate>
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
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={state.fieldErrors?.password}
      />
      <button className="button" type="submit" disabled={pending}>
        {pending ? "Creating…" : "Create account"}
      </button>
    </form>
  );
}
