import type pg from "pg";

/**
 * A silent network failure leaves a socket open but dead: a query every `intervalMs` finds out.
 * `onLost` is called when one fails or takes longer than `timeoutMs`; the heartbeat stops by
 * itself once `isCurrent` says the client has been replaced. A beat is skipped while the last one
 * is still out: two queries at once on one client are queued by pg, which warns that this is
 * deprecated.
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
  let beating = false;
  const timer = setInterval(() => {
    if (!isCurrent()) {
      clearInterval(timer);
      return;
    }
    if (beating) return;
    beating = true;
    const deadline = setTimeout(onLost, timeoutMs);
    client
      .query("SELECT 1")
      .then(() => clearTimeout(deadline))
      .catch(() => {
        clearTimeout(deadline);
        onLost();
      })
      .finally(() => {
        beating = false;
      });
  }, intervalMs);
  timer.unref();
}
