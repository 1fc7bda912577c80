import { describe, expect, it } from "vitest";
import { slugify } from "@/lib/slug";

describe("slugify", () => {
  it("keeps the slugs of Latin names as they were", () => {
    expect(slugify("Qwen3.5-9B")).toBe("qwen3-5-9b");
    expect(slugify("Café Model")).toBe("cafe-model");
    expect(slugify("  --  ")).toBe("unnamed");
  });

  it("gives two different Japanese, Chinese or Cyrillic names two slugs (issue 24)", () => {
    const names = ["日本語モデル", "中文模型", "通义千问", "Модель", "Модел", "整数", "浮動小数点"];
    const slugs = names.map(slugify);
    expect(new Set(slugs).size).toBe(names.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugs).not.toContain("unnamed");
  });

  it("gives one name the same slug every time, whatever its Unicode form or case", () => {
    expect(slugify("日本語モデル")).toBe(slugify("日本語モデル"));
    expect(slugify("Ｍодель")).toBe(slugify("ｍодель"));
    expect(slugify("通义千问 2")).toMatch(/^2-[0-9a-f]{6}$/);
  });

  it("transliterates Cyrillic and keeps the hash, within 80 characters", () => {
    expect(slugify("Модель")).toMatch(/^model-[0-9a-f]{6}$/);
    expect(slugify("я".repeat(200)).length).toBeLessThanOrEqual(80);
  });
});
