import styles from "./filter-form.module.css";
import { Button } from "@/components/ui/button";

export type FilterSelect = {
  name: string;
  label: string;
  /** The chosen value; null for "Any". */
  value: string | null;
  choices: Array<{ value: string; label: string }>;
};

/**
 * Selects in a plain GET form: works without JavaScript, and proxy.ts serves each choice from a
 * cached view of its own (lib/routing/view-paths.ts). `keep` are values the form carries along
 * unchanged (the test a ranking is of); `reset` links back to the unfiltered page when one is chosen.
 */
export function FilterForm({
  action,
  label,
  selects,
  keep = {},
  reset,
  texts = { any: "Any", apply: "Apply" },
}: {
  action: string;
  label: string;
  selects: FilterSelect[];
  keep?: Record<string, string | null>;
  reset?: { href: string; label: string };
  /** The words of the empty choice and the button, in the page's language. */
  texts?: { any: string; apply: string };
}) {
  return (
    <form method="get" action={action} className={`card ${styles.filters}`} aria-label={label}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value ?? ""} />
      ))}
      {selects.map((select) => (
        <label key={select.name}>
          <span>{select.label}</span>
          <select name={select.name} defaultValue={select.value ?? ""}>
            <option value="">{texts.any}</option>
            {select.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <Button type="submit">{texts.apply}</Button>
      {reset && selects.some((select) => select.value !== null) && <a href={reset.href}>{reset.label}</a>}
    </form>
  );
}
