"use client";

import { AccountForm } from "@/components/account-form";
import type { Texts } from "@/lib/i18n/fill";
import { signInWithPassword } from "../actions";

export function SignInForm({ callbackUrl, texts }: { callbackUrl: string; texts: Texts<"SignIn"> }) {
  return (
    <AccountForm
      action={signInWithPassword}
      callbackUrl={callbackUrl}
      texts={texts}
      password={{ autoComplete: "current-password" }}
    />
  );
}
