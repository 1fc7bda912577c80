"use client";

import { Field } from "@/components/ui/field";
import type { Texts } from "@/lib/i18n/fill";
import { signInWithPassword, type FormState } from "../actions";
import { FormError, LocaleInput, useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";

export function SignInForm({ callbackUrl, texts }: { callbackUrl: string; texts: Texts<"SignIn"> }) {
  const { state, pending, form } = useActionForm<FormState>(signInWithPassword, {});
  return (
    <form {...form} className="narrow" noValidate>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <LocaleInput />
      <Field
        label={texts.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={state.fieldErrors?.email}
      />
      <Field
        label={texts.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={state.fieldErrors?.password}
      />
      <FormError error={state.error} />
      <Button type="submit" disabled={pending}>
        {pending ? texts.pending : texts.submit}
      </Button>
    </form>
  );
}
