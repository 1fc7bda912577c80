"use client";

import { useRef } from "react";
import type { Texts } from "@/lib/i18n/fill";
import { SANITY_FIELDS, type UploadTexts } from "@/lib/uploads/form-fields";
import { UploadFields } from "./upload-fields";
import styles from "./upload.module.css";

/** What the model answered to a sanity prompt: pasted, or read from a file into the field. */
type Props = { errors: Record<string, string>; texts: UploadTexts & { form: Texts<"Upload"> } };

export function SanityFields({ errors, texts }: Props) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  return (
    <fieldset ref={fieldset} className={`card section ${styles.fieldset}`}>
      <legend>{texts.form.sanityLegend}</legend>
      <p className="muted">{texts.form.sanityLead}</p>
      <UploadFields fields={SANITY_FIELDS} errors={errors} texts={texts} />
      <div className={`field ${styles.fileField}`}>
        <label htmlFor="sanity-file">{texts.form.sanityFile}</label>
        <input
          id="sanity-file"
          type="file"
          accept=".txt,.md,.json,.jsonl,.log"
          onChange={async (event) => {
            const file = event.currentTarget.files?.[0];
            const output = fieldset.current?.querySelector<HTMLTextAreaElement>('textarea[name="sanity.0.output"]');
            if (file && output) output.value = await file.text();
          }}
        />
      </div>
    </fieldset>
  );
}
