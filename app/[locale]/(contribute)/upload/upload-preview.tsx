import { SetupHealthReport } from "@/components/setup-health";
import { Table, TableHead } from "@/components/ui/table";
import { formatDurationMs, formatNumber, formatTps } from "@/lib/format";
import { fill, type Texts } from "@/lib/i18n/fill";
import type { UploadPreview } from "@/lib/uploads/preview";
import { PreviewRuns } from "./upload-runs";

/** What an upload will become: file-to-test mapping, headline figures, warnings. */
type Props = {
  preview: UploadPreview;
  texts: Texts<"Upload">;
  healthTexts: Texts<"SetupHealth">;
  testNames: Record<string, string>;
};

export function UploadPreviewPanel({ preview, texts, healthTexts, testNames }: Props) {
  const columns = texts.columns;
  return (
    <section className="card" aria-labelledby="preview-title">
      <h2 id="preview-title">{texts.preview}</h2>
      <p>
        {fill(texts.scoreLine, {
          score: preview.score === null ? texts.noScore : formatNumber(preview.score, 1),
          reliable: preview.reliableCount,
          total: preview.testCount,
        })}
      </p>
      <p className="muted">
        {texts.figuresNote} {preview.provisional}
      </p>
      <PreviewRuns preview={preview} words={texts} />
      {/* File names and lists of tests wrap (td.wrap), so that no column leaves the card at any width. */}
      <Table caption={texts.previewCaption}>
        <TableHead columns={[columns.file, columns.tool, columns.mapsTo, columns.rungs, columns.matrixCells]} />
        <tbody>
          {preview.artifacts.map((artifact, index) => (
            <tr key={`${artifact.fileName}-${index}`}>
              <td className="wrap">{artifact.fileName ?? fill(texts.previewFile, { number: index + 1 })}</td>
              <td className="wrap">
                {artifact.tool} {artifact.toolVersion ?? ""} ({artifact.format})
              </td>
              <td className="wrap">
                {artifact.tests
                  .map((test) => (test.key ? (testNames[test.key] ?? test.name) : texts.extraResult))
                  .join(", ") || "—"}
              </td>
              <td>{artifact.measurements}</td>
              <td>{artifact.matrixCells}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {preview.tests.length > 0 && (
        <ul className="plain section">
          {preview.tests.map((test) => (
            <li key={test.key}>
              <strong>{testNames[test.key] ?? test.key}</strong>:{" "}
              {fill(texts.testFigures, {
                perUser: formatTps(test.headline?.perUserTps),
                ttft: formatDurationMs(test.headline?.ttftS == null ? null : test.headline.ttftS * 1000),
              })}
              {" · "}
              {test.counts ? texts.counts : fill(texts.notCounting, { reason: test.reason ?? "" })}
            </li>
          ))}
        </ul>
      )}
      {preview.setupHealth && (
        <section aria-labelledby="preview-health-title">
          <h3 id="preview-health-title">{texts.setupHealth}</h3>
          <SetupHealthReport health={preview.setupHealth} texts={healthTexts} />
        </section>
      )}
      {preview.warnings.length > 0 && (
        <div className="callout warn">
          <p>{texts.warningsIntro}</p>
          <ul>
            {preview.warnings.map((warning, index) => (
              <li key={index}>{warning.message}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
