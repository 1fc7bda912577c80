import type pg from "pg";

/**
 * A silent network failure leaves a socket open but dead: a query every `intervalMs` finds out.
 * `onLost` is called when one fails or takes longer than `timeoutMs`; the heartbeat stops by
 * itself once `isCurrent` says the client has been replaced.
 */
export function startHeartbeat(
  client: pg.Client,
  {
    intervalMs,
    timeoutMs,
    isCurrent,
    onLost,
  }: {
    intervalMs: number;
    timeoutMs: number;
    isCurrent: () => boolean;
    onLost: () => void;
  },
): void {
  const timer = setInterval(() => {
    if (!isCurrent()) {
      clearInterval(timer);
      return;
    }
    const deadline = setTimeout(onLost, timeoutMs);
    client
      .query("SELECT 1")
      .then(() => clearTimeout(deadline))
      .catch(() => {
        clearTimeout(deadline);
        onLost();
      });
  }, intervalMs);
  timer.unref();
}
