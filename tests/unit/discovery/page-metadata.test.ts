import { describe, expect, it } from "vitest";
import { buildMessagesMetadata, buildSubjectMetadata, buildTitleMetadata } from "@/lib/discovery/page-metadata";
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

describe("buildSubjectMetadata", () => {
  const organizations = new Map([["qwen", { slug: "qwen", name: "Qwen" }]]);
  const generateMetadata = buildSubjectMetadata(
    "Organization",
    async ({ slug }: { slug: string }) => organizations.get(slug) ?? null,
    (organization, locale) => ({
      title: `${organization.name} (${locale})`,
      description: `About ${organization.name}`,
      path: `/organizations/${organization.slug}`,
    }),
  );

  it("describes the thing its parameters name, at its path in the page's language", async () => {
    const metadata = await generateMetadata({ params: Promise.resolve({ slug: "qwen", locale: "ja" }) });
    expect(metadata.title).toBe("Qwen (ja)");
    expect(metadata.description).toBe("About Qwen");
    expect(metadata.alternates?.canonical).toBe("/ja/organizations/qwen");
  });

  it("titles a page about nothing with its namespace's notFound message, and nothing more", async () => {
    expect(await generateMetadata({ params: Promise.resolve({ slug: "nobody" }) })).toEqual({
      title: en.Organization.notFound,
    });
    expect(await generateMetadata({ params: Promise.resolve({ slug: "nobody", locale: "ja" }) })).toEqual({
      title: ja.Organization.notFound,
    });
  });
});
