/**
 * Issue 17's targets for the Lighthouse figures: on every public page type, mobile performance at
 * least 90, CLS at most 0.02 and TBT at most 300 ms (mobile and desktop), accessibility 100; the
 * leaderboard, model and matrix pages' script bytes within 10% of the plainest page's. Pure.
 */
export type PageResult = {
  page: string;
  path: string;
  formFactor: "mobile" | "desktop";
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKB: number;
  benchmarkIndex: number;
  failedAccessibility: string[];
};

export type TargetCheck = { name: string; measured: string; holds: boolean };

const HEAVY_PAGES = ["leaderboard", "model", "matrix"];

function worst(results: PageResult[], value: (result: PageResult) => number, highest: boolean) {
  const sorted = [...results].sort((a, b) => (highest ? value(b) - value(a) : value(a) - value(b)));
  return sorted[0];
}

const where = (result: PageResult) => `${result.page}, ${result.formFactor}`;

export function checkTargets(results: PageResult[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const mobile = results.filter((result) => result.formFactor === "mobile");
  const lowest = worst(mobile, (result) => result.performance, false);
  if (lowest)
    checks.push({
      name: "mobile performance >= 90 on every page",
      measured: `lowest ${lowest.performance} (${lowest.page})`,
      holds: lowest.performance >= 90,
    });
  const shift = worst(results, (result) => result.cls, true);
  if (shift)
    checks.push({
      name: "CLS <= 0.02",
      measured: `highest ${shift.cls.toFixed(3)} (${where(shift)})`,
      holds: shift.cls <= 0.02,
    });
  const blocking = worst(results, (result) => result.tbtMs, true);
  if (blocking)
    checks.push({
      name: "TBT <= 300 ms",
      measured: `highest ${Math.round(blocking.tbtMs)} ms (${where(blocking)})`,
      holds: blocking.tbtMs <= 300,
    });
  const access = worst(results, (result) => result.accessibility, false);
  if (access)
    checks.push({
      name: "accessibility 100",
      measured: `lowest ${access.accessibility} (${where(access)})`,
      holds: access.accessibility === 100,
    });
  const plainest = worst(mobile, (result) => result.scriptKB, false);
  const heavy = mobile.filter((result) => HEAVY_PAGES.includes(result.page));
  const heaviest = worst(heavy, (result) => result.scriptKB, true);
  if (plainest && heaviest)
    checks.push({
      name: "leaderboard, model, matrix JS within 10% of the plainest page",
      measured:
        `${heaviest.page} ${heaviest.scriptKB.toFixed(1)} kB vs ${plainest.page} ${plainest.scriptKB.toFixed(1)} kB ` +
        `(+${((heaviest.scriptKB / plainest.scriptKB - 1) * 100).toFixed(0)}%)`,
      holds: heaviest.scriptKB <= plainest.scriptKB * 1.1,
    });
  return checks;
}
