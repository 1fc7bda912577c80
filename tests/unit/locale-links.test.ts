/**
 * Links keep the page's language through next-intl's navigation APIs (lib/i18n/navigation.ts,
 * docs/decisions/0013-locales-in-the-path.md): a route or component that writes a locale prefix
 * itself (`/ja/models`, `/${locale}/models`) or links with next/link would send a Japanese reader
 * to an English page, or an English one to a redirect. And next-intl's `Link` from a server
 * component would read a request configuration the site has none of: server components take the
 * client one from components/locale-link.tsx.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";

const root = process.cwd();

function listSources(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((name) => {
    const relative = path.join(folder, name);
    if (statSync(path.join(root, relative)).isDirectory()) return listSources(relative);
    return /\.tsx?$/.test(name) ? [relative] : [];
  });
}

const SOURCES = [...listSources("app"), ...listSources("components")].map((file) => ({
  file,
  source: readFileSync(path.join(root, file), "utf8"),
}));

/** A string or template that starts with a locale segment: "/ja/…", `/ja?…`, `/${locale}/…`. */
const HAND_PREFIX = new RegExp(`["'\`]/(?:${LOCALES.join("|")}|\\$\\{\\s*\\w*[lL]ocale\\s*\\})(?=[/?#"'\`])`);

describe("locale links", () => {
  it("finds the sources it checks", () => {
    expect(SOURCES.length).toBeGreaterThan(100);
    expect(SOURCES.map(({ file }) => file)).toContain(path.join("components", "site-nav.tsx"));
  });

  it("no route or component writes a locale prefix itself", () => {
    const offenders = SOURCES.filter(({ source }) =>
      source.split("\n").some((line) => !/^\s*(\*|\/\/)/.test(line) && HAND_PREFIX.test(line)),
    ).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it("finds a hand-made prefix in the forms it takes", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    for (const line of ['href="/ja/models"', "href={`/${locale}/runs/${id}`}", 'action="/ja?x=1"', "`/en`"]) {
      expect(HAND_PREFIX.test(line), line).toBe(true);
    }
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    for (const line of ['href="/japan"', 'href="/models"', "`/runs/${id}`", 'lang="ja"']) {
      expect(HAND_PREFIX.test(line), line).toBe(false);
    }
  });

  it("links go through next-intl's Link, not next/link", () => {
    const offenders = SOURCES.filter(({ source }) => /from\s+"next\/link"/.test(source)).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it("server components take the client Link (components/locale-link.tsx)", () => {
    const offenders = SOURCES.filter(
      ({ source }) =>
        !/^["']use client["'];/m.test(source) &&
        /import\s*\{[^}]*\bLink\b[^}]*\}\s*from\s*"@\/lib\/i18n\/navigation"/.test(source),
    ).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
