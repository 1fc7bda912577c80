import { describe, expect, it } from "vitest";
import { toSafeCallbackPath, toSameOriginUrl } from "@/lib/accounts/callback-url";

/** Every way seen to make "a path" leave the site. */
const HOSTILE = [
  "//evil.example/x",
  "/\\evil.example/x",
  "\\\\evil.example/x",
  "/%2F%2Fevil.example/x",
  "/%2f%5cevil.example",
  "/%5Cevil.example",
  "https://evil.example",
  "http:evil.example",
  "javascript:alert(1)",
  "JavaScript:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "/\t/evil.example",
  "/\n/evil.example",
  "/ /evil.example",
  "/..//evil.example",
  "/./..//evil.example",
  "evil.example",
  "",
  "/%E0%A4%A", // malformed escape
];

describe("callback URLs after sign-in", () => {
  it("never leave the site", () => {
    for (const value of HOSTILE) expect(toSafeCallbackPath(value, "/upload"), JSON.stringify(value)).toBe("/upload");
    expect(toSafeCallbackPath(undefined, "/upload")).toBe("/upload");
    expect(toSafeCallbackPath(["/runs"], "/upload")).toBe("/upload");
  });

  it("keep a path of this site, with its query and fragment", () => {
    expect(toSafeCallbackPath("/account/tokens")).toBe("/account/tokens");
    const withQuery = "/leaderboard?model=qwen3.5-9b&sort=score#top";
    expect(toSafeCallbackPath(withQuery)).toBe(withQuery);
    expect(toSafeCallbackPath("/runs/../admin/review")).toBe("/admin/review");
  });

  it("hold for Auth.js's redirect callback: other origins land on the front page", () => {
    const base = "http://arena.test";
    expect(toSameOriginUrl("/upload", base)).toBe("http://arena.test/upload");
    expect(toSameOriginUrl("http://arena.test/runs/x?y=1", base)).toBe("http://arena.test/runs/x?y=1");
    const lookAlikes = ["http://arena.test.evil.example/x", "http://arena.test:8080/x", "https://arena.test/x"];
    for (const value of [...HOSTILE, ...lookAlikes]) {
      const target = new URL(toSameOriginUrl(value, base));
      expect(target.origin, JSON.stringify(value)).toBe(base);
      expect(target.pathname.startsWith("//"), JSON.stringify(value)).toBe(false);
    }
  });
});
