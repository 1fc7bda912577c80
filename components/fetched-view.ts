/**
 * The state of a view the browser fetches by its address (useFetchedView): which one is wanted,
 * what is on screen, and the views already loaded. A reducer, apart from the hook, so that it can
 * be tested without a browser. Pure.
 */

export type FetchedViewState<T> = {
  /** The address of the view wanted now; null when there is nothing to fetch. */
  url: string | null;
  /** What is on screen: the wanted view's data, or while it loads (or failed) the previous one's if kept. */
  data: T | undefined;
  /** The address `data` was read from. */
  dataUrl: string | null;
  error: Error | null;
  /** True from asking for a view not loaded yet until it arrives or fails. */
  isFetching: boolean;
  /** Every view loaded so far, by address: going back to one shows it at once, without a fetch. */
  loaded: ReadonlyMap<string, T>;
};

export type FetchedViewEvent<T> =
  | { type: "wanted"; url: string | null; keepPrevious: boolean }
  | { type: "loaded"; url: string; data: T }
  | { type: "failed"; url: string; error: Error; keepPrevious: boolean };

/** The first state: the view the server rendered with (`initial`), or nothing yet. */
export function createFetchedViewState<T>(url: string | null, initial?: { url: string; data: T }): FetchedViewState<T> {
  const loaded = new Map<string, T>(initial ? [[initial.url, initial.data]] : []);
  const base = { url, data: undefined, dataUrl: null, error: null, isFetching: false, loaded };
  return reduceFetchedView<T>(base, { type: "wanted", url, keepPrevious: false });
}

export function reduceFetchedView<T>(state: FetchedViewState<T>, event: FetchedViewEvent<T>): FetchedViewState<T> {
  switch (event.type) {
    case "wanted": {
      const { url, keepPrevious } = event;
      if (url === null) return { ...state, url, data: undefined, dataUrl: null, error: null, isFetching: false };
      if (state.loaded.has(url)) {
        return { ...state, url, data: state.loaded.get(url), dataUrl: url, error: null, isFetching: false };
      }
      const kept = keepPrevious ? { data: state.data, dataUrl: state.dataUrl } : { data: undefined, dataUrl: null };
      return { ...state, url, ...kept, error: null, isFetching: true };
    }
    case "loaded": {
      const loaded = new Map(state.loaded).set(event.url, event.data);
      // A view that arrives after another was asked for is kept for later, not shown.
      if (event.url !== state.url) return { ...state, loaded };
      return { ...state, loaded, data: event.data, dataUrl: event.url, error: null, isFetching: false };
    }
    case "failed": {
      if (event.url !== state.url) return state;
      const kept = event.keepPrevious
        ? { data: state.data, dataUrl: state.dataUrl }
        : { data: undefined, dataUrl: null };
      return { ...state, ...kept, error: event.error, isFetching: false };
    }
  }
}
