"use client";

import { reviewReportAction, type AdminFormState } from "@/app/[locale]/admin/actions";
import { LocaleInput, useActionForm } from "@/components/ui/action-form";
import { FormAnswer, VerdictChoice, VerdictNote } from "../../form-fields";
import { Button } from "@/components/ui/button";
import type { Texts } from "@/lib/i18n/fill";

/** Publish a report or reject it, with a note its author reads (required to reject). */
type Props = { slug: string; noteMaxLength: number; texts: Texts<"VerdictForm"> };

export function ReportVerdictForm({ slug, noteMaxLength, texts }: Props) {
  const { state, pending, form } = useActionForm<AdminFormState>(reviewReportAction, {});
  const errors = state.fieldErrors ?? {};
  return (
    <form {...form}>
      <input type="hidden" name="slug" value={slug} />
      <LocaleInput />
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
