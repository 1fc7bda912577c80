/**
 * A run page's measurements, one page at a time: a run may hold 10,000 measurements (the upload
 * cap), and drawn whole their tables and charts made a page of megabytes that took seconds to
 * render. Rows are counted across the groups in their order (lib/measurements/groups.ts); a
 * page shows its rows under their group's heading, and a context-scaling profile on the page of
 * its first row, drawn with at most PROFILE_POINTS_DRAWN points. The exports and the API keep
 * every measurement. Pure.
 */
import type { ContextProfile, MeasurementGroup, ProfilePoint } from "@/lib/measurements/groups";

/** Rows of measurements on one page of a run. */
export const MEASUREMENTS_PER_PAGE = 100;
/** Points one profile chart draws: a longer sweep is drawn through evenly spaced points of it. */
export const PROFILE_POINTS_DRAWN = 200;

/** A group as one page shows it: its rows on that page, and how many it has in all. */
export type PagedMeasurementGroup = MeasurementGroup & { total: number };

export type MeasurementsPage = {
  groups: PagedMeasurementGroup[];
  /** 1-based, at most `pages`. */
  page: number;
  pages: number;
  /** Rows in all groups, and the 1-based positions of this page's first and last (0 when none). */
  total: number;
  first: number;
  last: number;
};

/** How many pages `total` rows fill (at least one). */
export function countMeasurementPages(total: number): number {
  return Math.max(1, Math.ceil(total / MEASUREMENTS_PER_PAGE));
}

/** At most `limit` points of `points`, evenly spaced, the first and last kept. */
export function thinProfilePoints(points: ProfilePoint[], limit = PROFILE_POINTS_DRAWN): ProfilePoint[] {
  if (points.length <= limit) return points;
  const step = (points.length - 1) / (limit - 1);
  return points.filter((_, index) => index === Math.round(Math.round(index / step) * step));
}

function drawProfile(profile: ContextProfile): ContextProfile {
  return { ...profile, points: thinProfilePoints(profile.points) };
}

/**
 * Page `page` of `groups` (clamped to the pages there are): the groups with rows on it, each
 * with those rows and the profiles that start on it.
 */
export function pageMeasurementGroups(groups: MeasurementGroup[], page: number): MeasurementsPage {
  const total = groups.reduce((sum, group) => sum + group.rows.length, 0);
  const pages = countMeasurementPages(total);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  const start = (current - 1) * MEASUREMENTS_PER_PAGE;
  const end = Math.min(start + MEASUREMENTS_PER_PAGE, total);
  const shown: PagedMeasurementGroup[] = [];
  let offset = 0;
  for (const group of groups) {
    const from = Math.max(start - offset, 0);
    const to = Math.min(end - offset, group.rows.length);
    offset += group.rows.length;
    if (from >= to) continue;
    const rows = group.rows.slice(from, to);
    const ids = new Set(rows.map((row) => row.id));
    const profiles = group.profiles.filter((profile) => ids.has(profile.firstRowId)).map(drawProfile);
    shown.push({ ...group, rows, profiles, total: group.rows.length });
  }
  return { groups: shown, page: current, pages, total, first: total === 0 ? 0 : start + 1, last: end };
}
