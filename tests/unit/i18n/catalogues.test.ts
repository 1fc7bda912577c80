/**
 * Every English message has a Japanese translation and the other way round, none is empty, and
 * each pair names the same ICU placeholders: a page in Japanese never falls back to a key or
 * loses a figure.
 */
import { describe, expect, it } from "vitest";
import { en, ja } from "@/lib/i18n/messages";

type Catalogue = { [key: string]: string | Catalogue };

/** Every message as "Namespace.key" -> text. */
function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(name, value);
    else for (const [inner, text] of flatten(value, name)) entries.set(inner, text);
  }
  return entries;
}

/** The arguments a message names: `{count, plural, …}` and `{digest}` give count and digest. */
function listPlaceholders(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:,|\})/g)) names.add(match[1] ?? "");
  return [...names].sort();
}

const english = flatten(en);
const japanese = flatten(ja);

describe("the message catalogues", () => {
  it("finds placeholders, plural arguments included", () => {
    expect(listPlaceholders("{count, plural, one {# run} other {# runs}} in {name}")).toEqual(["count", "name"]);
    expect(listPlaceholders("no argument")).toEqual([]);
  });

  it("hold the same keys in English and Japanese", () => {
    expect([...japanese.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !japanese.has(key))).toEqual([]);
    expect(english.size).toBeGreaterThan(50);
  });

  it("have no empty message", () => {
    const empty = [...english, ...japanese].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it("name the same placeholders in both languages", () => {
    const differing = [...english].filter(
      ([key, text]) => listPlaceholders(text).join() !== listPlaceholders(japanese.get(key) ?? "").join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});
