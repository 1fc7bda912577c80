/**
 * The standard suite's test names and purposes in a page's language: the `SuiteTests` messages
 * (lib/i18n/messages/<locale>/runs.json), falling back to lib/suite's English for a key the
 * catalogue lacks. Server only, as the catalogues are; client components get the names as props.
 */
import "server-only";
import { CATALOGUES } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getSuiteTest, getSuiteTestName, type SuiteTestDefinition } from "@/lib/suite/definition";
import { SUITE_TEST_KEYS, type SuiteTestKey } from "@/lib/suite/test-keys";

/** A suite test's name and purpose in `locale`, as the suite defines them. */
export function readSuiteTestText(locale: Locale, test: Pick<SuiteTestDefinition, "key" | "name" | "purpose">) {
  const texts: Partial<Record<string, { name: string; purpose: string }>> = CATALOGUES[locale].SuiteTests;
  return texts[test.key] ?? { name: test.name, purpose: test.purpose };
}

/** A suite test's name in `locale` from its key ("chat" is "Chat", チャット in Japanese); an unknown key as it is. */
export function translateSuiteTestName(locale: Locale, key: string): string {
  const test = getSuiteTest(key);
  return test ? readSuiteTestText(locale, test).name : getSuiteTestName(key);
}

/**
 * Every suite test's name in `locale`, by key in the suite's order: for client components, which
 * get words as props (and need no more of the suite than this).
 */
export function listSuiteTestNames(locale: Locale): Record<SuiteTestKey, string> {
  return Object.fromEntries(SUITE_TEST_KEYS.map((key) => [key, translateSuiteTestName(locale, key)])) as Record<
    SuiteTestKey,
    string
  >;
}
