/** Load with autocannon: N connections for D seconds on one URL (or a rotating set of paths). */
import autocannon, { type Result } from "autocannon";

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
};

export function summarize(result: Result): LoadResult {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
  );
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
}

export type LoadOptions = { connections: number; seconds: number; paths?: string[]; headers?: Record<string, string> };

/** Loads `url` (or `url` + each of `paths` in turn) and returns rps and latency in ms. */
export async function load(url: string, { connections, seconds, paths, headers }: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    ...(headers && { headers }),
    ...(paths && paths.length > 0 && { requests: paths.map((path) => ({ method: "GET", path })) }),
  });
  return summarize(result);
}
