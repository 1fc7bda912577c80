"use client";

import { AccountForm } from "@/components/account-form";
import { Field } from "@/components/ui/field";
import type { Texts } from "@/lib/i18n/fill";
import { signUp } from "../actions";

type Props = { callbackUrl: string; passwordHint: string; texts: Texts<"SignUp"> };

export function SignUpForm({ callbackUrl, passwordHint, texts }: Props) {
  return (
    <AccountForm
      action={signUp}
      callbackUrl={callbackUrl}
      texts={texts}
      password={{ autoComplete: "new-password", hint: passwordHint }}
    >
      {(errors) => (
        <Field
          label={texts.handle}
          name="handle"
          autoComplete="username"
          required
          hint={texts.handleHint}
          error={errors.handle}
        />
      )}
    </AccountForm>
  );
}
