"use client";

import { Field } from "@/components/ui/field";
import type { Texts } from "@/lib/i18n/fill";
import { signUp, type FormState } from "../actions";
import { FormError, LocaleInput, useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";

type Props = { callbackUrl: string; passwordHint: string; texts: Texts<"SignUp"> };

export function SignUpForm({ callbackUrl, passwordHint, texts }: Props) {
  const { state, pending, form } = useActionForm<FormState>(signUp, {});
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
        label={texts.handle}
        name="handle"
        autoComplete="username"
        required
        hint={texts.handleHint}
        error={state.fieldErrors?.handle}
      />
      <Field
        label={texts.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={passwordHint}
        error={state.fieldErrors?.password}
      />
      <FormError error={state.error} />
      <Button type="submit" disabled={pending}>
        {pending ? texts.pending : texts.submit}
      </Button>
    </form>
  );
}
