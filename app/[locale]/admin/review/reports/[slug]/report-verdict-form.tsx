"use client";

import { useLocale } from "@/components/locale-link";
import { useActionState } from "react";
import { reviewReportAction, type AdminFormState } from "@/app/[locale]/admin/actions";
import { useKeptForm } from "@/components/ui/use-kept-form";
import { FormAnswer, VerdictChoice, VerdictNote } from "../../form-fields";
import { Button } from "@/components/ui/button";
import type { Texts } from "@/lib/i18n/fill";

/** Publish a report or reject it, with a note its author reads (required to reject). */
type Props = { slug: string; noteMaxLength: number; texts: Texts<"VerdictForm"> };

export function ReportVerdictForm({ slug, noteMaxLength, texts }: Props) {
  const [state, action, pending] = useActionState<AdminFormState, FormData>(reviewReportAction, {});
  const keep = useKeptForm(action);
  const locale = useLocale();
  const errors = state.fieldErrors ?? {};
  return (
    <form action={action} onSubmit={keep}>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="locale" value={locale} />
      <VerdictChoice
        legend={texts.legend}
        choices={[
          { value: "listed", label: texts.publish },
          { value: "rejected", label: texts.reject },
        ]}
        error={errors.verdict}
      />
      <VerdictNote
        id="report-note"
        label={texts.note}
        hint={texts.reportNoteHint}
        error={errors.note}
        maxLength={noteMaxLength}
      />
      <Button type="submit" disabled={pending}>
        {texts.submit}
      </Button>
      <FormAnswer state={state} />
    </form>
  );
}
