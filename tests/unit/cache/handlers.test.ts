/**
 * The two cache handlers Next.js loads (lib/cache/handlers), driven as Next.js drives them,
 * with the ledger the listener keeps (lib/cache/ledger.mjs) set by hand: what a change names is
 * dropped, the rest is served, and nothing is served while changes cannot be heard of.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import dataCacheHandler from "@/lib/cache/handlers/data-cache-handler.mjs";
import PageCacheHandler from "@/lib/cache/handlers/page-cache-handler.mjs";
import { invalidateTags, setLedgerTrusted } from "@/lib/cache/ledger.mjs";

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

/** A rendered page as Next.js hands it over: its data's tags in the x-next-cache-tags header. */
function renderedPage(html: string, tags: string[]) {
  return { kind: "APP_PAGE", html, rscData: Buffer.from("rsc"), headers: { "x-next-cache-tags": tags.join(",") } };
}

/** How Next.js asks for a page, renders it on a miss and stores it. */
async function serve(pages: PageCacheHandler, key: string, render: () => ReturnType<typeof renderedPage>) {
  const cached = await pages.get(key);
  if (cached) return { html: String(cached.value?.html), hit: true };
  const page = render();
  await pages.set(key, page, { cacheControl: { revalidate: 900, expire: 86_400 } });
  return { html: page.html, hit: false };
}

beforeEach(() => setLedgerTrusted(true));
afterEach(() => setLedgerTrusted(false));

describe("the page cache", () => {
  it("serves a page until a change names one of its tags, and only those pages", async () => {
    const pages = new PageCacheHandler();
    await serve(pages, "/runs/a", () => renderedPage("run a", ["run:a", "ranks"]));
    await serve(pages, "/hardware/x", () => renderedPage("hardware x", ["hardware:x"]));
    expect((await serve(pages, "/runs/a", () => renderedPage("run a, again", []))).hit).toBe(true);
    await tick();
    invalidateTags(["runs", "run:a", "model:m"]);
    const runPage = await serve(pages, "/runs/a", () => renderedPage("run a, hidden", ["run:a"]));
    expect(runPage).toEqual({ html: "run a, hidden", hit: false });
    const hardwarePage = await serve(pages, "/hardware/x", () => renderedPage("hardware x, again", []));
    expect(hardwarePage).toEqual({ html: "hardware x", hit: true });
  });

  it("drops a page whose data changed while it rendered", async () => {
    const pages = new PageCacheHandler();
    expect(await pages.get("/leaderboard")).toBeNull();
    await tick();
    // The change commits after the render read the database, before the page is stored.
    invalidateTags(["runs"]);
    await pages.set("/leaderboard", renderedPage("before the upload", ["runs"]), {});
    expect(await pages.get("/leaderboard")).toBeNull();
  });

  it("drops everything for a change too big to name, and when the listener connects again", async () => {
    const pages = new PageCacheHandler();
    await serve(pages, "/", () => renderedPage("home", ["runs"]));
    await tick();
    invalidateTags(["*"]);
    expect((await serve(pages, "/", () => renderedPage("home 2", ["runs"]))).hit).toBe(false);
    await tick();
    setLedgerTrusted(true);
    expect((await serve(pages, "/", () => renderedPage("home 3", ["runs"]))).hit).toBe(false);
  });

  it("neither stores nor serves anything while changes cannot be heard of", async () => {
    const pages = new PageCacheHandler();
    setLedgerTrusted(false);
    expect((await serve(pages, "/", () => renderedPage("home", ["runs"]))).hit).toBe(false);
    expect((await serve(pages, "/", () => renderedPage("home", ["runs"]))).hit).toBe(false);
    setLedgerTrusted(true);
    expect((await serve(pages, "/", () => renderedPage("home", ["runs"]))).hit).toBe(false);
  });
});

/** A "use cache" result as Next.js hands it to the handler. */
function entry(text: string, tags: string[]) {
  const value = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  const timestamp = performance.timeOrigin + performance.now();
  return { value, tags, stale: 30, timestamp, expire: 86_400, revalidate: 900 };
}

const read = async (key: string) => {
  const found = await dataCacheHandler.get(key, []);
  return found ? new Response(found.value).text() : undefined;
};

describe("the data cache", () => {
  it("serves a read until a change names one of its tags; each hit gets its own stream", async () => {
    await dataCacheHandler.set("getModel(m)", Promise.resolve(entry("model m", ["model:m"])));
    await dataCacheHandler.set("listHardware()", Promise.resolve(entry("hardware", ["runs"])));
    expect(await read("getModel(m)")).toBe("model m");
    expect(await read("getModel(m)")).toBe("model m");
    await tick();
    invalidateTags(["model:m"]);
    expect(await read("getModel(m)")).toBeUndefined();
    expect(await read("listHardware()")).toBe("hardware");
    const expiration = (tag: string) => dataCacheHandler.getExpiration([tag]);
    expect(await expiration("model:m")).toBeGreaterThan(await expiration("runs"));
  });

  it("serves nothing while changes cannot be heard of", async () => {
    await dataCacheHandler.set("listModels()", Promise.resolve(entry("models", ["runs"])));
    setLedgerTrusted(false);
    expect(await read("listModels()")).toBeUndefined();
  });
});

describe("the ledger of changes", () => {
  it("forgets the oldest tags past its bound, counting what was made before them as out of date", async () => {
    const pages = new PageCacheHandler();
    await serve(pages, "/runs/old", () => renderedPage("an old page", ["run:old"]));
    await tick();
    invalidateTags(["run:first"]);
    invalidateTags(Array.from({ length: 100_000 }, (_, i) => `run:${i}`));
    // "run:old" never changed, but the ledger no longer knows what changed before its bound.
    expect((await serve(pages, "/runs/old", () => renderedPage("rendered again", ["run:old"]))).hit).toBe(false);
    expect((await serve(pages, "/runs/old", () => renderedPage("rendered again", ["run:old"]))).hit).toBe(true);
  });
});
