/**
 * Plausibility checks on an upload: figures that physics or arithmetic say are unlikely.
 * They never reject a run; they are stored as warnings for the admins who review it. Pure.
 */
import type { MatrixCell, Measurement } from "@/lib/ingest/schema";
import { formatNumber, formatTps } from "@/lib/format";
import { computeDecodeCeilingTps, type CeilingModel } from "@/lib/scoring/memory";
import { hasStringFields } from "@/lib/runs/json-fields";

export type PlausibilityWarning = { code: string; message: string; test: string | null };

function isPlausibilityWarning(value: unknown): value is PlausibilityWarning {
  return (
    hasStringFields(value, ["code", "message"]) &&
    "test" in value &&
    (value.test === null || typeof value.test === "string")
  );
}

/**
 * Run.warnings read back (written at upload from computePlausibilityWarnings). A value of another
 * shape is an error, not an empty list: a reviewer must not be shown a run as free of warnings
 * because its warnings could not be read.
 */
export function readPlausibilityWarnings(value: unknown): PlausibilityWarning[] {
  if (Array.isArray(value) && value.every(isPlausibilityWarning)) return value;
  throw new Error("Run.warnings does not hold a list of plausibility warnings");
}

/** Per-user speed times concurrency may exceed the total by this factor before it is suspicious. */
const PER_USER_SLACK = 1.25;
/** TTFT may be this much shorter than the run's own fastest prefill allows (prompt caching, timing noise). */
const PREFILL_SLACK = 0.5;
/** Decode may beat the memory-bandwidth ceiling by this factor (speculative decoding) before it is flagged. */
const CEILING_SLACK = 1.1;

type Input = {
  measurements: Array<Measurement & { testKey: string | null }>;
  matrixCells: MatrixCell[];
  model: CeilingModel;
  bandwidthGBs: number | null;
};

const where = (m: Measurement) =>
  [
    m.promptTokens !== null && `pp ${m.promptTokens}`,
    m.concurrency !== null && `c${m.concurrency}`,
    m.requestRate !== null && `${m.requestRate} req/s`,
  ]
    .filter(Boolean)
    .join(", ");

/** Warnings of one code kept in full; the rest are counted in one more (a reviewer reads a few, not thousands). */
export const WARNINGS_PER_CODE = 20;

/**
 * Collects warnings, at most WARNINGS_PER_CODE of each code; a message is only built when it is
 * kept, so a hostile upload with thousands of odd rungs costs no formatting.
 */
function createWarningList() {
  const warnings: PlausibilityWarning[] = [];
  const counts = new Map<string, number>();
  return {
    add(code: string, test: string | null, message: () => string) {
      const count = (counts.get(code) ?? 0) + 1;
      counts.set(code, count);
      if (count <= WARNINGS_PER_CODE) warnings.push({ code, message: message(), test });
    },
    list(): PlausibilityWarning[] {
      const omitted = [...counts].filter(([, count]) => count > WARNINGS_PER_CODE);
      return [
        ...warnings,
        ...omitted.map(([code, count]) => ({
          code,
          message: `${count - WARNINGS_PER_CODE} more warnings like the ${WARNINGS_PER_CODE} above (${code}).`,
          test: null,
        })),
      ];
    },
  };
}

/** The run's fastest prefill in tok/s, from its rungs and its matrix (a loop: no spread of thousands of values). */
function findFastestPrefill(measurements: Input["measurements"], matrixCells: MatrixCell[]): number | null {
  let fastest: number | null = null;
  const note = (value: number | null) => {
    if (value !== null && value > 0 && (fastest === null || value > fastest)) fastest = value;
  };
  for (const m of measurements) note(m.prefillTps);
  for (const cell of matrixCells) if (cell.phase === "prefill" && cell.status === "valid") note(cell.totalTps);
  return fastest;
}

