import { describe, expect, it } from "vitest";
import { buildMessagesMetadata, buildTitleMetadata } from "@/lib/discovery/page-metadata";
import en from "@/lib/i18n/messages/en/core.json";
import ja from "@/lib/i18n/messages/ja/core.json";

describe("buildMessagesMetadata", () => {
  const generateMetadata = buildMessagesMetadata("Models", "/models");

  it("titles and describes an index page from its namespace, in English at the unprefixed path", async () => {
    const metadata = await generateMetadata({ params: Promise.resolve({}) });
    expect(metadata.title).toBe(en.Models.title);
    expect(metadata.description).toBe(en.Models.metaDescription);
    expect(metadata.alternates?.canonical).toBe("/models");
  });

  it("answers in the page's language, with that language's canonical path", async () => {
    const metadata = await generateMetadata({ params: Promise.resolve({ locale: "ja" }) });
    expect(metadata.title).toBe(ja.Models.title);
    expect(metadata.description).toBe(ja.Models.metaDescription);
    expect(metadata.alternates?.canonical).toBe("/ja/models");
  });
});

describe("buildTitleMetadata", () => {
  const generateMetadata = buildTitleMetadata("SignIn");

  it("titles an account or admin page from its namespace in the page's language, and says nothing more", async () => {
    expect(await generateMetadata({ params: Promise.resolve({}) })).toEqual({ title: en.SignIn.title });
    expect(await generateMetadata({ params: Promise.resolve({ locale: "ja" }) })).toEqual({ title: ja.SignIn.title });
  });
});
