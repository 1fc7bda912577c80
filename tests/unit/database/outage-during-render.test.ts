/**
 * A page render that loses the database is sent back through the proxy (a 307 to the same
 * address), where the 503 with its message is answered; nothing else is redirected. Next's own
 * request store is used as Next fills it for a page render and for a route handler.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

// Next's server provides this global before its stores are created; so does this test.
await vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import("node:async_hooks");
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
  // The health watcher's state, as lib/database/health.ts keeps it: started, database down.
  (globalThis as { arenaDatabaseHealth?: unknown }).arenaDatabaseHealth = {
    reachable: false,
    started: true,
    client: null,
  };
});

import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";
import { redirectRenderOnOutage } from "@/lib/database/outage-during-render";

const health = (globalThis as unknown as { arenaDatabaseHealth: { reachable: boolean } }).arenaDatabaseHealth;

/** The errors the server logged for pages in flight when PostgreSQL stopped (npm run soak, phase B). */
const terminated = Object.assign(new Error("terminating connection due to administrator command"), {
  name: "DriverAdapterError",
  cause: { originalCode: "57P01", kind: "postgres", code: "57P01" },
});
const shuttingDown = Object.assign(new Error("the database system is shutting down"), {
  name: "DriverAdapterError",
  cause: { originalCode: "57P03", kind: "postgres", code: "57P03" },
});

function inRequest<T>(phase: "render" | "action", work: () => Promise<T>): Promise<T> {
  const store = { type: "request", phase, url: { pathname: "/models/qwen3-5-9b", search: "?precision=bf16" } };
  return workUnitAsyncStorage.run(store as never, work);
}

const digestOf = (error: unknown) => (error as { digest?: string }).digest ?? String(error);

afterEach(() => {
  health.reachable = false;
});

describe("a page render that loses the database", () => {
  it("is redirected to its own address (307), where the proxy answers 503", async () => {
    for (const error of [terminated, shuttingDown]) {
      const thrown = await inRequest("render", () => redirectRenderOnOutage(error)).catch((caught) => caught);
      expect(digestOf(thrown)).toMatch(/^NEXT_REDIRECT;\w+;\/models\/qwen3-5-9b\?precision=bf16;307;/);
    }
  });

  it(
    "waits for the health watcher to notice the outage first, " + "so the second request meets the proxy's 503",
    async () => {
      health.reachable = true;
      setTimeout(() => (health.reachable = false), 150);
      const started = performance.now();
      const thrown = await inRequest("render", () => redirectRenderOnOutage(terminated, 2_000)).catch(
        (caught) => caught,
      );
      expect(digestOf(thrown)).toMatch(/^NEXT_REDIRECT;/);
      expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    },
  );

  it(
    "keeps the error when the watcher still reaches the database " + "(one broken connection): no redirect loop",
    async () => {
      health.reachable = true;
      await expect(inRequest("render", () => redirectRenderOnOutage(terminated, 200))).resolves.toBeUndefined();
    },
  );
});

describe("everything else keeps its error", () => {
  it("a route handler (it answers its own 503), a script, or an error that is not an outage", async () => {
    await expect(inRequest("action", () => redirectRenderOnOutage(terminated))).resolves.toBeUndefined();
    await expect(redirectRenderOnOutage(terminated)).resolves.toBeUndefined();
    const bug = new TypeError("Cannot read properties of undefined (reading 'map')");
    await expect(inRequest("render", () => redirectRenderOnOutage(bug))).resolves.toBeUndefined();
  });
});
