/**
 * How long this thread was blocked while `work` ran: a timer ticks every 5 ms and the longest
 * gap between two ticks is kept. For the tests that prove the largest upload is handled off the
 * request thread (the work takes seconds, the worst gap stays short).
 */
export async function measureEventLoopGaps<T>(
  work: () => Promise<T>,
): Promise<{ result: T; tookMs: number; worstGapMs: number }> {
  let worstGapMs = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    worstGapMs = Math.max(worstGapMs, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  try {
    const result = await work();
    return { result, tookMs: performance.now() - started, worstGapMs };
  } finally {
    clearInterval(ticker);
  }
}
