/**
 * A run's measurements as its page shows them: every one, suite or not, grouped by what its
 * figures mean (its definition) and listed by the test's own name; plus a context-scaling profile
 * wherever one kind of test was measured at several context depths. Pure module.
 */
import { type FigureKey, getDefinition, type MeasurementDefinition } from "@/lib/measurements/definitions";

export type MeasurementRow = {
  id: string;
  artifactId: string;
  testKey: string | null;
  testLabel: string | null;
  definition: string | null;
  promptTokens: number | null;
  genTokens: number | null;
  depth: number | null;
  concurrency: number | null;
  requestRate: number | null;
  prefillTps: number | null;
  prefillTpsStd: number | null;
  perUserTps: number | null;
  perUserTpsStd: number | null;
  totalTps: number | null;
  totalTpsStd: number | null;
  ttftMeanMs: number | null;
  e2elMeanMs: number | null;
};

/** Figures in the order tables show them. */
export const FIGURE_ORDER: FigureKey[] = ["prefillTps", "perUserTps", "totalTps", "ttftMeanMs", "e2elMeanMs"];

const STD_OF: Partial<Record<FigureKey, keyof MeasurementRow>> = {
  prefillTps: "prefillTpsStd",
  perUserTps: "perUserTpsStd",
  totalTps: "totalTpsStd",
};

export type GroupRow = {
  id: string;
  label: string;
  testKey: string | null;
  depth: number;
  concurrency: number | null;
  figures: Partial<Record<FigureKey, { value: number; std: number | null }>>;
};

export type ProfilePoint = { depth: number } & Partial<Record<FigureKey, number>>;

/** One kind of test (same prompt, generation and concurrency) measured at several depths. */
export type ContextProfile = {
  label: string;
  figures: FigureKey[];
  points: ProfilePoint[];
  /** The id of its first row in the group's order: the page of a paged table that draws it. */
  firstRowId: string;
};

export type MeasurementGroup = {
  definition: MeasurementDefinition;
  /** Figures reported by at least one row, in FIGURE_ORDER. */
  figures: FigureKey[];
  rows: GroupRow[];
  profiles: ContextProfile[];
};

/** Depths at which one kind of test must be measured to make a profile. */
export const PROFILE_MIN_DEPTHS = 3;

/** A test's name when the tool gave none: llama-bench's own style, `pp2048+tg128 @ d4096 ×8`. */
export function formatTestLabel(row: Pick<MeasurementRow, "promptTokens" | "genTokens" | "depth" | "concurrency">) {
  const parts = [row.promptTokens ? `pp${row.promptTokens}` : null, row.genTokens ? `tg${row.genTokens}` : null].filter(
    (part) => part !== null,
  );
  const test = parts.length > 0 ? parts.join("+") : "test";
  const depth = row.depth ? ` @ d${row.depth}` : "";
  const concurrency = row.concurrency && row.concurrency > 1 ? ` ×${row.concurrency}` : "";
  return `${test}${depth}${concurrency}`;
}

function readFigures(row: MeasurementRow): GroupRow["figures"] {
  const figures: GroupRow["figures"] = {};
  for (const key of FIGURE_ORDER) {
    const value = row[key];
    if (value === null) continue;
    const stdKey = STD_OF[key];
    const std = stdKey ? row[stdKey] : null;
    figures[key] = { value, std: typeof std === "number" ? std : null };
  }
  return figures;
}

/** The label without its depth: what stays the same along a profile. */
function withoutDepth(label: string): string {
  return label.replace(/\s*@\s*d\d+/, "");
}

function compareRows(a: MeasurementRow, b: MeasurementRow): number {
  const order: Array<keyof MeasurementRow> = ["promptTokens", "genTokens", "concurrency", "requestRate", "depth"];
  for (const key of order) {
    const difference = Number(a[key] ?? 0) - Number(b[key] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function buildProfiles(rows: MeasurementRow[], labels: Map<string, string>): ContextProfile[] {
  const series = new Map<string, MeasurementRow[]>();
  for (const row of rows) {
    const key = withoutDepth(labels.get(row.id) ?? "");
    series.set(key, [...(series.get(key) ?? []), row]);
  }
  const profiles: ContextProfile[] = [];
  for (const [label, members] of series) {
    const depths = new Set(members.map((row) => row.depth ?? 0));
    if (depths.size < PROFILE_MIN_DEPTHS || depths.size !== members.length) continue;
    const points = members
      .map((row) => {
        const point: ProfilePoint = { depth: row.depth ?? 0 };
        for (const key of FIGURE_ORDER) {
          const value = row[key];
          if (value !== null) point[key] = value;
        }
        return point;
      })
      .sort((a, b) => a.depth - b.depth);
    // One request at a time: total speed is the per-request speed, drawn once.
    const sameAsPerUser = points.every((point) => point.totalTps === undefined || point.totalTps === point.perUserTps);
    const figures = FIGURE_ORDER.filter(
      (key) => points.some((point) => point[key] !== undefined) && !(key === "totalTps" && sameAsPerUser),
    );
    profiles.push({ label, figures, points, firstRowId: members[0]?.id ?? "" });
  }
  return profiles;
}

/**
 * Groups `rows` by definition (a row without one takes its artifact's tool), in the order the
 * definitions first appear; rows by prompt, generation, concurrency, rate and depth.
 */
export function groupMeasurements(rows: MeasurementRow[], toolOfArtifact: Map<string, string>): MeasurementGroup[] {
  const byDefinition = new Map<string, { definition: MeasurementDefinition; rows: MeasurementRow[] }>();
  for (const row of rows) {
    const tool = toolOfArtifact.get(row.artifactId) ?? "unknown";
    const definition = getDefinition(row.definition ?? tool, tool);
    const entry = byDefinition.get(definition.key) ?? { definition, rows: [] };
    entry.rows.push(row);
    byDefinition.set(definition.key, entry);
  }
  return [...byDefinition.values()].map(({ definition, rows: members }) => {
    const sorted = [...members].sort(compareRows);
    const labels = new Map(sorted.map((row) => [row.id, row.testLabel ?? formatTestLabel(row)]));
    const groupRows = sorted.map((row) => ({
      id: row.id,
      label: labels.get(row.id) ?? "",
      testKey: row.testKey,
      depth: row.depth ?? 0,
      concurrency: row.concurrency,
      figures: readFigures(row),
    }));
    const figures = FIGURE_ORDER.filter((key) => groupRows.some((row) => row.figures[key] !== undefined));
    return { definition, figures, rows: groupRows, profiles: buildProfiles(sorted, labels) };
  });
}
