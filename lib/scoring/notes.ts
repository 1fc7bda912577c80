/**
 * "Notes on this run" and the header's summary sentence (rule 10), written from the figures in
 * the reference profile's words. Each note and the summary also carry their message: a key of
 * the `RunNotes` catalogue (lib/i18n/messages/<locale>/notes.json) and the figures it is filled
 * with, from which lib/scoring/notes-text.ts writes them in a page's language. The English
 * strings stay as they are for the API, the exports and runs computed before the messages; the
 * English catalogue renders exactly them (tests/unit/scoring/notes-text.test.ts). Pure module.
 */
import { SUITE_TESTS } from "@/lib/suite/definition";
import type { SuiteTestKey } from "@/lib/suite/test-keys";
import type { PeakLoad } from "@/lib/scoring/capacity";
import type { TestHeadline } from "@/lib/scoring/headline";

export type NoteTopic = "Chat" | "Long context" | "Peak load" | "Measurement coverage";
export type NoteKey = "chat" | "longContext" | "peakLoad" | "coverage";

/**
 * A note or summary as a message: `key` names it in the `RunNotes` catalogue, `values` are its
 * figures (numbers as numbers, rounded as the English text shows them) and selectors; `tests`
 * are suite tests the text names, in suite order, listed in the page's language as `{tests}`.
 */
export type NoteMessage<K extends string = NoteKey> = {
  key: K;
  values: Record<string, string | number>;
  tests?: SuiteTestKey[];
};

/** `message` is absent from figures computed before notes had messages: those show their English. */
export type Note = { topic: NoteTopic; title: string; text: string; message?: NoteMessage };

export type NotesInput = {
  chat: TestHeadline | null;
  largeContext: TestHeadline | null;
  peakLoad: PeakLoad | null;
  reliableCount: number;
  testCount: number;
  reviewState: "pending" | "passed" | "failed";
  sanityFailedTests: SuiteTestKey[];
};

const WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

/** Whole numbers one to twenty as words, others as digits. */
export function formatCount(n: number): string {
  const word = Number.isInteger(n) && n >= 0 && n <= 20 ? WORDS[n] : undefined;
  return word ?? String(n);
}

const concurrentRequests = (c: number) =>
  c === 1 ? "one concurrent request" : `${formatCount(c)} concurrent requests`;
const fixed2 = (x: number) => x.toFixed(2);
/** A figure as its message value: rounded to the two decimals the text shows (fixed2 writes the same). */
const round2 = (x: number) => Number(x.toFixed(2));
/** The context label's thousands ("25k" is 25); 0 below 1000, where the label is the token count itself. */
const contextThousands = (tokens: number) => (tokens >= 1000 ? Math.round(tokens / 1000) : 0);
/** 25000 -> "25k"; small sizes stay as they are. */
const contextLabel = (tokens: number) => (tokens >= 1000 ? `${Math.round(tokens / 1000)}k` : String(tokens));
const genTokens = (key: SuiteTestKey) => {
  const p = SUITE_TESTS.find((t) => t.key === key)?.params;
  return p && p.tool === "llama-benchy" ? p.genTokens : null;
};
/** A message value of genTokens: the suite defines both tests the notes name as llama-benchy tests. */
const genTokensValue = (key: SuiteTestKey) => {
  const tokens = genTokens(key);
  if (tokens === null) throw new Error(`suite test ${key} has no output length`);
  return tokens;
};
const listNames = (names: string[]) =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

type Readable = { c: number; pp: number; tps: number; ttft: number };
function readable(h: TestHeadline | null): Readable | null {
  if (!h || h.concurrency === null || h.promptTokens === null || h.perUserTps === null || h.ttftS === null) return null;
  return { c: h.concurrency, pp: h.promptTokens, tps: h.perUserTps, ttft: h.ttftS };
}

function computeChatNote(h: Readable | null): Note | null {
  if (!h) return null;
  return {
    topic: "Chat",
    title: `Chat with ${concurrentRequests(h.c)}`,
    text:
      `With ${h.pp} input and ${genTokens("chat")} output tokens at ${concurrentRequests(h.c)} I measure an average ` +
      `of ${fixed2(h.tps)} tokens/s per user. The average wait for the first token is ${fixed2(h.ttft)} seconds.`,
    message: {
      key: "chat",
      values: {
        concurrency: h.c,
        promptTokens: h.pp,
        genTokens: genTokensValue("chat"),
        tps: round2(h.tps),
        ttft: round2(h.ttft),
      },
    },
  };
}

function computeLongContextNote(h: Readable | null): Note | null {
  if (!h) return null;
  return {
    topic: "Long context",
    title: `Wait at ${contextLabel(h.pp)} context`,
    text:
      `With ${h.pp} input tokens and ${genTokens("large-context")} output tokens at ${concurrentRequests(h.c)} ` +
      `the average wait for the first token is ${fixed2(h.ttft)} seconds. After that the model generates an ` +
      `average of ${fixed2(h.tps)} tokens/s per user. The measurement alone does not show whether memory, ` +
      `prompt processing or scheduling causes the delay.`,
    message: {
      key: "longContext",
      values: {
        concurrency: h.c,
        promptTokens: h.pp,
        contextK: contextThousands(h.pp),
        genTokens: genTokensValue("large-context"),
        tps: round2(h.tps),
        ttft: round2(h.ttft),
      },
    },
  };
}

