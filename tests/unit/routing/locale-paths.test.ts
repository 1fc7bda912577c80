import { describe, expect, it } from "vitest";
import {
  isLocalizedPath,
  localizePath,
  splitLocale,
  switchLocale,
  toLocaleRoutePath,
} from "@/lib/routing/locale-paths";

describe("the locale in a page's path", () => {
  it("reads Japanese from its prefix and English from no prefix", () => {
    expect(splitLocale("/ja/leaderboard")).toEqual({ locale: "ja", path: "/leaderboard", prefixed: true });
    expect(splitLocale("/ja")).toEqual({ locale: "ja", path: "/", prefixed: true });
    expect(splitLocale("/leaderboard")).toEqual({ locale: "en", path: "/leaderboard", prefixed: false });
    // A page whose first segment merely starts like a locale is no locale.
    expect(splitLocale("/japan")).toEqual({ locale: "en", path: "/japan", prefixed: false });
    expect(splitLocale("/")).toEqual({ locale: "en", path: "/", prefixed: false });
  });

  it("serves each page from its route under app/[locale]", () => {
    expect(toLocaleRoutePath("en", "/")).toBe("/en");
    expect(toLocaleRoutePath("ja", "/runs/abc/matrix")).toBe("/ja/runs/abc/matrix");
  });

  it("leaves the API, feeds and metadata routes unprefixed", () => {
    expect(isLocalizedPath("/api/v1/me")).toBe(false);
    expect(isLocalizedPath("/sitemap.xml")).toBe(false);
    expect(isLocalizedPath("/opengraph-image")).toBe(false);
    expect(isLocalizedPath("/runs/abc/export.json")).toBe(true);
  });

  it("links a page in Japanese under /ja, in English as it is, and never prefixes twice", () => {
    expect(localizePath("ja", "/models/qwen")).toBe("/ja/models/qwen");
    expect(localizePath("ja", "/")).toBe("/ja");
    expect(localizePath("ja", "/?x=1")).toBe("/ja?x=1");
    expect(localizePath("ja", "/ja/models")).toBe("/ja/models");
    expect(localizePath("en", "/models")).toBe("/models");
    expect(localizePath("ja", "/api/v1/leaderboard.csv")).toBe("/api/v1/leaderboard.csv");
    expect(localizePath("ja", "https://github.com/x")).toBe("https://github.com/x");
    expect(localizePath("ja", "#top")).toBe("#top");
  });

  it("switches language on the same page, keeping its query", () => {
    expect(switchLocale("ja", "/leaderboard?sort=throughput&page=2")).toBe("/ja/leaderboard?sort=throughput&page=2");
    expect(switchLocale("en", "/ja/leaderboard?sort=throughput")).toBe("/leaderboard?sort=throughput");
    expect(switchLocale("en", "/ja")).toBe("/");
    expect(switchLocale("ja", "/")).toBe("/ja");
  });
});
