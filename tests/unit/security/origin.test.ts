import { describe, expect, it } from "vitest";
import { checkSameOrigin } from "@/lib/security/origin";

const URL_SEEN = "http://127.0.0.1:3000/api/v1/admin/runs/abc/hide";
const check = (headers: Record<string, string>) => checkSameOrigin(new Headers(headers), URL_SEEN);

describe("checkSameOrigin", () => {
  it("accepts what a browser sends from the site's own pages", () => {
    expect(check({ "sec-fetch-site": "same-origin" })).toEqual({ ok: true });
    expect(check({ "sec-fetch-site": "same-origin", origin: "http://127.0.0.1:3000" })).toEqual({ ok: true });
    // Browsers without Fetch Metadata: the Origin decides.
    expect(check({ origin: "http://127.0.0.1:3000" })).toEqual({ ok: true });
    expect(check({ origin: "http://arena.test", host: "arena.test" })).toEqual({ ok: true });
    // Behind a TLS-terminating proxy that names the public origin.
    const origin = "https://arena.example";
    expect(check({ origin, "x-forwarded-proto": "https", "x-forwarded-host": "arena.example" })).toEqual({ ok: true });
    expect(check({ origin, "x-forwarded-proto": "https, http", host: "arena.example" })).toEqual({ ok: true });
  });

  it("refuses other sites, opaque origins and requests that say nothing, with a reason", () => {
    const refused: Array<[Record<string, string>, RegExp]> = [
      [{ "sec-fetch-site": "cross-site", origin: "http://evil.example" }, /cross-site/],
      [{ "sec-fetch-site": "same-site", origin: "http://127.0.0.1:8080" }, /same-site/],
      [{ "sec-fetch-site": "none" }, /none/],
      [{ origin: "http://127.0.0.1:8080" }, /another origin \(http:\/\/127\.0\.0\.1:8080\)/],
      [{ origin: "https://127.0.0.1:3000" }, /another origin/], // another scheme is another origin
      [{ origin: "http://evil.example", host: "127.0.0.1:3000" }, /another origin/],
      [{ origin: "null" }, /Origin: null/],
      [{}, /no Origin header/],
    ];
    for (const [headers, reason] of refused) {
      const verdict = check(headers);
      expect(verdict.ok, JSON.stringify(headers)).toBe(false);
      if (!verdict.ok) {
        expect(verdict.message).toMatch(reason);
        expect(verdict.message).toMatch(/API token/);
      }
    }
  });

  it("trusts the browser's Sec-Fetch-Site over a forwarded host an attacker cannot set cross-site anyway", () => {
    expect(check({ "sec-fetch-site": "cross-site", origin: "http://127.0.0.1:3000" }).ok).toBe(false);
  });
});
