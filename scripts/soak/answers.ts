/**
 * Does every answer belong to its query? Readers ask for runs by id through the API (each read
 * goes to the database) while uploaders write, and each answer must name the run asked for; the
 * server's output must show no sign of crossed protocol messages. On the embedded database a
 * newcomer's session once logged 37 such errors and served one query another's rows (issue 24).
 */
import { readFileSync } from "node:fs";

export type AnswersResult = {
  reads: number;
  wrong: string[];
  failed: string[];
  writes: number;
  writeFailures: string[];
};

/** What a database client prints when protocol messages of two queries cross. */
const CROSSED_MESSAGES = [
  /bind message supplies \d+ parameters/,
  /portal "[^"]*" does not exist/,
  /prepared statement "[^"]*" does not exist/,
  /Missing data field/,
  /invalid input syntax for type/,
  /unnamed prepared statement does not exist/,
];

export async function checkAnswers(
  baseUrl: string,
  runIds: string[],
  options: { readers: number; seconds: number; write: (index: number) => Promise<number> },
): Promise<AnswersResult> {
  const result: AnswersResult = { reads: 0, wrong: [], failed: [], writes: 0, writeFailures: [] };
  const deadline = performance.now() + options.seconds * 1000;
  let next = 0;
  const readers = Array.from({ length: options.readers }, async () => {
    while (performance.now() < deadline) {
      const id = runIds[next++ % runIds.length] as string;
      try {
        const response = await fetch(`${baseUrl}/api/v1/runs/${id}`, { signal: AbortSignal.timeout(30_000) });
        const body = (await response.json()) as { id?: string };
        result.reads++;
        if (response.status !== 200) result.failed.push(`GET run ${id}: ${response.status}`);
        else if (body.id !== id) result.wrong.push(`asked for run ${id}, answered ${String(body.id)}`);
      } catch (error) {
        result.failed.push(`GET run ${id}: ${(error as Error).message}`);
      }
    }
  });
  let writeIndex = 0;
  const writers = Array.from({ length: 4 }, async () => {
    while (performance.now() < deadline) {
      const index = writeIndex++;
      try {
        const status = await options.write(index);
        result.writes++;
        if (status !== 201) result.writeFailures.push(`upload ${index}: ${status}`);
      } catch (error) {
        result.writeFailures.push(`upload ${index}: ${(error as Error).message}`);
      }
    }
  });
  await Promise.all([...readers, ...writers]);
  return result;
}

/** The lines of the server's output that show protocol messages of two queries crossed. */
export function findCrossedMessages(logFile: string): string[] {
  return readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => CROSSED_MESSAGES.some((pattern) => pattern.test(line)));
}
