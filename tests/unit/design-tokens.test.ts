/**
 * Every text colour of the design tokens (app/tokens.css) reads at 4.5:1 or more (WCAG AA) on each surface
 * it is drawn on, in the light theme and in the dark one: a token changed for looks cannot make a page
 * unreadable in either theme. And the tokens are used (decision 0012): module CSS holds no raw length or
 * colour, and no component sets spacing, type size or colour inline with a literal.
 */
import { readdirSync, readFileSync } from "node:fs";
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

/** Every file under `dir` (relative to the repository) whose name ends with `suffix`. */
function listFiles(dir: string, suffix: string): string[] {
  const entries = readdirSync(path.join(process.cwd(), dir), { recursive: true, encoding: "utf8" });
  return entries.filter((entry) => entry.endsWith(suffix)).map((entry) => path.join(dir, entry));
}

/**
 * A raw length (`0.6rem`, `-6px`, `0.75em`) or colour (`#fff`, `rgb(...)`, `hsl(...)`). Allowed, and so not
 * matched: 0, `1px` (a hairline: a border, or the 1 px box of visually hidden text), percentages, `fr`, `ch`,
 * viewport units, unitless numbers, and the breakpoints of `@media` and `@container` queries (custom properties
 * cannot be read there), which `findRawValues` removes before matching.
 */
const RAW_LENGTH = /(?<![\w.#-])-?(?:\d+\.?\d*|\.\d+)(?:px|rem|em)(?![\w-])/g;
const RAW_COLOUR = /#[0-9a-f]{3,8}(?![\w-])|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;

/** `file:line value` for each raw length or colour in a stylesheet. */
function findRawValues(file: string, css: string): string[] {
  const found: string[] = [];
  const lines = css
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "))
    .replace(/@(?:media|container)[^{]*/g, (query) => query.replace(/[^\n]/g, " "))
    .split("\n");
  lines.forEach((line, index) => {
    for (const match of line.matchAll(RAW_LENGTH)) {
      if (match[0] !== "1px") found.push(`${file}:${index + 1} ${match[0]}`);
    }
    for (const match of line.matchAll(RAW_COLOUR)) found.push(`${file}:${index + 1} ${match[0]}`);
  });
  return found;
}

/**
 * Style properties (and their longhands: marginTop, borderLeftColor ...) that set spacing, type size or colour:
 * they read tokens in CSS, never literals inline.
 */
const SPACING_OR_COLOUR =
  /^(?:margin|padding|gap|rowGap|columnGap|inset|fontSize|lineHeight|letterSpacing|color|background|border)/;
/** A literal value: a number, or a string (not a template, not a variable or a call). */
const LITERAL = /^(?:-?[\d.]+|"[^"]*"|'[^']*')$/;

/** The text of each `style={{ ... }}` object of a source file, with the line it starts on. */
function readStyleObjects(source: string): Array<{ line: number; body: string }> {
  const objects: Array<{ line: number; body: string }> = [];
  for (const match of source.matchAll(/style=\{\{/g)) {
    const start = (match.index ?? 0) + match[0].length;
    let depth = 2;
    let end = start;
    while (end < source.length && depth > 0) {
      if (source[end] === "{") depth += 1;
      if (source[end] === "}") depth -= 1;
      end += 1;
    }
    objects.push({ line: source.slice(0, start).split("\n").length, body: source.slice(start, end - 2) });
  }
  return objects;
}

/** The `key: value` pairs at the top level of an object's text (commas inside calls or templates do not split). */
function splitTopLevel(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inTemplate = false;
  let current = "";
  for (const char of body) {
    if (char === "`") inTemplate = !inTemplate;
    else if ("([{".includes(char)) depth += 1;
    else if (")]}".includes(char)) depth -= 1;
    if (char === "," && depth === 0 && !inTemplate) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  return [...parts, current];
}

/** `file:line property` for each inline style property of SPACING_OR_COLOUR given a literal. */
function findInlineLiterals(file: string, source: string): string[] {
  const found: string[] = [];
  for (const { line, body } of readStyleObjects(source)) {
    for (const pair of splitTopLevel(body)) {
      const [key = "", ...rest] = pair.split(":");
      const value = rest.join(":").trim();
      if (SPACING_OR_COLOUR.test(key.trim()) && LITERAL.test(value)) found.push(`${file}:${line} ${key.trim()}`);
    }
  }
  return found;
}

describe("the design tokens in use", () => {
  it("finds raw values, and only raw values, in a stylesheet", () => {
    const css =
      "@media (max-width: 600px) {\n.a { margin: 0 1px var(--space-2); width: 50%; }\n" +
      ".b { padding: 0.6rem; color: #fff; top: -6px; font-size: 0.8em; border: 2px solid rgb(0 0 0); }\n}";
    expect(findRawValues("x.css", css)).toEqual([
      "x.css:3 0.6rem",
      "x.css:3 -6px",
      "x.css:3 0.8em",
      "x.css:3 2px",
      "x.css:3 #fff",
      "x.css:3 rgb(",
    ]);
    expect(findInlineLiterals("x.tsx", `<p style={{ marginTop: "1rem", width: \`\${n}%\`, color: c }} />`)).toEqual([
      "x.tsx:1 marginTop",
    ]);
  });

  it("leave no raw length or colour in module CSS", () => {
    const files = [...listFiles("app", ".module.css"), ...listFiles("components", ".module.css")];
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((file) => findRawValues(file, readFileSync(file, "utf8")))).toEqual([]);
  });

  it("leave no literal spacing, type size or colour in inline styles", () => {
    // Images drawn by next/og (Satori) read inline styles only, in the image's own pixels: not the page's tokens.
    const files = [...listFiles("app", ".tsx"), ...listFiles("components", ".tsx")].filter(
      (file) => !readFileSync(file, "utf8").includes('from "next/og"'),
    );
    expect(files.flatMap((file) => findInlineLiterals(file, readFileSync(file, "utf8")))).toEqual([]);
  });
});
