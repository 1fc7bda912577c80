/**
 * A view's page (lib/routing/view-page.ts) renders the view its segment names, in the language of
 * its path, and answers the prerendered placeholder with a 404 before rendering anything.
 */
import { describe, expect, it } from "vitest";
import { PRERENDERED_PARAM } from "@/lib/cache/prerender";
import { calculatorView } from "@/lib/calculator/views";
import { defineViewPage } from "@/lib/routing/view-page";

const rendered: string[] = [];
const page = defineViewPage(calculatorView, {
  metadata: (locale) => ({ title: `calculator ${locale}` }),
  render: async (search, locale) => {
    rendered.push(`${locale} ${search.toString()}`);
    return null;
  },
});

/** The segment proxy.ts serves /calculator?<query> from. */
const segmentOf = (query: string) => calculatorView.toPath(new URLSearchParams(query))?.slice(1) ?? "";

describe("a view's page", () => {
  it("renders the view of its segment in the language of its path", async () => {
    rendered.length = 0;
    await page.Page({ params: Promise.resolve({ view: segmentOf("model=llama-3-8b&context=4096"), locale: "ja" }) });
    await page.Page({ params: Promise.resolve({ view: segmentOf("context=8192") }) });
    expect(rendered).toEqual(["ja context=4096&model=llama-3-8b", "en context=8192"]);
    expect(await page.generateMetadata({ params: Promise.resolve({ view: "x", locale: "ja" }) })).toEqual({
      title: "calculator ja",
    });
  });

  it("answers the prerendered placeholder and an unknown language with a 404, rendering nothing", async () => {
    rendered.length = 0;
    await expect(page.Page({ params: Promise.resolve({ view: PRERENDERED_PARAM, locale: "en" }) })).rejects.toThrow(
      /NEXT_HTTP_ERROR_FALLBACK;404/,
    );
    await expect(
      page.Page({ params: Promise.resolve({ view: segmentOf("context=8192"), locale: "xx" }) }),
    ).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(rendered).toEqual([]);
  });
});
