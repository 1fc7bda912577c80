/**
 * The zod-free parser of the leaderboard's URL (pages, the browser) must answer exactly as the
 * zod schema the API parses with: same values, same keys, for valid and invalid params alike.
 * Thousands of generated URLs from a seeded generator (mulberry32), so every case reproduces.
 */
import { describe, expect, it } from "vitest";
import { leaderboardSearchSchema } from "@/lib/leaderboard/schema";
import {
  DEFAULT_FILTERS,
  parseLeaderboardSearch,
  SORT_KEYS,
  type SearchParamsInput,
} from "@/lib/leaderboard/search-params";
import { SUITE_TEST_KEYS } from "@/lib/suite/test-keys";
import { must } from "@/tests/support/must";

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rng = ReturnType<typeof mulberry32>;
const pick = <T>(rng: Rng, values: readonly T[]): T => must(values[Math.floor(rng() * values.length)], "a value");

const KEYS = [
  "hardware",
  "precision",
  "engine",
  "org",
  "minParams",
  "maxParams",
  "architecture",
  "q",
  "sort",
  "dir",
  "test",
  "page",
  "maxPrice",
  "years",
  "hours",
  "kwh",
] as const;

/** Values near every edge the schema has: bounds, number spellings, blanks, lengths, enum look-alikes. */
const NUMBERS = [
  "0",
  "1",
  "2",
  "4",
  "9.5",
  "2.5",
  "-0",
  "-1",
  "-5",
  "100000",
  "100000.5",
  "100001",
  "99999",
  " 12 ",
  "\t7\n",
  "1e3",
  "1e5",
  "1e6",
  "0x10",
  "0b11",
  "0o7",
  "+3",
  ".5",
  "5.",
  "Infinity",
  "-Infinity",
  "NaN",
  "abc",
  "4abc",
  "1,000",
  "١٢",
  "9007199254740993",
  "1e-7",
  "3.0",
];
const CHOICES = [
  ...SORT_KEYS,
  ...SUITE_TEST_KEYS,
  "asc",
  "desc",
  "dense",
  "moe",
  "MoE",
  " moe",
  "dense ",
  "Score",
  "SCORE",
  "desc\n",
  "constructor",
  "__proto__",
  "toString",
];
const PADDING = ["", " ", "  ", "\t", "\n", "\u00a0", "\ufeff", "\u2003"];

function randomText(rng: Rng): string {
  const length = pick(rng, [0, 1, 3, 79, 80, 81, 99, 100, 101, 119, 120, 121, 200]);
  const alphabet = pick(rng, [
    "abcdefghijklmnopqrstuvwxyz-0123456789",
    "AWQ 4-bit",
    "Qwen3.5 & co/?#",
    "😀é\u0301",
    " \t",
  ]);
  let text = "";
  while (text.length < length) text += alphabet[Math.floor(rng() * alphabet.length)];
  return text;
}

/** Values a key's schema accepts, often enough that each field is read as well as refused. */
const LIKELY: Record<string, readonly string[]> = {
  architecture: ["dense", "moe"],
  sort: SORT_KEYS,
  dir: ["asc", "desc"],
  test: SUITE_TEST_KEYS,
};

function randomValue(rng: Rng, key: string): string {
  const likely = LIKELY[key];
  if (likely && rng() < 0.3) return pick(rng, likely);
  const core = pick(rng, [() => pick(rng, NUMBERS), () => pick(rng, CHOICES), () => randomText(rng), () => ""])();
  const pad = () => (rng() < 0.7 ? "" : pick(rng, PADDING));
  return pad() + core + pad();
}

/** A Next.js-style searchParams record: each key absent, undefined, one value or repeated values. */
function randomRecord(rng: Rng): Record<string, string | string[] | undefined> {
  const record: Record<string, string | string[] | undefined> = {};
  for (const key of [...KEYS, "extra"]) {
    const shape = rng();
    if (shape < 0.35) continue;
    if (shape < 0.4) record[key] = undefined;
    else if (shape < 0.85) record[key] = randomValue(rng, key);
    else record[key] = Array.from({ length: Math.floor(rng() * 3) }, () => randomValue(rng, key));
  }
  return record;
}

function toURLSearchParams(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, item);
  }
  return params;
}

/** What the API's request pipeline does with a URL or a record (lib/http.ts: Object.fromEntries). */
function parseWithZod(input: SearchParamsInput) {
  return leaderboardSearchSchema.parse(input instanceof URLSearchParams ? Object.fromEntries(input.entries()) : input);
}

const CASES = 5_000;

describe("parseLeaderboardSearch against the zod schema", () => {
  it("gives the same filters, with the same keys, for generated records and URLs", () => {
    const rng = mulberry32(11);
    const accepted = new Map<string, number>();
    const rejected = new Map<string, number>();
    for (let i = 0; i < CASES; i++) {
      const record = randomRecord(rng);
      for (const input of [record, toURLSearchParams(record)]) {
        const expected = parseWithZod(input);
        const actual = parseLeaderboardSearch(input);
        expect(actual, JSON.stringify(record)).toStrictEqual(expected);
        for (const key of KEYS) {
          const given = input instanceof URLSearchParams ? input.has(key) : record[key] !== undefined;
          if (!given) continue;
          const kept = expected[key] !== undefined && expected[key] !== DEFAULT_FILTERS[key];
          const tally = kept ? accepted : rejected;
          tally.set(key, (tally.get(key) ?? 0) + 1);
        }
      }
    }
    // Not vacuous: every field was both read from the URL and refused, many times.
    for (const key of KEYS) {
      expect(accepted.get(key) ?? 0, `${key} accepted`).toBeGreaterThan(100);
      expect(rejected.get(key) ?? 0, `${key} refused`).toBeGreaterThan(100);
    }
    // 10,000 parses of sixteen keys: seconds on a busy two-core machine.
  }, 30_000);

  it("agrees on the edges one by one", () => {
    const edges: Array<Record<string, string | string[] | undefined>> = [
      {},
      { page: "100000" },
      { page: "100001" },
      { page: " 3 " },
      { page: "3.0" },
      { page: "1e2" },
      { minParams: "-0" },
      { maxParams: "0x10" },
      { minParams: "Infinity" },
      { q: ` ${"q".repeat(100)} ` },
      { q: "q".repeat(101) },
      { hardware: "\u00a0rtx-3090\ufeff" },
      { architecture: " moe" },
      { sort: "chatTtft", dir: "" },
      { sort: ["", "model"] },
      { sort: [] },
      { test: "constructor" },
      { hardware: undefined, q: undefined },
    ];
    for (const record of edges)
      expect(parseLeaderboardSearch(record), JSON.stringify(record)).toStrictEqual(parseWithZod(record));
  });
});
