/**
 * How long a piece of work takes at best: the fastest of a few tries, each stopped early once one is
 * under `limitMs`. For tests that tell linear work from work that backtracks (milliseconds against
 * seconds): on a busy two-core machine one try can lose the processor for tens of milliseconds, but
 * the fastest of three cannot hide a pattern that takes seconds.
 */
export function fastestRun<T>(work: () => T, limitMs: number, tries = 3): { ms: number; result: T } {
  let best = Number.POSITIVE_INFINITY;
  let result: T | undefined;
  for (let attempt = 0; attempt < tries && best >= limitMs; attempt++) {
    const started = performance.now();
    result = work();
    best = Math.min(best, performance.now() - started);
  }
  return { ms: best, result: result as T };
}
