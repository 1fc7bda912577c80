import { describe, expect, it } from "vitest";
import { buildBreadcrumbJsonLd, buildDatasetJsonLd, serializeJsonLd } from "@/lib/discovery/json-ld";

const SITE = { name: "Inference Arena", url: "https://arena.example/" };

const leaderboard = buildDatasetJsonLd(
  {
    name: "Inference Arena leaderboard",
    description: "Self-hosted LLM inference runs, measured.",
    url: "https://arena.example/leaderboard",
    dateModified: new Date("2026-08-07T00:00:00Z"),
    keywords: ["LLM inference"],
    distributions: [
      { url: "https://arena.example/api/v1/leaderboard.csv", encodingFormat: "text/csv" },
      { url: "https://arena.example/runs/abc/export.json", encodingFormat: "application/json" },
    ],
  },
  SITE,
);

describe("buildDatasetJsonLd", () => {
  it("has the schema.org Dataset fields search engines require and recommend", () => {
    expect(leaderboard).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Dataset",
      name: "Inference Arena leaderboard",
      description: "Self-hosted LLM inference runs, measured.",
      url: "https://arena.example/leaderboard",
      dateModified: "2026-08-07T00:00:00.000Z",
      isAccessibleForFree: true,
      creator: { "@type": "Organization", name: "Inference Arena" },
    });
  });

  it("lists each export as a DataDownload with its media type", () => {
    expect(leaderboard.distribution).toEqual([
      {
        "@type": "DataDownload",
        contentUrl: "https://arena.example/api/v1/leaderboard.csv",
        encodingFormat: "text/csv",
      },
      {
        "@type": "DataDownload",
        contentUrl: "https://arena.example/runs/abc/export.json",
        encodingFormat: "application/json",
      },
    ]);
  });
});

describe("buildBreadcrumbJsonLd", () => {
  it("numbers the trail from 1, outermost first", () => {
    const trail = buildBreadcrumbJsonLd([
      { name: "Inference Arena", url: "https://arena.example/" },
      { name: "Models", url: "https://arena.example/models" },
      { name: "Qwen3.5-9B", url: "https://arena.example/models/qwen3-5-9b" },
    ]);
    expect(trail["@type"]).toBe("BreadcrumbList");
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Inference Arena", item: "https://arena.example/" },
      { "@type": "ListItem", position: 2, name: "Models", item: "https://arena.example/models" },
      { "@type": "ListItem", position: 3, name: "Qwen3.5-9B", item: "https://arena.example/models/qwen3-5-9b" },
    ]);
  });
});

describe("serializeJsonLd", () => {
  it("is valid JSON that reads back to the same data", () => {
    expect(JSON.parse(serializeJsonLd(leaderboard))).toEqual(leaderboard);
  });

  it("cannot close its script element or open a comment, whatever a name holds", () => {
    const hostile = { name: "</script><script>alert(1)</script><!-- & \u2028 \u2029" };
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text.toLowerCase()).not.toContain("</script");
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
