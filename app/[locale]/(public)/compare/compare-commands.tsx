import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { diffCommandWords } from "@/lib/runs/compare";
import type { CompareRun } from "@/lib/runs/data";
import { RunSwatch } from "./compare-runs";
import styles from "./compare.module.css";

/**
 * Each run's launch command, the words run A's command lacks marked, and A's words it lacks
 * listed: the engine settings that differ, at a glance (secrets are already redacted).
 */
type Props = { runs: CompareRun[]; labels: string[]; locale: Locale };

export function CompareCommands({ runs, labels, locale }: Props) {
  const [base] = runs;
  if (!base) return null;
  const t = translate(locale, "CompareCommands");
  return (
    <div className={styles.commands}>
      {runs.map((run, index) => {
        const diff = diffCommandWords(base.launchCommand, run.launchCommand);
        return (
          <figure key={run.id} className={styles.command} aria-label={t("label", { run: labels[index] ?? "" })}>
            <figcaption>
              <RunSwatch index={index} />
              {labels[index]}
              {index > 0 && (
                <span className="muted">
                  {" "}
                  · {t("added", { count: diff.words.filter((word) => word.added).length })}
                  {diff.missing.length > 0 ? t("missing", { count: diff.missing.length }) : ""}
                </span>
              )}
            </figcaption>
            <pre className="wrap">
              {diff.words.map(({ word, added }, position) => (
                <span key={position}>
                  {position > 0 && " "}
                  {index > 0 && added ? <mark>{word}</mark> : word}
                </span>
              ))}
            </pre>
            {index > 0 && diff.missing.length > 0 && (
              <p className="muted">
                {t("notInThis")}{" "}
                {diff.missing.map((word) => (
                  <code key={word}>{word} </code>
                ))}
              </p>
            )}
          </figure>
        );
      })}
    </div>
  );
}
