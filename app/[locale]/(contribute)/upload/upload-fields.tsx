import { describeField, FieldNotes } from "@/components/ui/field";
import { fieldTexts, type FormField, type UploadTexts } from "@/lib/uploads/form-fields";
import styles from "./upload.module.css";

type Props = {
  fields: FormField[];
  errors: Record<string, string>;
  defaults?: Record<string, string>;
  texts: UploadTexts & { form: { optional: string } };
};

/** Form fields with their labels, required marks, hints and each one's error beside it. */
export function UploadFields({ fields, errors, defaults = {}, texts }: Props) {
  return (
    <div className={styles.fieldsGrid}>
      {fields.map((field) => (
        <UploadField
          key={field.name}
          field={field}
          error={errors[field.name]}
          defaultValue={defaults[field.name]}
          texts={texts}
        />
      ))}
    </div>
  );
}

type FieldProps = { field: FormField; error?: string; defaultValue?: string; texts: Props["texts"] };

function UploadField({ field, error, defaultValue, texts }: FieldProps) {
  const { name, kind, required, options } = field;
  const words = fieldTexts(texts, field);
  const { label, hint } = words;
  const placeholder = words.placeholder ?? field.placeholder;
  const describedBy = describeField(name, error, hint);
  const common = {
    id: name,
    name,
    "aria-required": required ? true : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    defaultValue,
  } as const;
  return (
    <div className={`field ${kind === "textarea" || field.wide ? styles.wide : ""}`}>
      {/* the mark beside the label, not in it: the field's name stays its label ("Model") */}
      <span className={styles.labelRow}>
        <label htmlFor={name}>{label}</label>
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : (
          <span className="muted">{texts.form.optional}</span>
        )}
      </span>
      {kind === "textarea" ? (
        <textarea {...common} rows={3} placeholder={placeholder} />
      ) : kind === "select" ? (
        <select {...common} defaultValue={defaultValue ?? options?.[0]}>
          {options?.map((value) => (
            <option key={value} value={value}>
              {words.options?.[value] ?? value}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={kind === "date" ? "date" : kind === "text" ? "text" : "number"}
          min={kind === "number" || kind === "integer" ? "0" : undefined}
          step={kind === "number" ? "any" : kind === "integer" ? "1" : undefined}
          placeholder={placeholder}
        />
      )}
      <FieldNotes name={name} hint={hint} error={error} />
    </div>
  );
}
