import { describe, expect, it } from "vitest";
import { localizeFieldErrors, readFormLocale } from "@/lib/i18n/form-locale";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("a server action's language", () => {
  it("is the form's locale field, or English without a known one", () => {
    expect(readFormLocale(formOf({ locale: "ja" }))).toBe("ja");
    expect(readFormLocale(formOf({ locale: "xx" }))).toBe("en");
    expect(readFormLocale(formOf({}))).toBe("en");
  });

  it("puts each field's catalogue message in place of the schema's words, and keeps the others", () => {
    expect(
      localizeFieldErrors({ reason: "Give a reason.", other: "Bad." }, { reason: "理由を入力してください。" }),
    ).toEqual({ reason: "理由を入力してください。", other: "Bad." });
  });
});
