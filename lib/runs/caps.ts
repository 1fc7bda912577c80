/**
 * Upload caps that concern a whole run or an error answer, as prepareRun and BundleError apply
 * them (the per-field caps are in the schemas, the per-artifact ones in lib/ingest/caps.ts).
 * Pure module.
 */
import type { MatrixCell } from "@/lib/ingest/schema";
import { capMessage, UPLOAD_CAPS } from "@/lib/ingest/caps";

type Issue = { path: string; message: string };

const MAX_PATH_CHARS = 200;
const MAX_MESSAGE_CHARS = 500;

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The issues an error answer lists: the first UPLOAD_CAPS.issuesReported, each shortened, then
 * one that counts the rest, so that a hostile upload cannot make the answer large.
 */
export function limitIssues(issues: Issue[]): Issue[] {
  const listed = issues.slice(0, UPLOAD_CAPS.issuesReported).map((issue) => ({
    path: shorten(issue.path, MAX_PATH_CHARS),
    message: shorten(issue.message, MAX_MESSAGE_CHARS),
  }));
  const rest = issues.length - listed.length;
  return rest > 0 ? [...listed, { path: "(more)", message: `${rest} more issue(s) not listed.` }] : listed;
}

/** Issues for caps on the sum over a run's artifacts: measurements and matrix cells. */
export function findRunCapIssues(artifacts: Array<{ measurements: unknown[]; matrixCells: MatrixCell[] }>): Issue[] {
  const issues: Issue[] = [];
  const measurements = artifacts.reduce((sum, artifact) => sum + artifact.measurements.length, 0);
  const cells = artifacts.reduce((sum, artifact) => sum + artifact.matrixCells.length, 0);
  if (measurements > UPLOAD_CAPS.measurementsPerRun) {
    issues.push({ path: "artifacts", message: capMessage("measurements per run", "measurementsPerRun") });
  }
  if (cells > UPLOAD_CAPS.matrixCellsPerRun) {
    issues.push({ path: "artifacts", message: capMessage("matrix cells per run", "matrixCellsPerRun") });
  }
  return issues;
}
