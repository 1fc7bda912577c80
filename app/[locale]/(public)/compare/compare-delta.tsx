import { formatNumber } from "@/lib/format";
import styles from "./compare.module.css";

type Props = {
  percent: number | null;
  better: "higher" | "lower";
  words: { better: string; worse: string; same: string };
};

/** A change against the baseline run in percent: sign, number and a word, coloured, so colour is never the only cue. */
export function CompareDelta({ percent, better, words }: Props) {
  if (percent === null) return <span className={styles.same}>—</span>;
  if (Math.abs(percent) < 0.05) return <span className={styles.same}>±0.0% {words.same}</span>;
  const improved = better === "higher" ? percent > 0 : percent < 0;
  return (
    <span className={improved ? styles.better : styles.worse}>
      {percent > 0 ? "+" : "−"}
      {formatNumber(Math.abs(percent), 1)}% {improved ? words.better : words.worse}
    </span>
  );
}
