"use client";

import { reviewReportAction } from "@/app/[locale]/admin/actions";
import { VerdictForm } from "../../form-fields";
import type { Texts } from "@/lib/i18n/fill";

/** Publish a report or reject it, with a note its author reads (required to reject). */
type Props = { slug: string; noteMaxLength: number; texts: Texts<"VerdictForm"> };

export function ReportVerdictForm({ slug, noteMaxLength, texts }: Props) {
  return (
    <VerdictForm
      action={reviewReportAction}
      subject={{ name: "slug", value: slug }}
      legend={texts.legend}
      choices={[
        { value: "listed", label: texts.publish },
        { value: "rejected", label: texts.reject },
      ]}
      note={{ id: "report-note", label: texts.note, hint: texts.reportNoteHint, maxLength: noteMaxLength }}
      submit={texts.submit}
    />
  );
}
