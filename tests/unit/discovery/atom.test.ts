import { describe, expect, it } from "vitest";
import { buildAtomFeed, escapeXml } from "@/lib/discovery/atom";

const feed = (entries: Parameters<typeof buildAtomFeed>[0]["entries"]) =>
  buildAtomFeed({
    id: "https://arena.example/feed.xml",
    title: "Inference Arena: new runs",
    selfUrl: "https://arena.example/feed.xml",
    pageUrl: "https://arena.example/leaderboard",
    updated: new Date("2026-01-01T00:00:00Z"),
    author: "Inference Arena",
    entries,
  });

describe("buildAtomFeed", () => {
  it("dates the feed by its newest entry and keeps the entries' order", () => {
    const xml = feed([
      {
        id: "https://arena.example/runs/b",
        url: "https://arena.example/runs/b",
        title: "B",
        summary: "b",
        updated: new Date("2026-08-07T00:00:00Z"),
      },
      {
        id: "https://arena.example/runs/a",
        url: "https://arena.example/runs/a",
        title: "A",
        summary: "a",
        updated: new Date("2026-08-09T00:00:00Z"),
      },
    ]);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toMatch(/<\/author>\s*<entry>/);
    expect(xml.match(/<updated>([^<]+)<\/updated>/)?.[1]).toBe("2026-08-09T00:00:00.000Z");
    expect(xml.indexOf("/runs/b")).toBeLessThan(xml.indexOf("/runs/a"));
  });

  it("dates an empty feed by its own time", () => {
    expect(feed([]).match(/<updated>([^<]+)<\/updated>/)?.[1]).toBe("2026-01-01T00:00:00.000Z");
  });

  it("escapes markup in titles and summaries", () => {
    const xml = feed([
      {
        id: "https://arena.example/runs/x",
        url: "https://arena.example/runs/x?a=1&b=2",
        title: '<b>Model</b> & "quotes"',
        summary: "ok\u0001",
        updated: new Date("2026-08-07T00:00:00Z"),
      },
    ]);
    expect(xml).toContain("<title>&lt;b&gt;Model&lt;/b&gt; &amp; &quot;quotes&quot;</title>");
    expect(xml).toContain('href="https://arena.example/runs/x?a=1&amp;b=2"');
    expect(xml).toContain("<summary>ok</summary>");
  });
});

describe("escapeXml", () => {
  it("keeps tabs and newlines and drops the control characters XML cannot carry", () => {
    expect(escapeXml("a\tb\nc\u0000d\u001fe")).toBe("a\tb\ncde");
  });
});
