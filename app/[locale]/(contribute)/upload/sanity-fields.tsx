"use client";

import { useRef } from "react";
import { SANITY_FIELDS } from "@/lib/uploads/form-fields";
import { UploadFields } from "./upload-fields";
import styles from "./upload.module.css";

/** What the model answered to a sanity prompt: pasted, or read from a file into the field. */
export function SanityFields({ errors }: { errors: Record<string, string> }) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  return (
    <fieldset ref={fieldset} className={`card section ${styles.fieldset}`}>
      <legend>Sanity check</legend>
      <p className="muted">
        What the model answered to a prompt or two, so that a server producing fast nonsense is caught. Optional.
      </p>
      <UploadFields fields={SANITY_FIELDS} errors={errors} />
      <div className={`field ${styles.fileField}`}>
        <label htmlFor="sanity-file">Or read the output from a file</label>
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
