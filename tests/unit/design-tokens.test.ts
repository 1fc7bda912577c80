/**
 * Every text colour of the design tokens (app/tokens.css) reads at 4.5:1 or more (WCAG AA) on each surface
 * it is drawn on, in the light theme and in the dark one: a token changed for looks cannot make a page
 * unreadable in either theme.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const TOKENS = readFileSync(path.join(process.cwd(), "app/tokens.css"), "utf8");

/** The `--name: #hex` declarations of a block of CSS. */
function readColours(block: string): Map<string, string> {
  const colours = new Map<string, string>();
  for (const match of block.matchAll(/--([a-z0-9-]+):\s*(#[0-9a-f]{6})\s*;/gi)) {
    colours.set(match[1] ?? "", (match[2] ?? "").toLowerCase());
  }
  return colours;
}

/** The light theme (the first :root) and the dark one (light, overridden by the dark media query's :root). */
function readThemes() {
  const dark = TOKENS.indexOf("@media (prefers-color-scheme: dark)");
  if (dark < 0) throw new Error("tokens.css has no dark theme");
  const light = readColours(TOKENS.slice(0, dark));
  return { light, dark: new Map([...light, ...readColours(TOKENS.slice(dark))]) };
}

/** Relative luminance of an sRGB colour (WCAG 2.2). */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const SURFACES = ["bg", "surface", "surface-2", "surface-hover", "row-hover"];
/** Text colour -> the backgrounds it is drawn on. */
const PAIRS: Array<[string, string[]]> = [
  ["text", [...SURFACES, "accent-soft"]],
  ["muted", SURFACES],
  ["accent", [...SURFACES, "accent-soft"]],
  ["accent-hover", SURFACES],
  ["positive", [...SURFACES, "positive-soft"]],
  ["negative", [...SURFACES, "negative-soft"]],
  ["warning", [...SURFACES, "warning-soft"]],
  ["accent-text", ["accent", "accent-hover"]],
];

describe("the design tokens", () => {
  const themes = readThemes();

  it("checks the contrast formula against known values", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  for (const [name, colours] of Object.entries(themes)) {
    it(`give every text colour 4.5:1 on its surfaces in the ${name} theme`, () => {
      const failures: string[] = [];
      for (const [text, backgrounds] of PAIRS) {
        for (const background of backgrounds) {
          const fg = colours.get(text);
          const bg = colours.get(background);
          if (!fg || !bg) {
            failures.push(`--${text} or --${background} is not a hex colour`);
            continue;
          }
          const ratio = contrast(fg, bg);
          if (ratio < 4.5) failures.push(`--${text} on --${background}: ${ratio.toFixed(2)}:1`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it("define a dark value for every light colour a pair uses", () => {
    const light = readColours(TOKENS.slice(0, TOKENS.indexOf("@media (prefers-color-scheme: dark)")));
    const dark = readColours(TOKENS.slice(TOKENS.indexOf("@media (prefers-color-scheme: dark)")));
    const used = new Set(PAIRS.flatMap(([text, backgrounds]) => [text, ...backgrounds]));
    expect([...used].filter((name) => light.has(name) && !dark.has(name))).toEqual([]);
  });
});
