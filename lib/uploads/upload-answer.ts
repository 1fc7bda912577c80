/**
 * An upload's answer as the CLI and upload.sh print it: every run with its page, model,
 * precision and setup, the rows no run stores and the notes on how each file was read. Pure.
 */
type AnsweredRun = {
  id: string;
  url?: string;
  model: string;
  precision: string;
  modelLabel?: string | null;
  setup?: Record<string, string>;
};
type Answer = {
  runs?: AnsweredRun[];
  skipped?: Array<{ file: string; line: number | null; reason: string; text: string | null }>;
  notes?: Array<{ file: string; note: string }>;
};

const describeSetup = (setup: Record<string, string> | undefined) =>
  Object.entries(setup ?? {})
    .map(([key, value]) => `${key}=${value}`)
    .join(" ");

/**
 * The lines printed for an upload's answer: one per run, `<verb>: <page>  <model>  <precision>`
 * ("uploaded", "already uploaded", "imported"), then the rows not stored and the notes. `base`
 * makes the pages' addresses whole; without it they are paths.
 */
export function formatUploadAnswer(verb: string, answer: Answer, base: string | null): string[] {
  const lines: string[] = [];
  for (const run of answer.runs ?? []) {
    const label = run.modelLabel ? ` (the file's ${run.modelLabel})` : "";
    const setup = describeSetup(run.setup);
    const path = run.url ?? `/runs/${run.id}`;
    const page = base ? new URL(path, base).toString() : path;
    lines.push(`${verb}: ${page}  ${run.model}  ${run.precision}${label}${setup ? `  ${setup}` : ""}`);
  }
  const skipped = answer.skipped ?? [];
  if (skipped.length > 0) {
    lines.push(`${skipped.length} row${skipped.length === 1 ? " was" : "s were"} not stored:`);
    for (const row of skipped) {
      const where = row.line === null ? row.file : `${row.file} line ${row.line}`;
      lines.push(`  ${where}: ${row.reason}${row.text ? `: ${row.text}` : ""}`);
    }
  }
  for (const { file, note } of answer.notes ?? []) lines.push(`note: ${file}: ${note}`);
  return lines;
}
