"use client";

import type { LeaderboardFilters } from "@/lib/leaderboard/search-params";
import { SUITE_TESTS } from "@/lib/suite/definition";
import styles from "./leaderboard.module.css";

/** Switches between the overall ranking and a per-test ranking by one suite test's score. */
export function TestSelector({
  test,
  onChange,
}: {
  test: LeaderboardFilters["test"];
  onChange: (test: LeaderboardFilters["test"]) => void;
}) {
  return (
    <label className={styles.field}>
      <span>Rank by</span>
      <select
        value={test ?? ""}
        onChange={(e) => onChange((e.target.value || undefined) as LeaderboardFilters["test"])}
      >
        <option value="">Overall · suitability score</option>
        {SUITE_TESTS.map((definition, index) => (
          <option key={definition.key} value={definition.key}>
            Test {String(index + 1).padStart(2, "0")} · {definition.name}
          </option>
        ))}
      </select>
    </label>
  );
}