function computePeakLoadNote(p: PeakLoad | null): Note | null {
  if (!p) return null;
  const sentences: string[] = [];
  // Which sentences the text has ("yes"/"no", ICU selectors) and their figures.
  const values: NoteMessage["values"] = { rate: "no", outcome: "no", p95: "no" };
  if (p.achievedRate !== null && p.configuredRate !== null) {
    const configured = String(Number(p.configuredRate.toFixed(3)));
    sentences.push(
      `The run handles ${fixed2(p.achievedRate)} requests/s at a configured arrival rate of ${configured} requests/s.`,
    );
    Object.assign(values, {
      rate: "yes",
      achievedRate: round2(p.achievedRate),
      configuredRate: Number(p.configuredRate.toFixed(3)),
    });
  }
  if (p.successes !== null && p.requests !== null) {
    sentences.push(`${p.successes} of ${p.requests} ${p.requests === 1 ? "request succeeds" : "requests succeed"}.`);
    Object.assign(values, { outcome: "yes", succeeded: p.successes, sent: p.requests });
  }
  if (p.ttftP95S !== null) {
    sentences.push(`The p95 wait for the first token is ${fixed2(p.ttftP95S)} seconds.`);
    Object.assign(values, { p95: "yes", ttftP95: round2(p.ttftP95S) });
  }
  if (sentences.length === 0) return null;
  return {
    topic: "Peak load",
    title: "Requests and wait under peak load",
    text: sentences.join(" "),
    message: { key: "peakLoad", values },
  };
}

function computeReviewSentence(input: NotesInput): string {
  if (input.reviewState === "pending") {
    return (
      "No admin has reviewed this run's sanity check (what the model answered) yet. The current count therefore " +
      "does not mean that check passed."
    );
  }
  if (input.reviewState === "passed") return "Output for the sanity check was reviewed and the check passed.";
  const names = SUITE_TESTS.filter((t) => input.sanityFailedTests.includes(t.key)).map((t) => t.name);
  if (names.length === 0) return "Output for the sanity check was reviewed and the check failed.";
  if (names.length === SUITE_TESTS.length) {
    return "Output for the sanity check was reviewed and the check failed, so no test of this run counts.";
  }
  const those = names.length === 1 ? "that test does not count" : "those tests do not count";
  return `Output for the sanity check was reviewed and the check failed for ${listNames(names)}, so ${those}.`;
}

/** The review sentence's case and the tests it names (those whose sanity check failed, in suite order). */
function computeReviewCase(input: NotesInput): { review: string; tests: SuiteTestKey[] } {
  if (input.reviewState !== "failed") return { review: input.reviewState, tests: [] };
  const tests = SUITE_TESTS.filter((t) => input.sanityFailedTests.includes(t.key)).map((t) => t.key);
  if (tests.length === 0) return { review: "failed", tests };
  if (tests.length === SUITE_TESTS.length) return { review: "failedAll", tests: [] };
  return { review: "failedSome", tests };
}

function computeCoverageNote(input: NotesInput): Note {
  const verb = input.reliableCount === 1 ? "has" : "have";
  const { review, tests } = computeReviewCase(input);
  return {
    topic: "Measurement coverage",
    title: "Which measurements count",
    text:
      `${input.reliableCount} of ${input.testCount} tests ${verb} a measurement that counts under the current ` +
      `Arena rules. ${computeReviewSentence(input)}`,
    message: {
      key: "coverage",
      values: { reliable: input.reliableCount, total: input.testCount, review, failedCount: tests.length },
      tests,
    },
  };
}

/** The run's notes in page order; a note whose test is missing is left out, coverage always stays. */
export function computeNotes(input: NotesInput): Note[] {
  const notes = [
    computeChatNote(readable(input.chat)),
    computeLongContextNote(readable(input.largeContext)),
    computePeakLoadNote(input.peakLoad),
    computeCoverageNote(input),
  ];
  return notes.filter((n): n is Note => n !== null);
}

/** The header's sentence on chat speed and long-context wait; null without the chat headline. */
export function computeSummarySentence(chat: TestHeadline | null, largeContext: TestHeadline | null): string | null {
  const c = readable(chat);
  if (!c) return null;
  const first =
    `In the chat test with ${concurrentRequests(c.c)} this profile reaches ${fixed2(c.tps)} tokens/s per user, ` +
    `with an average of ${fixed2(c.ttft)} seconds to the first token.`;
  const l = readable(largeContext);
  if (!l) return first;
  const verb = l.ttft > c.ttft ? "rises to" : "is";
  return `${first} At ${contextLabel(l.pp)} context that average wait ${verb} ${fixed2(l.ttft)} seconds.`;
}

/** The summary sentence as a message (`RunNotes.summary`); null without the chat headline. */
export function computeSummaryMessage(
  chat: TestHeadline | null,
  largeContext: TestHeadline | null,
): NoteMessage<"summary"> | null {
  const c = readable(chat);
  if (!c) return null;
  const values = { concurrency: c.c, tps: round2(c.tps), ttft: round2(c.ttft) };
  const l = readable(largeContext);
  if (!l) return { key: "summary", values: { ...values, long: "none" } };
  return {
    key: "summary",
    values: {
      ...values,
      long: l.ttft > c.ttft ? "rises" : "holds",
      contextTokens: l.pp,
      contextK: contextThousands(l.pp),
      longTtft: round2(l.ttft),
    },
  };
}
