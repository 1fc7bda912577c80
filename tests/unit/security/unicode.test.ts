import { describe, expect, it } from "vitest";
import { parsePythonJson } from "@/lib/ingest/json";
import { findLoneSurrogate, hasLoneSurrogate, mayHoldLoneSurrogate } from "@/lib/security/unicode";

describe("lone surrogates", () => {
  it("tells a lone surrogate from a pair", () => {
    expect(hasLoneSurrogate("a\ud800b")).toBe(true);
    expect(hasLoneSurrogate("a\udc00")).toBe(true);
    expect(hasLoneSurrogate("😀 日本語")).toBe(false);
  });

  it("names the path of the first string or key that holds one", () => {
    expect(findLoneSurrogate({ a: [1, { b: "ok" }, { c: "x\ud800" }] })).toBe("a.2.c");
    expect(findLoneSurrogate({ tags: { "k\udfff": 1 } })).toBe("tags.(key)");
    expect(findLoneSurrogate("\ud800")).toBe("(body)");
    expect(findLoneSurrogate({ name: "Qwen 😀" })).toBeNull();
  });

  it("is refused by the JSON reader of uploads, naming the path", () => {
    expect(() => parsePythonJson('{"model": {"name": "Q\\ud800"}}')).toThrow(/lone UTF-16 surrogate/);
    expect(parsePythonJson('{"name": "\\ud83d\\ude00"}')).toEqual({ name: "😀" });
    expect(mayHoldLoneSurrogate('{"name": "plain"}')).toBe(false);
  });
});
