import { describe, expect, it } from "vitest";
import { shortenReviewNote } from "@/lib/reviews/note";

describe("shortenReviewNote", () => {
  it("keeps a short note as it is, on one line", () => {
    expect(shortenReviewNote("  Answers are\n empty.  ")).toBe("Answers are empty.");
  });

  it("cuts a long note at a word, within the length, with an ellipsis", () => {
    const note = "The ShareGPT answers repeat one token over and over: the model did not produce any text at all here.";
    const short = shortenReviewNote(note, 40);
    expect(short.length).toBeLessThanOrEqual(40);
    expect(short).toBe("The ShareGPT answers repeat one token…");
  });

  it("cuts a note without spaces (Japanese) at the length", () => {
    const note = "回答が同じトークンの繰り返しで、モデルは文章を出力していません。".repeat(4);
    const short = shortenReviewNote(note, 20);
    expect(short).toHaveLength(20);
    expect(short.endsWith("…")).toBe(true);
  });
});
