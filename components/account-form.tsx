"use client";

import type { ReactNode } from "react";
import { FormError, LocaleInput, useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

type AccountState = { error?: string; fieldErrors?: Record<string, string> };

type Props = {
  action: (state: AccountState, form: FormData) => Promise<AccountState>;
  /** Where the contributor goes once signed in (a path of this site). */
  callbackUrl: string;
  texts: { email: string; password: string; pending: string; submit: string };
  /** A new password (sign-up, with its rules as a hint) or the current one (sign-in). */
  password: { autoComplete: "current-password" | "new-password"; hint?: string };
  /** Fields between the e-mail and the password, with the errors the action named. */
  children?: (errors: Record<string, string>) => ReactNode;
};

/** Sign-in and sign-up: e-mail and password (and what `children` adds), the form's error, the submit. */
export function AccountForm({ action, callbackUrl, texts, password, children }: Props) {
  const { state, pending, form } = useActionForm<AccountState>(action, {});
  const errors = state.fieldErrors ?? {};
  return (
    <form {...form} className="narrow" noValidate>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <LocaleInput />
      <Field label={texts.email} name="email" type="email" autoComplete="email" required error={errors.email} />
      {children?.(errors)}
      <Field
        label={texts.password}
        name="password"
        type="password"
        autoComplete={password.autoComplete}
        required
        hint={password.hint}
        error={errors.password}
      />
      <FormError error={state.error} />
      <Button type="submit" disabled={pending}>
        {pending ? texts.pending : texts.submit}
      </Button>
    </form>
  );
}
