"use client";

import { type FormEvent, useTransition } from "react";

/**
 * Submits a form to its action without React's reset of the form afterwards, so that a refused
 * submit keeps everything that was typed (passwords included: they stay in the page, never sent
 * back by the server). Use as `<form action={action} onSubmit={keep}>`: without JavaScript the
 * form still posts to the action.
 */
export function useKeptForm(action: (form: FormData) => void) {
  const [, startTransition] = useTransition();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(() => action(form));
  };
}
