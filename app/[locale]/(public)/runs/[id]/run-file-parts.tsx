import { SkippedRow } from "@/components/skipped-row";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import type { RunDetail } from "@/lib/runs/data";

const describeSetup = (setup: Record<string, string>) =>
  Object.entries(setup)
    .map(([key, value]) => `${key}=${value}`)
    .join(", ");

/**
 * Which part of its file a run is (a file of several models or setups is a run per part), the
 * file's rows that no run stores, with line and reason, and how the file was read: nothing of a
 * file is left out without a word.
 */
export function RunFileParts({
  run,
  locale,
}: {
  run: Pick<RunDetail, "artifacts" | "distinguishing">;
  locale: Locale;
}) {
  const t = translate(locale, "RunFileParts");
  const setup = describeSetup(run.distinguishing);
  return (
    <>
      {setup && <p>{t("setup", { setup })}</p>}
      {run.artifacts.map((artifact) => {
        const file = artifact.fileName ?? t("fileNumber", { number: artifact.position + 1 });
        const part = artifact.part && artifact.part.of > 1 ? artifact.part : null;
        return (
          <div key={artifact.id}>
            {part && (
              <p>
                {t("part", {
                  index: part.index,
                  of: part.of,
                  file,
                  label: part.modelLabel ?? "—",
                  lines: part.lines.length,
                })}
              </p>
            )}
            {artifact.skipped.length > 0 && (
              <>
                <p>{t("skipped", { count: artifact.skipped.length, file })}</p>
                <ul>
                  {artifact.skipped.map((row, index) => (
                    <li key={`${row.line}-${index}`}>
                      <SkippedRow
                        said={`${row.line === null ? "" : `${t("line", { line: row.line })}: `}${row.reason}`}
                        text={row.text}
                      />
                    </li>
                  ))}
                </ul>
              </>
            )}
            {artifact.notes.length > 0 && (
              <ul className="muted" aria-label={t("notes", { file })}>
                {artifact.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </>
  );
}
