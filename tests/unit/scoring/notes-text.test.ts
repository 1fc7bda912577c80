/**
 * The notes' messages (lib/i18n/messages/<locale>/notes.json) against their stored English: the
 * English catalogue renders each note and summary exactly as lib/scoring/notes.ts writes it, for
 * a range of figures, so the two can never drift; the Japanese one writes the same figures.
 */
import { describe, expect, it } from "vitest";
import { computeRunFigures } from "@/lib/scoring/figures";
import type { TestHeadline } from "@/lib/scoring/headline";
import {
  computeNotes,
  computeSummaryMessage,
  computeSummarySentence,
  type Note,
  type NotesInput,
} from "@/lib/scoring/notes";
import { renderNote, renderSummary } from "@/lib/scoring/notes-text";
import { SUITE_TESTS } from "@/lib/suite/definition";
import type { SuiteTestKey } from "@/lib/suite/test-keys";
import { buildSeed000Input } from "./seed-000-input";

/** A deterministic sequence in [0, 1) (mulberry32), so a failure names inputs that can be rerun. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;

/** Figures where rounding, words and labels change: halves, ties of toFixed, 999/1000 tokens, 20/21 requests. */
const CONCURRENCIES = [0, 1, 2, 5, 10, 19, 20, 21, 32, 128];
const PROMPT_TOKENS = [1, 512, 999, 1000, 1499, 1500, 8192, 25000, 131072];
const FIGURES = [0, 0.005, 0.125, 1, 1.005, 1.5, 2.675, 12.51, 37.125, 99.995, 1234.5, 12345.675];
const RATES = [0.1, 0.3, 1, 1.5, 0.0004, 2.0005, 1 / 3];
const REQUESTS = [1, 2, 20, 300, 1000, 12345];

function makeHeadline(random: () => number): TestHeadline | null {
  if (random() < 0.1) return null;
  return {
    concurrency: pick(random, CONCURRENCIES),
    promptTokens: pick(random, PROMPT_TOKENS),
    requestRate: null,
    perUserTps: pick(random, FIGURES),
    perUserTpsStd: null,
    ttftS: pick(random, FIGURES),
    ttftStdS: null,
    ttftKind: "mean",
    success: 1,
    repeats: 3,
  };
}

const orNull = <T>(random: () => number, value: T): T | null => (random() < 0.25 ? null : value);

function makeInput(random: () => number): NotesInput {
  const reviewState = pick(random, ["pending", "passed", "failed"] as const);
  const keys = SUITE_TESTS.map((t) => t.key);
  const failedCount = pick(random, [0, 1, 1, 2, 3, keys.length - 1, keys.length]);
  const sanityFailedTests = [...keys].sort(() => random() - 0.5).slice(0, failedCount) as SuiteTestKey[];
  return {
    chat: makeHeadline(random),
    largeContext: makeHeadline(random),
    peakLoad:
      random() < 0.15
        ? null
        : {
            achievedRate: orNull(random, pick(random, FIGURES)),
            configuredRate: orNull(random, pick(random, RATES)),
            successes: orNull(random, pick(random, REQUESTS)),
            requests: orNull(random, pick(random, REQUESTS)),
            ttftP95S: orNull(random, pick(random, FIGURES)),
          },
    reliableCount: pick(random, [0, 1, 2, 9, 11, 21]),
    testCount: pick(random, [1, 11]),
    reviewState,
    sanityFailedTests: reviewState === "failed" ? sanityFailedTests : [],
  };
}

const INPUTS = Array.from({ length: 400 }, (_, index) => makeInput(createRandom(index + 1)));
const english = ({ topic, title, text }: Note) => ({ topic, title, text });

