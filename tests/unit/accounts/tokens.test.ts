import { describe, expect, it } from "vitest";
import { TOKEN_PREFIX, generateApiToken, hashApiToken, parseBearerToken } from "@/lib/accounts/tokens";

describe("generateApiToken", () => {
  it("makes a recognisable token and stores only its SHA-256 hash", () => {
    const { token, tokenHash, prefix } = generateApiToken();
    expect(TOKEN_PREFIX).toBe("arena_");
    expect(token).toMatch(/^arena_[A-Za-z0-9_-]{43}$/);
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash).not.toBe(token);
    expect(tokenHash).not.toContain(token.slice(TOKEN_PREFIX.length));
    expect(tokenHash).toBe(hashApiToken(token));
    // The prefix shown in the token list identifies the token without revealing it.
    expect(prefix).toBe(token.slice(0, 12));
    expect(token.startsWith(prefix)).toBe(true);
  });

  it("never repeats a token", () => {
    const tokens = Array.from({ length: 50 }, () => generateApiToken().token);
    expect(new Set(tokens).size).toBe(50);
  });
});

describe("hashApiToken", () => {
  it("is the SHA-256 of the token, so a presented token finds its stored hash", () => {
    expect(hashApiToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(hashApiToken("arena_a")).not.toBe(hashApiToken("arena_b"));
  });
});

describe("parseBearerToken", () => {
  it.each([
    ["Bearer arena_abc", "arena_abc"],
    ["bearer arena_abc", "arena_abc"],
    ["BEARER arena_abc", "arena_abc"],
    ["Bearer   arena_abc  ", "arena_abc"],
  ])("reads %j", (header, token) => {
    expect(parseBearerToken(header)).toBe(token);
  });

  it.each([
    ["another scheme", "Basic dXNlcjpwYXNz"],
    ["an empty header", ""],
    ["no header", null],
    ["the scheme alone", "Bearer"],
    ["the scheme and spaces", "Bearer   "],
    ["extra words", "Bearer arena_abc extra"],
    ["a token without the scheme", "arena_abc"],
  ])("refuses %s", (_case, header) => {
    expect(parseBearerToken(header)).toBeNull();
  });
});
