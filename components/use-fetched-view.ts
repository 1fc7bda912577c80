import { useEffect, useReducer } from "react";
import { createFetchedViewState, reduceFetchedView } from "./fetched-view";

export type FetchedView<T> = {
  /** The wanted view's data; while the next one loads (or after it failed), the previous one's if kept. */
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
};

type Options<T> = {
  /** The view the page was rendered with: shown without a fetch. */
  initial?: { url: string; data: T };
  /** Keep the previous view on screen while the next one loads, or after it failed. */
  keepPrevious?: boolean;
  /** Reads the answer; throws an Error whose message the page shows. Defined once (module scope). */
  read: (response: Response) => Promise<T>;
};

/**
 * One view read from a GET route handler by its address (`url`; null: nothing to fetch): fetched
 * when the address changes, the request in flight aborted when it changes again, each view fetched
 * once per page. For the leaderboard and the calculator, which do without TanStack Query to keep
 * their first-load JavaScript small (docs/decisions/0008-pages-without-tanstack-query.md).
 */
export function useFetchedView<T>(
  url: string | null,
  { initial, keepPrevious = false, read }: Options<T>,
): FetchedView<T> {
  const [state, dispatch] = useReducer(reduceFetchedView<T>, undefined, () => createFetchedViewState(url, initial));
  // The address changed: the next render shows the new state at once (kept data, "fetching").
  if (state.url !== url) dispatch({ type: "wanted", url, keepPrevious });
  const pendingUrl = state.isFetching ? state.url : null;

  useEffect(() => {
    if (pendingUrl === null) return;
    const controller = new AbortController();
    fetch(pendingUrl, { signal: controller.signal })
      .then(async (response) => {
        const data = await read(response);
        if (!controller.signal.aborted) dispatch({ type: "loaded", url: pendingUrl, data });
      })
      .catch((cause: unknown) => {
        if (controller.signal.aborted) return;
        const error = cause instanceof Error ? cause : new Error(String(cause));
        dispatch({ type: "failed", url: pendingUrl, error, keepPrevious });
      });
    return () => controller.abort();
  }, [pendingUrl, read, keepPrevious]);

  return { data: state.data, error: state.error, isFetching: state.isFetching };
}
