import { SetupHealthReport } from "@/components/setup-health";
import { Table, TableHead } from "@/components/ui/table";
import { formatDurationMs, formatNumber, formatTps } from "@/lib/format";
import type { UploadPreview } from "@/lib/uploads/preview";
import { getSuiteTestName } from "@/lib/suite/definition";

/** What an upload will become: file-to-test mapping, headline figures, warnings. */
export function UploadPreviewPanel({ preview }: { preview: UploadPreview }) {
  return (
    <section className="card" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview</h2>
      <p>
        Score {preview.score === null ? "— (no suite tests)" : formatNumber(preview.score, 1)} · {preview.reliableCount}
        /{preview.testCount} tests count · not stored yet
      </p>
      <p className="muted">These are the figures the stored run will show. {preview.provisional}</p>
      {/* File names and lists of tests wrap (td.wrap), so that no column leaves the card at any width. */}
      <Table caption="Files and the suite tests they map to">
        <TableHead columns={["File", "Tool", "Maps to", "Rungs", "Matrix cells"]} />
        <tbody>
          {preview.artifacts.map((artifact, index) => (
            <tr key={`${artifact.fileName}-${index}`}>
              <td className="wrap">{artifact.fileName ?? `file ${index + 1}`}</td>
              <td className="wrap">
                {artifact.tool} {artifact.toolVersion ?? ""} ({artifact.format})
              </td>
              <td className="wrap">{artifact.tests.map((test) => test.name).join(", ") || "—"}</td>
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
              <strong>{getSuiteTestName(test.key)}</strong>: {formatTps(test.headline?.perUserTps)} per user, TTFT{" "}
              {formatDurationMs(test.headline?.ttftS == null ? null : test.headline.ttftS * 1000)}
              {test.counts ? " · counts" : ` · does not count: ${test.reason}`}
            </li>
          ))}
        </ul>
      )}
      {preview.setupHealth && (
        <section aria-labelledby="preview-health-title">
          <h3 id="preview-health-title">Setup health</h3>
          <SetupHealthReport health={preview.setupHealth} />
        </section>
      )}
      {preview.warnings.length > 0 && (
        <div className="callout warn">
          <p>Plausibility warnings (the run is accepted; an admin will look at these):</p>
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
