/**
 * The stall check: does the largest upload the caps allow delay anyone else? One client asks
 * for `GET /` again and again, as a visitor would, while the worst-case uploads are sent one
 * after another; the latencies of `/` during the uploads are compared with those before.
 */
import type { WorstCase } from "./worst-case";

export type LatencyFigures = { count: number; p50: number; p99: number; max: number };
export type StallResult = {
  idle: LatencyFigures;
  duringUploads: LatencyFigures;
  uploads: Array<{ kind: string; status: number; ms: number; id?: string; error?: string }>;
};

export function summarise(latencies: number[]): LatencyFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (quantile: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0);
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0) };
}

/** `request` in a loop until `stop()`, as one client would send it; every answer must be 200. */
export function sampleRequests(what: string, request: () => Promise<Response>) {
  const latencies: number[] = [];
  const failures: string[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await request();
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${what} answered ${response.status}`);
      } catch (error) {
        failures.push((error as Error).message);
      }
      latencies.push(performance.now() - started);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { latencies, failures };
    },
  };
}

/** `GET /` in a loop, as a visitor would ask for it. */
const sampleHome = (baseUrl: string) =>
  sampleRequests("GET /", () => fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(30_000) }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureStall(
  baseUrl: string,
  token: string,
  uploads: WorstCase[],
): Promise<StallResult & { failures: string[] }> {
  const idleSampler = sampleHome(baseUrl);
  await sleep(3_000);
  const idle = await idleSampler.stop();

  const sampler = sampleHome(baseUrl);
  const answers: StallResult["uploads"] = [];
  for (const upload of uploads) {
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}/api/v1/runs`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": upload.contentType },
        body: upload.body,
        signal: AbortSignal.timeout(120_000),
      });
      const body = (await response.json().catch(() => ({}))) as { id?: string; error?: string };
      const ms = Math.round(performance.now() - started);
      answers.push({ kind: upload.kind, status: response.status, ms, id: body.id, error: body.error });
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      answers.push({ kind: upload.kind, status: 0, ms, error: (error as Error).message });
    }
  }
  const during = await sampler.stop();
  return {
    idle: summarise(idle.latencies),
    duringUploads: summarise(during.latencies),
    uploads: answers,
    failures: [...idle.failures, ...during.failures],
  };
}

/** The size and time of one page, e.g. the matrix page of the largest matrix allowed. */
export async function measurePage(baseUrl: string, path: string) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`);
  const html = await response.text();
  return { status: response.status, bytes: Buffer.byteLength(html), ms: Math.round(performance.now() - started) };
}
