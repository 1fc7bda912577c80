import { Link } from "@/components/locale-link";
import { formatEngineName, formatNumber } from "@/lib/format";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";
import { buildCompareHref, MAX_COMPARE } from "@/lib/runs/compare";
import type { listLatestRuns } from "@/lib/runs/data";
import styles from "./compare.module.css";

type Candidate = Awaited<ReturnType<typeof listLatestRuns>>[number];

/** Runs that can join the comparison, each a link to the comparison with it added. */
type Props = { current: string[]; candidates: Candidate[]; locale: Locale };

export function ComparePicker({ current, candidates, locale }: Props) {
  const t = translate(locale, "ComparePicker");
  const open = candidates.filter((candidate) => !current.includes(candidate.runId));
  if (current.length >= MAX_COMPARE) return null;
  return (
    <>
      {open.length > 0 && (
        <ul className="plain">
          {open.map((candidate) => (
            <li key={candidate.runId}>
              {/* A plain link, as to every address with search parameters (lib/routing/view-paths.ts). */}
              <a href={getPathname({ locale, href: buildCompareHref([...current, candidate.runId]) })}>
                {t(current.length === 0 ? "startWith" : "add", {
                  model: candidate.modelName,
                  precision: candidate.precision,
                  hardware: candidate.run.hardware.name,
                })}
              </a>{" "}
              <span className="muted">
                · {formatEngineName(candidate.run.engine.name)} {candidate.run.engine.version} ·{" "}
                {candidate.hasSuite ? t("score", { score: formatNumber(candidate.score, 1) }) : t("matrixOnly")}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.after}>
        <Link href="/leaderboard">{t("findMore")}</Link>
      </p>
    </>
  );
}
