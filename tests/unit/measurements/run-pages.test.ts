import { describe, expect, it } from "vitest";
import { parseArtifact } from "@/lib/ingest/parse-artifact";
import { groupMeasurements, type MeasurementRow } from "@/lib/measurements/groups";
import {
  MEASUREMENTS_PER_PAGE,
  PROFILE_POINTS_DRAWN,
  pageMeasurementGroups,
  thinProfilePoints,
} from "@/lib/measurements/run-pages";
import { buildLargestRunBundle } from "@/tests/support/largest-run-bundle";

/** The largest run's measurements as stored rows, each artifact's with its own id. */
function largestRunRows(): { rows: MeasurementRow[]; tools: Map<string, string> } {
  const { artifacts } = buildLargestRunBundle();
  const rows = artifacts.flatMap((artifact, position) =>
    parseArtifact("llama-benchy", artifact.content).measurements.map((measurement, index) => ({
      ...measurement,
      id: `a${position}m${index}`,
      artifactId: `a${position}`,
      testKey: null,
    })),
  );
  return { rows, tools: new Map(artifacts.map((_, position) => [`a${position}`, "llama-benchy"])) };
}

describe("a run's measurements, a page at a time", () => {
  const { rows, tools } = largestRunRows();
  const groups = groupMeasurements(rows, tools);

  it("shows 100 rows a page across 10,000, each group counted whole", () => {
    expect(rows).toHaveLength(10_000);
    const first = pageMeasurementGroups(groups, 1);
    expect(first).toMatchObject({ page: 1, pages: 100, total: 10_000, first: 1, last: 100 });
    expect(first.groups.flatMap((group) => group.rows)).toHaveLength(MEASUREMENTS_PER_PAGE);
    expect(first.groups[0]?.total).toBe(10_000);
    const last = pageMeasurementGroups(groups, 100);
    expect(last).toMatchObject({ page: 100, first: 9_901, last: 10_000 });
    expect(last.groups[0]?.rows.at(-1)?.id).toBe(groups[0]?.rows.at(-1)?.id);
  });

  it("draws a profile on the page of its first row, through at most 200 points", () => {
    const profiles = groups[0]?.profiles ?? [];
    expect(profiles).toHaveLength(5);
    expect(profiles[0]?.points).toHaveLength(2_000);
    const drawn = pageMeasurementGroups(groups, 1).groups.flatMap((group) => group.profiles);
    expect(drawn.map((profile) => profile.label)).toEqual([profiles[0]?.label]);
    expect(drawn[0]?.points).toHaveLength(PROFILE_POINTS_DRAWN);
    expect(drawn[0]?.points[0]).toEqual(profiles[0]?.points[0]);
    expect(drawn[0]?.points.at(-1)).toEqual(profiles[0]?.points.at(-1));
    expect(pageMeasurementGroups(groups, 2).groups.flatMap((group) => group.profiles)).toEqual([]);
  });

  it("takes any page number: below the first is the first, past the last the last", () => {
    expect(pageMeasurementGroups(groups, 0).page).toBe(1);
    expect(pageMeasurementGroups(groups, Number.NaN).page).toBe(1);
    expect(pageMeasurementGroups(groups, 5_000).page).toBe(100);
    expect(pageMeasurementGroups([], 1)).toMatchObject({ groups: [], page: 1, pages: 1, total: 0, first: 0, last: 0 });
  });

  it("keeps a short profile whole", () => {
    const points = [{ depth: 0 }, { depth: 1 }, { depth: 2 }];
    expect(thinProfilePoints(points)).toBe(points);
  });
});
