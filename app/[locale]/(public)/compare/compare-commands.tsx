import { diffCommandWords } from "@/lib/runs/compare";
import type { CompareRun } from "@/lib/runs/data";
import { RunSwatch } from "./compare-runs";
import styles from "./compare.module.css";

/**
 * Each run's launch command, the words run A's command lacks marked, and A's words it lacks
 * listed: the engine settings that differ, at a glance (secrets are already redacted).
 */
export function CompareCommands({ runs, labels }: { runs: CompareRun[]; labels: string[] }) {
  const [base] = runs;
  if (!base) return null;
  return (
    <div className={styles.commands}>
      {runs.map((run, index) => {
        const diff = diffCommandWords(base.launchCommand, run.launchCommand);
        return (
          <figure key={run.id} className={styles.command} aria-label={`Launch command of ${labels[index]}`}>
            <figcaption>
              <RunSwatch index={index} />
              {labels[index]}
              {index > 0 && (
                <span className="muted">
                  {" "}
                  · {diff.words.filter((word) => word.added).length} words not in A
                  {diff.missing.length > 0 ? `, ${diff.missing.length} of A's missing` : ""}
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
                Not in this command, but in A&apos;s:{" "}
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
