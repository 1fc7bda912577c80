import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readFontCodePoints, toDrawableText } from "@/lib/discovery/font-glyphs";

const GEIST = path.join(process.cwd(), "node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf");

describe("the share cards' glyphs", () => {
  const points = readFontCodePoints(readFileSync(GEIST));

  it("reads which characters the bundled font draws", () => {
    for (const char of "AZaz09 .,-·×é") expect(points.has(char.codePointAt(0)!), char).toBe(true);
    for (const char of ["日", "ア", "😀", "\u0000"]) expect(points.has(char.codePointAt(0)!), char).toBe(false);
    console.log(`[glyphs] Geist draws ${points.size} characters; □ ${points.has(0x25a1)}, ? ${points.has(0x3f)}`);
  });

  it("replaces each run of characters it cannot draw with one placeholder", () => {
    expect(toDrawableText("Qwen3 日本語モデル 🚀 FP8", points, "?")).toBe("Qwen3 ? ? FP8");
    expect(toDrawableText("a\u{1F468}\u200D\u{1F469}\u200D\u{1F467}b", points, "?")).toBe("a?b");
    expect(toDrawableText("line\nbreak\ttab", points, "?")).toBe("line break tab");
    expect(toDrawableText("Llama 3.1 70B · RTX 4090 × 2", points, "?")).toBe("Llama 3.1 70B · RTX 4090 × 2");
  });
});
