import { Link } from "@/components/locale-link";
import { formatEngineName, formatNumber } from "@/lib/format";
import { buildCompareHref, MAX_COMPARE } from "@/lib/runs/compare";
import type { listLatestRuns } from "@/lib/runs/data";

type Candidate = Awaited<ReturnType<typeof listLatestRuns>>[number];

/** Runs that can join the comparison, each a link to the comparison with it added. */
export function ComparePicker({ current, candidates }: { current: string[]; candidates: Candidate[] }) {
  const open = candidates.filter((candidate) => !current.includes(candidate.runId));
  if (current.length >= MAX_COMPARE) return null;
  return (
    <>
      {open.length > 0 && (
        <ul className="plain">
          {open.map((candidate) => (
            <li key={candidate.runId}>
              {/* A plain link, as to every address with search parameters (lib/routing/view-paths.ts). */}
              <a href={buildCompareHref([...current, candidate.runId])}>
                {current.length === 0 ? "Start with" : "Add"} {candidate.modelName} {candidate.precision} on{" "}
                {candidate.run.hardware.name}
              </a>{" "}
              <span className="muted">
                · {formatEngineName(candidate.run.engine.name)} {candidate.run.engine.version} ·{" "}
                {candidate.hasSuite ? `score ${formatNumber(candidate.score, 1)}` : "speed matrix only"}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p style={{ marginTop: "0.8rem" }}>
        <Link href="/leaderboard">Find more runs on the leaderboard →</Link>
      </p>
    </>
  );
}
