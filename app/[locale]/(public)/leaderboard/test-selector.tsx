"use client";

import { fill, type Texts } from "@/lib/i18n/fill";
import type { LeaderboardFilters } from "@/lib/leaderboard/search-params";
import { SUITE_TEST_KEYS, type SuiteTestKey } from "@/lib/suite/test-keys";
import styles from "./leaderboard.module.css";

/** Switches between the overall ranking and a per-test ranking by one suite test's score. */
export function TestSelector({
  test,
  onChange,
  texts,
  testNames,
}: {
  test: LeaderboardFilters["test"];
  onChange: (test: LeaderboardFilters["test"]) => void;
  texts: Texts<"Leaderboard">;
  /** The suite tests' names in the page's language, by key. */
  testNames: Record<SuiteTestKey, string>;
}) {
  return (
    <label className={styles.field}>
      <span>{texts.rankBy}</span>
      <select
        value={test ?? ""}
        onChange={(e) => onChange((e.target.value || undefined) as LeaderboardFilters["test"])}
      >
        <option value="">{texts.overall}</option>
        {SUITE_TEST_KEYS.map((key, index) => (
          <option key={key} value={key}>
            {fill(texts.testOption, { number: String(index + 1).padStart(2, "0"), name: testNames[key] })}
          </option>
        ))}
      </select>
    </label>
  );
}
