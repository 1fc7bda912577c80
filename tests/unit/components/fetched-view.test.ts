import { describe, expect, it } from "vitest";
import { createFetchedViewState, reduceFetchedView, type FetchedViewState } from "@/components/fetched-view";

type Rows = { rows: string[] };
const FIRST = "/api/v1/leaderboard";
const SECOND = "/api/v1/leaderboard?precision=BF16";
const THIRD = "/api/v1/leaderboard?precision=FP8";
const first: Rows = { rows: ["qwen3-5-4b on rtx-3090"] };
const second: Rows = { rows: ["llama-3-8b on dgx-spark"] };

const want = (state: FetchedViewState<Rows>, url: string | null, keepPrevious = true) =>
  reduceFetchedView(state, { type: "wanted", url, keepPrevious });
const load = (state: FetchedViewState<Rows>, url: string, data: Rows) =>
  reduceFetchedView(state, { type: "loaded", url, data });
const fail = (state: FetchedViewState<Rows>, url: string, keepPrevious = true) =>
  reduceFetchedView(state, { type: "failed", url, error: new Error("HTTP 503"), keepPrevious });

describe("a fetched view", () => {
  it("shows the view the page was rendered with, without a fetch", () => {
    const state = createFetchedViewState(FIRST, { url: FIRST, data: first });
    expect(state).toMatchObject({ url: FIRST, data: first, error: null, isFetching: false });
  });

  it("fetches a view the page did not bring, and one asked for without any", () => {
    expect(createFetchedViewState(SECOND, { url: FIRST, data: first })).toMatchObject({
      data: undefined,
      isFetching: true,
    });
    expect(createFetchedViewState<Rows>(SECOND)).toMatchObject({ data: undefined, isFetching: true });
  });

  it("keeps the previous rows on screen while the next view loads, then shows it", () => {
    const loading = want(createFetchedViewState(FIRST, { url: FIRST, data: first }), SECOND);
    expect(loading).toMatchObject({ url: SECOND, data: first, dataUrl: FIRST, isFetching: true });
    expect(load(loading, SECOND, second)).toMatchObject({ data: second, dataUrl: SECOND, isFetching: false });
  });

  it("shows nothing while the next view loads when the previous one is not to be kept", () => {
    const loading = want(createFetchedViewState(FIRST, { url: FIRST, data: first }), SECOND, false);
    expect(loading).toMatchObject({ data: undefined, dataUrl: null, isFetching: true });
  });

  it("shows a view loaded before at once, without a fetch", () => {
    let state = createFetchedViewState(FIRST, { url: FIRST, data: first });
    state = load(want(state, SECOND), SECOND, second);
    expect(want(state, FIRST)).toMatchObject({ data: first, isFetching: false });
    expect(want(want(state, FIRST), SECOND)).toMatchObject({ data: second, isFetching: false });
  });

  it("does not show a view that arrives after another was asked for, but keeps it for later", () => {
    let state = want(createFetchedViewState(FIRST, { url: FIRST, data: first }), SECOND);
    state = want(state, THIRD);
    state = load(state, SECOND, second);
    expect(state).toMatchObject({ url: THIRD, data: first, isFetching: true });
    expect(want(state, SECOND)).toMatchObject({ data: second, isFetching: false });
  });

  it("reports a failure of the wanted view, with the previous rows if kept, and ignores an old one's", () => {
    const loading = want(createFetchedViewState(FIRST, { url: FIRST, data: first }), SECOND);
    expect(fail(loading, SECOND)).toMatchObject({ data: first, isFetching: false, error: new Error("HTTP 503") });
    expect(fail(loading, SECOND, false)).toMatchObject({ data: undefined, isFetching: false });
    expect(fail(loading, THIRD)).toBe(loading);
    // Asking for another view clears the error.
    expect(want(fail(loading, SECOND), THIRD)).toMatchObject({ error: null, isFetching: true });
  });

  it("is idle without an address: nothing shown, nothing fetched", () => {
    expect(createFetchedViewState<Rows>(null)).toMatchObject({ data: undefined, error: null, isFetching: false });
    const idle = want(want(createFetchedViewState(FIRST, { url: FIRST, data: first }), SECOND), null);
    expect(idle).toMatchObject({ url: null, data: undefined, isFetching: false });
  });
});
