/**
 * Traffic that remembers every request: when it started and ended, its status and the start of
 * its answer, so the soak can tell what was answered before, during and after an outage.
 */

export type Sample = { path: string; start: number; end: number; status: number; snippet: string };

export type Traffic = { stop: () => Promise<Sample[]> };

/** `workers` loops, each requesting the next of `paths` until stopped (at most `maxSeconds`). */
export function startTraffic(baseUrl: string, paths: string[], workers: number, maxSeconds: number): Traffic {
  const samples: Sample[] = [];
  let running = true;
  let next = 0;
  const deadline = performance.now() + maxSeconds * 1000;
  const loops = Array.from({ length: workers }, async () => {
    while (running && performance.now() < deadline) {
      const path = paths[next++ % paths.length];
      if (path === undefined) return; // no paths to read
      const start = performance.now();
      let status = 0;
      let snippet = "";
      try {
        const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(15_000) });
        status = response.status;
        snippet = (await response.text()).slice(0, 400);
      } catch (error) {
        snippet = (error as Error).message;
      }
      samples.push({ path, start, end: performance.now(), status, snippet });
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return samples;
    },
  };
}

export function countStatuses(samples: Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const sample of samples) counts[sample.status || "error"] = (counts[sample.status || "error"] ?? 0) + 1;
  return counts;
}
