/**
 * The upload caps (UPLOAD_CAPS) as the parsers apply them: a count is checked as soon as it is
 * known, before the work it would cause, so a hostile artifact costs no more than a real one.
 * Pure module.
 */
import { MAX_JSON_DEPTH } from "@/lib/ingest/json";
import { ParseError } from "@/lib/ingest/schema";

const MiB = 1024 * 1024;

/**
 * Caps on one upload, set well above what a real run reaches (a run has 1 to 30 artifacts, a
 * few hundred measurements and 50 to 200 matrix cells) so that only hostile input meets them.
 * They bound the work and the memory of one request. Each is answered naming it: 413 for the
 * size of the whole (body, parts, files), 400 naming the field for the rest. Quoted by the
 * README, the OpenAPI document and docs/SECURITY.md.
 */
export const UPLOAD_CAPS = {
  /** Bytes of one request body, JSON or multipart. */
  bodyBytes: 16 * MiB,
  /** Characters of one artifact's text (a tool's raw output). */
  artifactChars: 8 * MiB,
  /** Artifacts (tool output files) in one run. */
  artifacts: 200,
  /** Parts of a multipart body: the manifest or bundle plus one per file, counted while streaming. */
  multipartParts: 210,
  /** Measurements (suite rungs) read from one artifact, and from all artifacts of a run. */
  measurementsPerArtifact: 2_000,
  measurementsPerRun: 10_000,
  /** Cells of a run's context x concurrency matrix, all artifacts together. */
  matrixCellsPerRun: 5_000,
  /** Sanity samples (prompt and answer) in one run, and the characters of each prompt and answer. */
  sanitySamples: 200,
  sanityPromptChars: 100_000,
  sanityOutputChars: 100_000,
  /**
   * Characters of one line of a text artifact (a table row, a CSV, SQL or log line), and of one
   * cell of its tables. Checked before any pattern reads the line: real lines are a few hundred
   * characters. JSON documents are not read by lines, and are not cut by this cap.
   */
  lineChars: 65_536,
  cellChars: 1_024,
  /** Characters of the launch command. */
  launchCommandChars: 20_000,
  /** Nesting of any JSON document (a bundle, a manifest, an artifact). */
  jsonDepth: MAX_JSON_DEPTH,
  /** Issues an error answer lists; the rest are counted. */
  issuesReported: 20,
} as const;

/** Upper bound of a whole upload body. */
export const MAX_UPLOAD_BYTES = UPLOAD_CAPS.bodyBytes;

/** The message of a count over one of UPLOAD_CAPS: names the cap, so a client can find it documented. */
export function capMessage(what: string, cap: keyof typeof UPLOAD_CAPS): string {
  return `At most ${UPLOAD_CAPS[cap].toLocaleString("en-US")} ${what} (upload cap ${cap}).`;
}

/**
 * Wall-clock milliseconds one upload or preview may take on the upload worker. A job over it is
 * ended (the worker is restarted) and answered 422 naming the file being read. The largest valid
 * upload the caps allow takes about 3 s of CPU.
 */
export const UPLOAD_JOB_MS = 20_000;

/** Throws a ParseError naming the line when it is longer than the lineChars cap: call it before any pattern. */
export function checkLineChars(line: string, number: number): string {
  if (line.length > UPLOAD_CAPS.lineChars) {
    const length = line.length.toLocaleString("en-US");
    const message = `line ${number} is ${length} characters long: ${capMessage("characters per line", "lineChars")}`;
    throw new ParseError(message, `line ${number}`);
  }
  return line;
}

/** Throws a ParseError naming the line and column when a cell is longer than the cellChars cap. */
export function checkCellChars(cell: string, number: number, column: string): string {
  if (cell.length > UPLOAD_CAPS.cellChars) {
    const length = cell.length.toLocaleString("en-US");
    const cap = capMessage("characters per cell", "cellChars");
    throw new ParseError(
      `line ${number}, column ${column}: the cell is ${length} characters long: ${cap}`,
      `line ${number}`,
    );
  }
  return cell;
}

type CountCap = "measurementsPerArtifact" | "matrixCellsPerRun";

const WHAT: Record<CountCap, string> = {
  measurementsPerArtifact: "measurements per artifact",
  matrixCellsPerRun: "matrix cells per run",
};

/** Throws a ParseError at `path` naming the cap when `count` items would exceed it. */
export function checkCountCap(count: number, cap: CountCap, path: string, factor = 1): void {
  if (count > UPLOAD_CAPS[cap] * factor) throw new ParseError(capMessage(WHAT[cap], cap), path);
}
