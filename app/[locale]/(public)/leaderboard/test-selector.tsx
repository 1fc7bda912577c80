"use client";

import { fill, type Texts } from "@/lib/i18n/fill";
import type { LeaderboardFilters } from "@/lib/leaderboard/search-params";
import { SUITE_TESTS } from "@/lib/suite/definition";
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
  testNames: Record<string, string>;
}) {
  return (
    <label className={styles.field}>
      <span>{texts.rankBy}</span>
      <select
        value={test ?? ""}
        onChange={(e) => onChange((e.target.value || undefined) as LeaderboardFilters["test"])}
      >
        <option value="">{texts.overall}</option>
        {SUITE_TESTS.map((definition, index) => (
          <option key={definition.key} value={definition.key}>
            {fill(texts.testOption, {
              number: String(index + 1).padStart(2, "0"),
              name: testNames[definition.key] ?? definition.name,
            })}
          </option>
        ))}
      </select>
    </label>
  );
}
