/**
 * A run's bulk rows (artifacts, sanity samples, measurements, matrix cells) written with one
 * statement per table: the rows go to PostgreSQL as one JSON parameter, unpacked there by
 * json_to_recordset. Prisma's query compiler works on the event loop, superlinearly in rows and
 * in bytes: 10,000 measurements (the cap per run) took 25 s, 20 s of it without yielding, and
 * 15 MiB of sanity answers 1 s; every other request waited. Here the event loop only runs
 * JSON.stringify. Column names are the fixed lists below, never input; values are JSON,
 * converted by each column's type, so a double round-trips exactly. Ids are random, 32 letters
 * and digits, like the site's other ids in URLs.
 */
import type { Tx } from "@/lib/db";
import type { MatrixCell, Measurement } from "@/lib/ingest/schema";
import type { PreparedArtifact } from "@/lib/runs/prepare";

type ColumnType = "integer" | "double precision" | "text" | "jsonb" | '"MatrixPhase"' | '"CellStatus"';

const MEASUREMENT_COLUMNS: Array<[keyof Measurement | "testKey", ColumnType]> = [
  ["testKey", "text"],
  ["testLabel", "text"],
  ["definition", "text"],
  ["promptTokens", "integer"],
  ["genTokens", "integer"],
  ["depth", "integer"],
  ["concurrency", "integer"],
  ["requestRate", "double precision"],
  ["burstiness", "double precision"],
  ["maxConcurrency", "integer"],
  ["dataset", "text"],
  ["numPrompts", "integer"],
  ["perUserTps", "double precision"],
  ["perUserTpsStd", "double precision"],
  ["totalTps", "double precision"],
  ["totalTpsStd", "double precision"],
  ["prefillTps", "double precision"],
  ["prefillTpsStd", "double precision"],
  ["peakTps", "double precision"],
  ["ttftMeanMs", "double precision"],
  ["ttftStdMs", "double precision"],
  ["ttftP50Ms", "double precision"],
  ["ttftP95Ms", "double precision"],
  ["ttftP99Ms", "double precision"],
  ["tpotMeanMs", "double precision"],
  ["itlMeanMs", "double precision"],
  ["e2elMeanMs", "double precision"],
  ["requests", "integer"],
  ["successes", "integer"],
  ["repeats", "integer"],
  ["durationS", "double precision"],
  ["achievedRate", "double precision"],
];

const MATRIX_CELL_COLUMNS: Array<[keyof MatrixCell, ColumnType]> = [
  ["phase", '"MatrixPhase"'],
  ["contextTokens", "integer"],
  ["concurrency", "integer"],
  ["status", '"CellStatus"'],
  ["totalTps", "double precision"],
  ["perRequestTps", "double precision"],
  ["ttftMs", "double precision"],
  ["tbtMs", "double precision"],
  ["avgActiveRequests", "double precision"],
  ["completedRequests", "integer"],
  ["outputTokens", "integer"],
  ["measuredSeconds", "double precision"],
  ["failureReason", "text"],
];

const ARTIFACT_COLUMNS: Array<[string, ColumnType]> = [
  ["position", "integer"],
  ["tool", "text"],
  ["format", "text"],
  ["toolVersion", "text"],
  ["testKey", "text"],
  ["fileName", "text"],
  ["content", "text"],
  ["sha256", "text"],
  ["sizeBytes", "integer"],
  ["setup", "jsonb"],
  ["part", "jsonb"],
  ["skipped", "jsonb"],
  ["notes", "jsonb"],
];

const SANITY_COLUMNS: Array<[string, ColumnType]> = [
  ["position", "integer"],
  ["testKey", "text"],
  ["prompt", "text"],
  ["output", "text"],
];

/** INSERT ... SELECT from the JSON rows of parameter $2, with the run id $1 and a new id per row. */
function buildInsert(table: string, columns: Array<[string, ColumnType]>, returning = ""): string {
  const names = columns.map(([name]) => `"${name}"`).join(", ");
  const types = columns.map(([name, type]) => `"${name}" ${type}`).join(", ");
  return `INSERT INTO "${table}" ("id", "runId", ${names})
    SELECT replace(gen_random_uuid()::text, '-', ''), $1, ${names} FROM json_to_recordset($2::json) AS row(${types})
    ${returning}`;
}

