import { describe, expect, it } from "vitest";
import { listCacheControlRules, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/i18n/locales";

const rules = listCacheControlRules();
const cacheControlOf = (source: string) => rules.findLast((rule) => rule.source === source)?.headers[0]?.value;

describe("Cache-Control rules of next.config.ts", () => {
  it("give every locale's pages the default locale's header", () => {
    const english = rules.filter((rule) => rule.source === "/" || /^\/(?!ja\/|ja$|\()/.test(rule.source));
    expect(english.length).toBeGreaterThan(20);
    for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
      expect(cacheControlOf(`/${locale}`)).toBe(PUBLIC_CACHE_CONTROL);
      for (const { source } of english.filter((rule) => rule.source !== "/")) {
        expect(cacheControlOf(`/${locale}${source}`), `/${locale}${source}`).toBe(cacheControlOf(source));
      }
    }
    expect(cacheControlOf("/ja/models/:path*")).toBe(PUBLIC_CACHE_CONTROL);
    expect(cacheControlOf("/ja/reports/new")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("start with a rule that keeps any other page, and a page not found, out of shared caches", () => {
    const first = rules[0];
    expect(first?.headers).toEqual([{ key: "Cache-Control", value: PRIVATE_CACHE_CONTROL }]);
    const pattern = new RegExp(`^${first?.source}$`);
    for (const path of ["/no-such-page", "/ja/no/such/page", "/"]) expect(pattern.test(path), path).toBe(true);
    for (const path of ["/_next/static/x.js", "/api/v1/x", "/apple-icon", "/feed.xml", "/runs/r/share.png"]) {
      expect(pattern.test(path), path).toBe(false);
    }
  });
});
