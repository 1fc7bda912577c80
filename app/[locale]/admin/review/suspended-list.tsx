"use client";

import { useState } from "react";
import { moderateUserAction, type AdminFormState } from "@/app/[locale]/admin/actions";
import { ReasonField } from "./form-fields";
import styles from "./reason-form.module.css";
import { FormError, LocaleInput, useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { fill, type Texts } from "@/lib/i18n/fill";

type Props = {
  users: Array<{ handle: string; name: string | null; suspendedOn: string; runs: number }>;
  texts: Texts<"SuspendedList">;
};

/**
 * Suspended contributors, each with a form to reinstate them. The answer is shown above the
 * list, which stays when the reinstated contributor leaves it.
 */
export function SuspendedList({ users, texts }: Props) {
  const { state, pending, form } = useActionForm<AdminFormState>(moderateUserAction, {});
  const [submitted, setSubmitted] = useState<string | null>(null);
  return (
    <>
      <div aria-live="polite">
        {state.message && <p role="status">{state.message}</p>}
        <FormError error={state.error} />
      </div>
      {users.length === 0 ? (
        <p className="muted">{texts.none}</p>
      ) : (
        <ul className="plain">
          {users.map((user) => {
            const error = submitted === user.handle ? state.fieldErrors?.reason : undefined;
            const id = `reinstate-${user.handle}`;
            return (
              <li key={user.handle}>
                <h3>
                  @{user.handle}
                  {user.name && ` (${user.name})`}
                </h3>
                <p className="muted">{fill(texts.since, { date: user.suspendedOn, runs: user.runs })}</p>
                <form
                  action={form.action}
                  className={`narrow ${styles.form}`}
                  onSubmit={(event) => {
                    setSubmitted(user.handle);
                    form.onSubmit(event);
                  }}
                >
                  <input type="hidden" name="handle" value={user.handle} />
                  <input type="hidden" name="intent" value="unsuspend" />
                  <LocaleInput />
                  <ReasonField id={id} label={fill(texts.why, { handle: user.handle })} error={error} />
                  <Button type="submit" disabled={pending}>
                    {fill(texts.submit, { handle: user.handle })}
                  </Button>
                </form>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
