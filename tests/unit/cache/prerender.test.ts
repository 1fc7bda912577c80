/**
 * The prerender ceremony of pages with a parameter (lib/cache/prerender.ts) is written once: each
 * public page with a parameter names the placeholder under exactly its own parameters through
 * prerenderOne, keeps `instant = false`, and no page writes the ceremony by hand.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isPlaceholder, PRERENDERED_PARAM, prerenderOne, skipPlaceholder } from "@/lib/cache/prerender";

const PUBLIC = path.join("app", "[locale]", "(public)");

function listPages(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return listPages(file);
    return entry.name === "page.tsx" ? [file] : [];
  });
}

function listSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return listSources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The parameters of a page below its locale: `[slug]/history/[precision]` -> slug, precision. */
const paramsOf = (file: string) => [...path.relative(PUBLIC, file).matchAll(/\[(\w+)\]/g)].map((match) => match[1]);

describe("the prerender helpers", () => {
  it("name the placeholder under each parameter, and a fresh list each call", () => {
    const generate = prerenderOne("slug", "page");
    expect(generate()).toEqual([{ slug: PRERENDERED_PARAM, page: PRERENDERED_PARAM }]);
    expect(generate()).not.toBe(generate());
  });

  it("answer the placeholder without reading, and read anything else", async () => {
    const read: string[] = [];
    const readModel = skipPlaceholder(async (slug: string) => {
      read.push(slug);
      return { slug };
    });
    expect(await readModel(PRERENDERED_PARAM)).toBeNull();
    expect(await readModel("llama-3-8b")).toEqual({ slug: "llama-3-8b" });
    expect(read).toEqual(["llama-3-8b"]);
    expect(isPlaceholder("a", PRERENDERED_PARAM)).toBe(true);
    expect(isPlaceholder("a", "b")).toBe(false);
  });
});

describe("pages with a parameter", () => {
  const pages = listPages(PUBLIC).filter((file) => paramsOf(file).length > 0);

  it("each prerender the placeholder through prerenderOne with exactly their parameters", () => {
    expect(pages.length).toBeGreaterThan(15);
    const wrong = pages.filter((file) => {
      const source = readFileSync(file, "utf8");
      const call = /export const generateStaticParams = prerenderOne\(([^)]*)\);/.exec(source);
      const names = call ? [...(call[1] ?? "").matchAll(/"(\w+)"/g)].map((match) => match[1]) : [];
      return names.join() !== paramsOf(file).join() || !/^export const instant = false;$/m.test(source);
    });
    expect(wrong).toEqual([]);
  });

  it("never write the ceremony by hand", () => {
    const handWritten = listSources(PUBLIC).filter((file) => {
      const source = readFileSync(file, "utf8");
      return /PRERENDERED_PARAM|listPrerenderedParams|function generateStaticParams|=== "_"/.test(source);
    });
    expect(handWritten).toEqual([]);
  });
});
