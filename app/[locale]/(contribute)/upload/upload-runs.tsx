import { Link } from "@/components/locale-link";
import { SkippedRow } from "@/components/skipped-row";
import { Table, TableHead } from "@/components/ui/table";
import { formatNumber } from "@/lib/format";
import { fill, type Texts } from "@/lib/i18n/fill";
import type { RunPreview, UploadPreview } from "@/lib/uploads/preview";

type Words = Texts<"Upload">;

/** A run as the upload's answers name it. */
export type NamedRun = {
  id?: string;
  url?: string;
  model: string;
  precision: string;
  modelLabel?: string | null;
  setup?: Record<string, string>;
};

const describeSetup = (setup: Record<string, string> | undefined) =>
  Object.entries(setup ?? {})
    .map(([key, value]) => `${key}=${value}`)
    .join(", ");

/** "Qwen3-4B GGUF Q6_K · the file's qwen3 4B Q6_K · setup fa=1". */
function describeRun(run: NamedRun, words: Words): string {
  const setup = describeSetup(run.setup);
  return [
    `${run.model} ${run.precision}`,
    run.modelLabel ? fill(words.runLabel, { label: run.modelLabel }) : null,
    setup ? fill(words.runSetup, { setup }) : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The runs an upload became (or that hold its file), each linking to its page. */
export function RunLinks({ runs, words }: { runs: NamedRun[]; words: Words }) {
  return (
    <ul>
      {runs.map((run, index) => (
        <li key={run.id ?? index}>
          {run.url ? (
            <Link prefetch={false} href={run.url}>
              {describeRun(run, words)}
            </Link>
          ) : (
            describeRun(run, words)
          )}
        </li>
      ))}
    </ul>
  );
}

/** Each run the upload will store, with the figures it will hold, then the rows no run stores and the notes. */
export function PreviewRuns({ preview, words }: { preview: UploadPreview; words: Words }) {
  const count = preview.runs.length;
  return (
    <section aria-labelledby="preview-runs-title">
      <h3 id="preview-runs-title">{count === 1 ? words.runsTitleOne : fill(words.runsTitleOther, { count })}</h3>
      {preview.duplicateOf.length > 0 && (
        <div className="callout warn">
          <p>{fill(words.duplicateOf, { runs: preview.duplicateOf.map((run) => run.url).join(", ") })}</p>
          <RunLinks runs={preview.duplicateOf} words={words} />
        </div>
      )}
      {preview.runs.map((run, index) => (
        <RunFigures key={`${run.model}-${run.precision}-${index}`} run={run} words={words} />
      ))}
      {preview.skipped.length > 0 && (
        <div className="callout warn">
          <p>
            {preview.skipped.length === 1
              ? words.skippedTitleOne
              : fill(words.skippedTitleOther, { count: preview.skipped.length })}
          </p>
          <ul>
            {preview.skipped.map((row, index) => (
              <li key={`${row.file}-${row.line}-${index}`}>
                <SkippedRow
                  said={
                    row.line === null
                      ? fill(words.skippedRowNoLine, { file: row.file, reason: row.reason })
                      : fill(words.skippedRow, { file: row.file, line: row.line, reason: row.reason })
                  }
                  text={row.text}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {preview.notes.length > 0 && (
        <>
          <p className="muted">{words.notesTitle}</p>
          <ul className="muted">
            {preview.notes.map(({ file, note }) => (
              <li key={`${file}-${note}`}>
                {file}: {note}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function RunFigures({ run, words }: { run: RunPreview; words: Words }) {
  const columns = words.figureColumns;
  return (
    <div className="section">
      <p>
        <strong>{describeRun(run, words)}</strong> · {fill(words.runDate, { date: run.measuredAt.slice(0, 10) })}
      </p>
      {run.figures.length > 0 && (
        <Table caption={fill(words.runFiguresCaption, { model: run.model, precision: run.precision })}>
          <TableHead columns={[columns.test, columns.field, columns.value]} />
          <tbody>
            {run.figures.map((figure, index) => (
              <tr key={`${figure.testLabel}-${index}`}>
                <td className="wrap">{figure.testLabel ?? "—"}</td>
                <td>{figure.main?.field ?? "—"}</td>
                <td>{figure.main ? formatNumber(figure.main.value, 2) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
