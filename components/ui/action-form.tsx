"use client";

import { type ReactNode, useActionState } from "react";
import { useLocale } from "next-intl";
import { useKeptForm } from "@/components/ui/use-kept-form";

/**
 * A form that posts to a server action: the action's last answer, whether a submit is under way,
 * and the props of its `<form>`: the action, and useKeptForm's submit that keeps what was typed.
 * Use as `<form {...form}>`, with a `<LocaleInput />` inside so the answer is in the page's language.
 */
export function useActionForm<State>(
  serverAction: (state: Awaited<State>, form: FormData) => State | Promise<State>,
  initial: Awaited<State>,
) {
  const [state, action, pending] = useActionState(serverAction, initial);
  const onSubmit = useKeptForm(action);
  return { state, pending, form: { action, onSubmit } };
}

/** The page's language, sent with the form: server actions answer in it. */
export function LocaleInput() {
  const locale = useLocale();
  return <input type="hidden" name="locale" value={locale} />;
}

/** What went wrong with the whole form (not one field), read out at once; nothing when all is well. */
export function FormError({ error }: { error?: ReactNode }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {error}
    </p>
  );
}