describe("the notes' messages", () => {
  it("render the stored English exactly, for every note of a range of runs", () => {
    let notes = 0;
    for (const input of INPUTS) {
      for (const note of computeNotes(input)) {
        expect(note.message, note.topic).toBeDefined();
        expect(renderNote("en", note), JSON.stringify(note.message)).toEqual(english(note));
        notes += 1;
      }
    }
    expect(notes).toBeGreaterThan(1000);
  });

  it("cover every case the English words differently", () => {
    const texts = INPUTS.flatMap((input) => computeNotes(input).map((note) => note.text));
    for (const phrase of [
      "one concurrent request ",
      "twenty concurrent requests",
      "21 concurrent requests",
      "1 of 11 tests has a measurement",
      "tests have a measurement",
      "No admin has reviewed",
      "the check passed.",
      "the check failed.",
      "so no test of this run counts.",
      "so that test does not count.",
      "so those tests do not count.",
      " and ",
      "1 request succeeds.",
      "requests succeed.",
    ]) {
      expect(
        texts.some((text) => text.includes(phrase)),
        phrase,
      ).toBe(true);
    }
    // Peak load: every combination of its three sentences.
    const peak = new Set(
      INPUTS.flatMap((input) => computeNotes(input))
        .filter((note) => note.message?.key === "peakLoad")
        .map(({ message }) => `${message?.values.rate}/${message?.values.outcome}/${message?.values.p95}`),
    );
    expect(peak.size).toBe(7);
    const titles = INPUTS.flatMap((input) => computeNotes(input).map((note) => note.title));
    expect(titles).toContain("Wait at 999 context");
    expect(titles).toContain("Wait at 1k context");
    expect(titles).toContain("Wait at 2k context");
  });

  it("render the summary sentence exactly, with and without long context", () => {
    const cases = new Set<string>();
    for (const input of INPUTS) {
      const sentence = computeSummarySentence(input.chat, input.largeContext);
      const message = computeSummaryMessage(input.chat, input.largeContext);
      expect(message === null).toBe(sentence === null);
      expect(renderSummary("en", sentence, message)).toBe(sentence);
      if (message) cases.add(String(message.values.long));
    }
    expect([...cases].sort()).toEqual(["holds", "none", "rises"]);
  });

  it("write seed 000's notes and summary in Japanese with their figures", () => {
    const figures = computeRunFigures(buildSeed000Input());
    const notes = figures.notes.map((note) => renderNote("ja", note));
    expect(notes.map((note) => note.topic)).toEqual(["チャット", "長いコンテキスト", "ピーク負荷", "測定のカバー範囲"]);
    expect(notes[0]?.title).toBe("同時10リクエストでのチャット");
    expect(notes[0]?.text).toContain("入力1,024トークン・出力1,024トークン");
    expect(notes[0]?.text).toContain("平均12.51トークン/秒");
    expect(notes[1]?.title).toBe("25kコンテキストでの待ち時間");
    expect(notes[1]?.text).toContain("37.12秒");
    expect(notes[2]?.text).toBe(
      "設定した到着レート1.5リクエスト/秒に対し、0.32リクエスト/秒を処理しました。300件中300件のリクエストが成功しました。" +
        "最初のトークンまでの待ち時間の p95 は5.59秒です。",
    );
    expect(notes[3]?.text).toContain("11件中11件のテスト");
    expect(notes[3]?.text).toContain("まだ管理者がレビューしていません");
    expect(renderSummary("ja", figures.summarySentence, figures.summaryMessage)).toBe(
      "チャットテストでは、同時10リクエストでユーザーあたり12.51トークン/秒に達し、最初のトークンまでの平均待ち時間は" +
        "1.82秒です。25kコンテキストでは、この平均待ち時間が37.12秒に延びます。",
    );
    for (const note of notes) expect(`${note.title}${note.text}`).not.toMatch(/\b(the|of|and|with|at)\b/);
  });

  it("name the tests whose sanity check failed by their Japanese names", () => {
    const failed: SuiteTestKey[] = ["rag-8k", "chat"];
    const input = { ...buildSeed000Input(), reviewState: "failed" as const, sanityFailedTests: failed };
    const coverage = computeRunFigures(input).notes.at(-1);
    if (!coverage) throw new Error("no coverage note");
    expect(renderNote("ja", coverage).text).toContain(
      "チャット、RAG · 8k コンテキストのチェックが不合格でした。そのため、それら2件のテストは対象外です。",
    );
  });

  it("show a note or summary stored without its message (computed before) in its English", () => {
    const { message: _message, ...stored } = computeRunFigures(buildSeed000Input()).notes[0] as Note;
    expect(renderNote("ja", stored)).toEqual(stored);
    expect(renderSummary("ja", "In the chat test …", undefined)).toBe("In the chat test …");
    expect(renderSummary("ja", null, null)).toBeNull();
  });
});