export function computePlausibilityWarnings({
  measurements,
  matrixCells,
  model,
  bandwidthGBs,
}: Input): PlausibilityWarning[] {
  const list = createWarningList();
  const fastestPrefill = findFastestPrefill(measurements, matrixCells);
  const ceiling = computeDecodeCeilingTps(model, bandwidthGBs);

  for (const m of measurements) {
    const test = m.testKey;
    if (m.perUserTps !== null && m.totalTps !== null && m.concurrency !== null && m.concurrency > 1) {
      if (m.perUserTps * m.concurrency > m.totalTps * PER_USER_SLACK + 1) {
        list.add(
          "per-user-above-total",
          test,
          () =>
            `At ${where(m)}: ${formatTps(m.perUserTps)} per user × ${m.concurrency} users is far above the total ` +
            `of ${formatTps(m.totalTps)}.`,
        );
      }
    }
    const ttft = m.ttftMeanMs ?? m.ttftP50Ms;
    if (fastestPrefill && ttft !== null && m.promptTokens) {
      const minimumMs = (m.promptTokens / fastestPrefill) * 1000;
      if (ttft < minimumMs * PREFILL_SLACK) {
        list.add(
          "ttft-faster-than-prefill",
          test,
          () =>
            `At ${where(m)}: TTFT ${formatNumber(ttft, 0)} ms is shorter than ${m.promptTokens} prompt tokens ` +
            `take at this run's fastest prefill (${formatNumber(fastestPrefill, 0)} tok/s, ` +
            `${formatNumber(minimumMs, 0)} ms).`,
        );
      }
    }
    if (ceiling !== null && m.perUserTps !== null && m.perUserTps > ceiling * CEILING_SLACK) {
      list.add(
        "decode-above-ceiling",
        test,
        () =>
          `At ${where(m)}: ${formatTps(m.perUserTps)} per user is above the memory-bandwidth ceiling of ` +
          `${formatTps(ceiling)} (speculative decoding can explain it).`,
      );
    }
    if (m.successes !== null && m.requests !== null && m.successes > m.requests) {
      list.add(
        "successes-above-requests",
        test,
        () => `At ${where(m)}: ${m.successes} successes out of ${m.requests} requests.`,
      );
    }
  }
  for (const cell of matrixCells) {
    if (
      cell.phase === "decode" &&
      ceiling !== null &&
      cell.perRequestTps !== null &&
      cell.perRequestTps > ceiling * CEILING_SLACK
    ) {
      list.add(
        "decode-above-ceiling",
        null,
        () =>
          `Matrix ${cell.contextTokens} tokens × ${cell.concurrency}: ${formatTps(cell.perRequestTps)} per ` +
          `request is above the memory-bandwidth ceiling of ${formatTps(ceiling)} ` +
          "(speculative decoding can explain it).",
      );
    }
  }
  return list.list();
}

/** Stated memory may differ from the catalogue's by this share (GB against GiB, rounding) before it is flagged. */
const MEMORY_TOLERANCE = 0.1;
/** Stated bandwidth may differ from the catalogue's by this share (boost clocks, rounding) before it is flagged. */
const BANDWIDTH_TOLERANCE = 0.25;

type HardwareFacts = { memoryGB: number | null; bandwidthGBs: number | null };

const differs = (stated: number | null, known: number | null, tolerance: number) =>
  stated !== null && known !== null && known > 0 && Math.abs(stated - known) / known > tolerance;

/**
 * Hardware facts an upload states that are far from the catalogue's entry for the same hardware:
 * an RTX 4090 entered with 32 GB (the catalogue: 24) is a typo or another card. The catalogue's
 * values keep counting until an admin accepts the upload's (docs/decisions/0006-curated-catalogue.md).
 */
export function computeHardwarePlausibilityWarnings(
  stated: HardwareFacts,
  catalogue: HardwareFacts & { name: string },
): PlausibilityWarning[] {
  const warnings: PlausibilityWarning[] = [];
  if (differs(stated.memoryGB, catalogue.memoryGB, MEMORY_TOLERANCE)) {
    warnings.push({
      code: "memory-differs-from-catalogue",
      test: null,
      message:
        `Memory of ${formatNumber(stated.memoryGB, 0)} GB stated, but the catalogue's ${catalogue.name} has ` +
        `${formatNumber(catalogue.memoryGB, 0)} GB: check the value or the hardware's name.`,
    });
  }
  if (differs(stated.bandwidthGBs, catalogue.bandwidthGBs, BANDWIDTH_TOLERANCE)) {
    warnings.push({
      code: "bandwidth-differs-from-catalogue",
      test: null,
      message:
        `Memory bandwidth of ${formatNumber(stated.bandwidthGBs, 0)} GB/s stated, but the catalogue's ` +
        `${catalogue.name} has ${formatNumber(catalogue.bandwidthGBs, 0)} GB/s: check the value or the ` +
        "hardware's name.",
    });
  }
  return warnings;
}
