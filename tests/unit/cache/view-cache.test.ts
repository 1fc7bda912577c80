import { describe, expect, it } from "vitest";
import { createViewCache } from "@/lib/cache/view-cache";

/** A cache whose data version the test sets, and a loader that counts its reads. */
function setup(maxEntries = 10) {
  let version: number | null = 1;
  const cache = createViewCache<string>(maxEntries, () => version);
  let reads = 0;
  const read = (value: string) => () => {
    reads++;
    return Promise.resolve(`${value}@${reads}`);
  };
  return { cache, read, reads: () => reads, setVersion: (next: number | null) => (version = next) };
}

describe("the view cache", () => {
  it("serves a view from memory until the data version changes", async () => {
    const { cache, read, reads, setVersion } = setup();
    expect(await cache.get("default", read("page 1"))).toBe("page 1@1");
    expect(await cache.get("default", read("page 1"))).toBe("page 1@1");
    expect(reads()).toBe(1);
    setVersion(2);
    expect(await cache.get("default", read("page 1"))).toBe("page 1@2");
    expect(reads()).toBe(2);
  });

  it("reads the database every time while the version is unknown (listener down or caching off)", async () => {
    const { cache, read, reads, setVersion } = setup();
    setVersion(null);
    await cache.get("default", read("a"));
    await cache.get("default", read("a"));
    expect(reads()).toBe(2);
  });

  it("shares one read among concurrent requests for the same view", async () => {
    const { cache, read, reads } = setup();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get("default", read("a"))));
    expect(new Set(answers)).toEqual(new Set(["a@1"]));
    expect(reads()).toBe(1);
  });

  it("keeps no failed read, so the next request tries again", async () => {
    const { cache, read } = setup();
    await expect(cache.get("default", () => Promise.reject(new Error("connection refused")))).rejects.toThrow(
      "connection refused",
    );
    expect(await cache.get("default", read("a"))).toBe("a@1");
  });

  it("drops the least recently used view beyond its size", async () => {
    const { cache, read, reads } = setup(2);
    await cache.get("a", read("a"));
    await cache.get("b", read("b"));
    await cache.get("a", read("a"));
    await cache.get("c", read("c"));
    expect(cache.size()).toBe(2);
    await cache.get("a", read("a"));
    expect(reads()).toBe(3);
    await cache.get("b", read("b"));
    expect(reads()).toBe(4);
  });
});
