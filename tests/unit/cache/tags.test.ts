import { describe, expect, it } from "vitest";
import { EVERYTHING, parseChangePayload } from "@/lib/cache/tags";

describe("the tags a change notification names", () => {
  it("reads the space-separated tags", () => {
    const tags = parseChangePayload("runs ranks run:abc model:qwen3-5-9b");
    expect(tags).toEqual(["runs", "ranks", "run:abc", "model:qwen3-5-9b"]);
  });

  it("takes an empty payload (an older server), or one naming everything, as everything", () => {
    expect(parseChangePayload("")).toEqual([EVERYTHING]);
    expect(parseChangePayload(undefined)).toEqual([EVERYTHING]);
    expect(parseChangePayload("runs *")).toEqual([EVERYTHING]);
  });
});
