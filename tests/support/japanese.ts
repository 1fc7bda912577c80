/**
 * Checks that a page shown in Japanese says nothing in English that the catalogues translate
 * (lib/i18n/messages): shared by tests/e2e/japanese*.test.ts, one file per area of the site.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { en, ja } from "@/lib/i18n/messages";

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ""): Array<[string, string]> {
  return Object.entries(catalogue).flatMap(([key, value]): Array<[string, string]> => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[name, value]] : flatten(value, name);
  });
}

const japanese = new Map(flatten(ja));
/**
 * English UI strings a Japanese page must not show: those whose Japanese differs, longer than 3
 * characters, without ICU arguments (their text around the figures is checked by the pages' own tests),
 * and not a single lower-case word: "pending" or "hidden" is also an API value or a word of tool output.
 */
const ENGLISH_ONLY = flatten(en)
  .filter(([key, text]) => japanese.get(key) !== text && text.length > 3 && !text.includes("{"))
  .filter(([, text]) => !/^[a-z]+$/.test(text))
  .map(([key, text]) => ({ key, text }));

/**
 * What reads the same in every language: code (commands, field names, tool output), what is marked
 * `translate="no"`, and the names of models, hardware, organizations and contributors, which are
 * links to their pages (a run's link names its model; the leaderboard's "run details" stays checked),
 * the runs of the admins' review queue, which are links to their review pages, and what a link
 * says only to screen readers, which names its row ("of Qwen3.5-9B BF16 on …").
 * Other browser tests upload runs named "E2E-Review-…" on "HT-… Accelerator" hardware.
 */
const UNTRANSLATED = [
  "code",
  "pre",
  "kbd",
  "samp",
  '[translate="no"]',
  'a[href*="/models/"]',
  'a[href*="/hardware/"]',
  'a[href*="/organizations/"]',
  'a[href*="/contributors/"]',
  'a[href*="/admin/review/"]',
  'a[href*="/runs/"]:not(.cell-sub):not([href$="/matrix"])',
  "a .visually-hidden",
].join(", ");

/** The UI text a visitor sees: hidden parts (a closed menu's, React's kept-away pages') and UNTRANSLATED excluded. */
export const readVisibleText = (page: Page) =>
  page.evaluate((untranslated) => {
    const hidden = [...document.querySelectorAll<HTMLElement>(untranslated)];
    // A select's options are in its innerText whatever their style: they are taken out and put back.
    const options = hidden.filter((element) => element instanceof HTMLOptionElement);
    const places = options.map((option) => ({
      option,
      parent: option.parentNode,
      next: option.nextSibling,
      selected: (option as HTMLOptionElement).selected,
    }));
    for (const option of options) option.remove();
    const others = hidden.filter((element) => !(element instanceof HTMLOptionElement));
    const displays = others.map((element) => element.style.display);
    for (const element of others) element.style.display = "none";
    const text = document.body.innerText;
    others.forEach((element, index) => {
      element.style.display = displays[index] ?? "";
    });
    for (const { option, parent, next, selected } of places.reverse()) {
      parent?.insertBefore(option, next);
      if (selected) (option as HTMLOptionElement).selected = true;
    }
    return text;
  }, UNTRANSLATED);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each English message as a whole-word pattern: "Reason" is not found in "Reasoning". */
const PATTERNS = ENGLISH_ONLY.map(({ key, text }) => ({
  label: `${key}: ${text}`,
  pattern: new RegExp(`(?<![A-Za-z])${escapeRegExp(text)}(?![A-Za-z])`),
}));

/** The English messages, as "Namespace.key: text", that this text shows as whole words. */
export function findEnglish(text: string): string[] {
  return PATTERNS.filter(({ pattern }) => pattern.test(text)).map(({ label }) => label);
}

/** The address of `path` in Japanese: `/` is `/ja`, `/models?x=1` is `/ja/models?x=1`. */
export const inJapanese = (path: string) => `/ja${path === "/" ? "" : path}`;

/**
 * Opens `path` in Japanese and checks what a Japanese reader gets: the status, `<html lang="ja">`,
 * the reference site's nav, and no translated English message anywhere on the page.
 */
export async function expectJapaneseOnly(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(inJapanese(path));
  expect(response?.status(), path).toBe(status);
  // A 404's document is rendered in the browser (Next.js sends an empty shell): wait for the nav first.
  const nav = page.getByRole("navigation", { name: "メイン" });
  await nav.waitFor({ state: "attached" });
  expect(await page.locator("html").getAttribute("lang")).toBe("ja");
  expect(findEnglish(await readVisibleText(page)), path).toEqual([]);
  const navText = await nav.innerText();
  for (const label of ["はじめに", "リーダーボード", "モデル", "ハードウェア", "ベンチマーク", "APIドキュメント"]) {
    expect(navText).toContain(label);
  }
}