const WITH_ARTIFACT: Array<[string, ColumnType]> = [["artifactId", "text"]];
const INSERT_MEASUREMENTS = buildInsert("Measurement", [...WITH_ARTIFACT, ...MEASUREMENT_COLUMNS]);
const INSERT_MATRIX_CELLS = buildInsert("MatrixCell", [...WITH_ARTIFACT, ...MATRIX_CELL_COLUMNS]);
const INSERT_ARTIFACTS = buildInsert("Artifact", ARTIFACT_COLUMNS, `RETURNING "id", "position"`);
const INSERT_SANITY = buildInsert("SanitySample", SANITY_COLUMNS);

/** Bytes of JSON one statement carries at most: Prisma's compiler still reads each parameter, ~20 ms a MiB. */
const STATEMENT_BYTES = 2 * 1024 * 1024;

/**
 * The rows as JSON arrays of their column fields (a key absent from a row becomes NULL), cut
 * into arrays of at most STATEMENT_BYTES (one larger row goes alone), so that no statement
 * holds the event loop for long.
 */
function toJsonBatches<T extends object>(rows: T[], columns: Array<[string, ColumnType]>): string[] {
  const keys = columns.map(([name]) => name);
  // A replacer list also filters the keys of nested objects: rows with a JSON column are picked instead.
  const hasJsonColumn = columns.some(([, type]) => type === "jsonb");
  const serialize = hasJsonColumn
    ? (row: T) => JSON.stringify(Object.fromEntries(keys.map((key) => [key, (row as Record<string, unknown>)[key]])))
    : (row: T) => JSON.stringify(row, keys);
  const batches: string[] = [];
  let batch: string[] = [];
  let bytes = 0;
  for (const row of rows) {
    const json = serialize(row);
    if (batch.length > 0 && bytes + json.length > STATEMENT_BYTES) {
      batches.push(`[${batch.join(",")}]`);
      batch = [];
      bytes = 0;
    }
    batch.push(json);
    bytes += json.length + 1;
  }
  if (batch.length > 0) batches.push(`[${batch.join(",")}]`);
  return batches;
}

async function executeInBatches<T extends object>(
  tx: Tx,
  sql: string,
  runId: string,
  rows: T[],
  columns: Array<[string, ColumnType]>,
): Promise<void> {
  for (const batch of toJsonBatches(rows, columns)) await tx.$executeRawUnsafe(sql, runId, batch);
}

/** An artifact as prepareRun made it, without the rows that go to their own tables. */
type ArtifactRow = Omit<PreparedArtifact, "measurements" | "matrixCells">;

/** Inserts a run's artifacts; answers each one's new id by its position. */
export async function insertArtifacts(tx: Tx, runId: string, rows: ArtifactRow[]): Promise<Map<number, string>> {
  const ids = new Map<number, string>();
  for (const batch of toJsonBatches(rows, ARTIFACT_COLUMNS)) {
    const inserted = await tx.$queryRawUnsafe<Array<{ id: string; position: number }>>(INSERT_ARTIFACTS, runId, batch);
    for (const row of inserted) ids.set(row.position, row.id);
  }
  return ids;
}

export async function insertSanitySamples(
  tx: Tx,
  runId: string,
  rows: Array<{ position: number; testKey: string | null; prompt: string; output: string }>,
): Promise<void> {
  await executeInBatches(tx, INSERT_SANITY, runId, rows, SANITY_COLUMNS);
}

export async function insertMeasurements(
  tx: Tx,
  runId: string,
  rows: Array<Measurement & { testKey: string | null; artifactId: string }>,
): Promise<void> {
  await executeInBatches(tx, INSERT_MEASUREMENTS, runId, rows, [...WITH_ARTIFACT, ...MEASUREMENT_COLUMNS]);
}

export async function insertMatrixCells(
  tx: Tx,
  runId: string,
  rows: Array<MatrixCell & { artifactId: string }>,
): Promise<void> {
  await executeInBatches(tx, INSERT_MATRIX_CELLS, runId, rows, [...WITH_ARTIFACT, ...MATRIX_CELL_COLUMNS]);
}
