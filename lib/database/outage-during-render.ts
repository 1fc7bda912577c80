/**
 * A page whose render loses the database half-way. While the database is down, proxy.ts answers
 * every page request with a 503 and a clear message, but only requests that arrive after the
 * outage was noticed: a render already past the proxy fails on its next query, and Next.js
 * answers a failed page render with a bare 500 (the App Router offers a page no 503). So such a
 * render sends the browser to ask again, a 307 to the same address, which the proxy answers with
 * its 503 (or the page, if the database is back by then). The soak found these 500s: a handful
 * of the pages in flight each time PostgreSQL stopped.
 *
 * Only page renders: route handlers answer their own 503 (lib/http.ts), and scripts, the upload
 * worker and server actions see the error itself. The redirect waits until the health watcher
 * (lib/database/health.ts) has noticed the outage, so the second request cannot come back
 * here; when it does not notice (one broken connection, a pool timeout under load) the error
 * stands, and the page answers 500 as before.
 */
import { isDatabaseReachable } from "@/lib/database/health";
import { isDatabaseUnavailable } from "@/lib/database/errors";

/** The watcher notices a shutdown at once, a silent failure within a heartbeat and its timeout. */
export const NOTICE_WAIT_MS = 4_000;
const POLL_MS = 50;

/** What Next.js keeps about the request being served (its work-unit store), as far as read here. */
type WorkUnit = { type?: string; phase?: string; url?: { pathname?: string; search?: string } } | undefined;

/** The address of the page being rendered in this request, or null outside a page render. */
async function findRenderedPage(): Promise<string | null> {
  let store: WorkUnit;
  try {
    // Next's own store for the request (what headers() reads): it tells a page render from a
    // route handler or a server action ("action" phase) and knows the address.
    const { workUnitAsyncStorage } = await import("next/dist/server/app-render/work-unit-async-storage.external");
    store = workUnitAsyncStorage.getStore() as WorkUnit;
  } catch {
    return null; // not in a Next.js server
  }
  if (store?.type !== "request" || store.phase !== "render" || !store.url?.pathname) return null;
  return `${store.url.pathname}${store.url.search ?? ""}`;
}

async function waitForOutageNoticed(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isDatabaseReachable()) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return true;
}

/**
 * Called with every error of a database query: in a page render that lost the database, throws
 * Next's redirect to the same address; otherwise returns and the caller throws `error`.
 */
export async function redirectRenderOnOutage(error: unknown, waitMs = NOTICE_WAIT_MS): Promise<void> {
  if (!isDatabaseUnavailable(error)) return;
  const page = await findRenderedPage();
  if (!page || !(await waitForOutageNoticed(waitMs))) return;
  const { redirect } = await import("next/navigation");
  redirect(page);
}
