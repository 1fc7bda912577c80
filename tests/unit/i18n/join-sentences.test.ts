import { describe, expect, it } from "vitest";
import { joinSentences } from "@/lib/i18n/fill";
import { en, ja } from "@/lib/i18n/messages";

describe("sentences joined into one paragraph", () => {
  it("have a space between them in English and none in Japanese, whose sentences end in 。", () => {
    const parts = (messages: typeof en) => [messages.RunProfile.speedNotQuality, messages.RunProfile.speedNotQuality];
    expect(joinSentences("en", parts(en))).toBe(`${en.RunProfile.speedNotQuality} ${en.RunProfile.speedNotQuality}`);
    expect(joinSentences("ja", parts(ja))).toBe(`${ja.RunProfile.speedNotQuality}${ja.RunProfile.speedNotQuality}`);
    expect(joinSentences("ja", parts(ja))).not.toContain("。 ");
  });

  it("leave out a sentence that is missing, without a double space", () => {
    expect(joinSentences("en", ["Measured on 2026-08-07.", null, "", undefined, "Speed, not quality."])).toBe(
      "Measured on 2026-08-07. Speed, not quality.",
    );
  });
});
