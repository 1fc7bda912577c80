import type { ReactNode } from "react";
import { formatNumber } from "@/lib/format";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import type { WorkedExampleRun } from "@/lib/methodology/data";
import type { WorkedExample } from "@/lib/methodology/worked-example";
import styles from "./methodology.module.css";
import { Badge } from "@/components/ui/badge";

/** The stored seed run and its recomputed steps; null when no seed run is stored. */
export type Example = { run: WorkedExampleRun; steps: WorkedExample } | null;

/** A number as plain as it can be written in a formula: 0.30000000000000004 -> "0.3", 1.82 -> "1.82". */
export function plain(x: number, digits = 4): string {
  return String(Number(x.toFixed(digits)));
}

/** Formulas, one per line, each with an optional explanation. */
export function Formulas({ lines }: { lines: Array<{ formula: ReactNode; note?: ReactNode }> }) {
  return (
    <div className={styles.formulas}>
      {lines.map((line, index) => (
        <p className={styles.formula} key={index}>
          <code>{line.formula}</code>
          {line.note && <span className={styles.note}>{line.note}</span>}
        </p>
      ))}
    </div>
  );
}

/** The rule's text, kept to a readable width. */
export function Rule({ children }: { children: ReactNode }) {
  return <div className={styles.rule}>{children}</div>;
}

/** One step of the worked example, beside the rule it illustrates. */
export function ExampleBox({
  id,
  title,
  locale,
  children,
}: {
  id: string;
  title: string;
  locale: Locale;
  children: ReactNode;
}) {
  return (
    <aside className={styles.example} aria-labelledby={id}>
      <p className="eyebrow">{translate(locale, "Methodology")("exampleEyebrow")}</p>
      <h3 id={id}>{title}</h3>
      {children}
    </aside>
  );
}

/**
 * Whether a value recomputed from the stored figures equals the stored one. The page shows
 * the stored value; a difference is marked, with what the current rules give.
 */
export function Check({ matches, recomputed, locale }: { matches: boolean; recomputed?: string; locale: Locale }) {
  const t = translate(locale, "Methodology");
  if (matches) return <Badge tone="positive">{t("matches")}</Badge>;
  return <Badge tone="negative">{recomputed !== undefined ? t("differsGives", { recomputed }) : t("differs")}</Badge>;
}

/** A score-like value with fixed decimals, or the empty sign. */
export function fixed(value: number | null | undefined, digits: number): string {
  return formatNumber(value ?? null, digits);
}

export { styles };

/** What every rule section gets: the worked example and the page's language. */
export type RuleProps = { example: Example; locale: Locale };
