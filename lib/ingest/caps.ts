/**
 * The upload caps (UPLOAD_CAPS) as the parsers apply them: a count is checked as soon as it is
 * known, before the work it would cause, so a hostile artifact costs no more than a real one.
 * Pure module.
 */
import { ParseError } from "@/lib/ingest/schema";
import { capMessage, UPLOAD_CAPS } from "@/lib/runs/schema";

type CountCap = "measurementsPerArtifact" | "matrixCellsPerRun";

const WHAT: Record<CountCap, string> = {
  measurementsPerArtifact: "measurements per artifact",
  matrixCellsPerRun: "matrix cells per run",
};

/** Throws a ParseError at `path` naming the cap when `count` items would exceed it. */
export function checkCountCap(count: number, cap: CountCap, path: string, factor = 1): void {
  if (count > UPLOAD_CAPS[cap] * factor) throw new ParseError(capMessage(WHAT[cap], cap), path);
}
