/**
 * The standard suite's test keys, in its order: all that URL parsing and client components need
 * of the suite (lib/suite/definition.ts holds each test's tools and parameters, 1.4 kB of gzip in
 * a browser). Pure module.
 */
export const SUITE_TEST_KEYS = [
  "chat",
  "rag-8k",
  "long-output",
  "multi-turn",
  "large-context",
  "concurrency-pressure",
  "office-baseline",
  "sharegpt",
  "reasoning",
  "monday-peak",
  "capacity-sweep",
] as const;

export type SuiteTestKey = (typeof SUITE_TEST_KEYS)[number];
