import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { HeaderCell, Table } from "@/components/ui/table";
import { requireUser } from "@/lib/auth";
import { formatDate, formatNumber } from "@/lib/format";
import { listOwnRuns, type OwnRun } from "@/lib/reviews/data";
import { SUITE_TESTS } from "@/lib/suite/definition";
import styles from "./runs.module.css";

export const metadata: Metadata = { title: "Your runs" };

const STATE = {
  pending: { badge: "warn", words: "Sanity check not reviewed yet" },
  passed: { badge: "good", words: "Sanity check passed" },
  failed: { badge: "bad", words: "Sanity check failed" },
} as const;

const testNames = (keys: string[]) => SUITE_TESTS.filter((test) => keys.includes(test.key)).map((test) => test.name);

function Review({ run }: { run: OwnRun }) {
  const failed = testNames(run.failedTests);
  const partly = run.reviewState === "failed" && failed.length > 0 && failed.length < SUITE_TESTS.length;
  return (
    <>
      <span className={`badge ${STATE[run.reviewState].badge}`}>{STATE[run.reviewState].words}</span>
      {partly && <div className="cell-sub">Not counting: {failed.join(", ")}</div>}
      {run.reviewedAt && <div className="cell-sub">Reviewed {formatDate(run.reviewedAt)}</div>}
    </>
  );
}

export default async function OwnRunsPage() {
  const user = await requireUser("/account/runs");
  const runs = await listOwnRuns(user.id);
  return (
    <>
      <h1>Your runs</h1>
      <p className="lead">
        Every run you uploaded, with the review of its sanity check. Until an admin has read the samples, a run counts
        with the caveat “not reviewed yet”; a failed check stops the affected tests counting.
      </p>
      <Table caption={<>Runs uploaded by @{user.handle}, newest first</>}>
        <thead>
          <tr>
            <HeaderCell>Run</HeaderCell>
            <HeaderCell>Uploaded</HeaderCell>
            <HeaderCell>Review</HeaderCell>
            <HeaderCell className={styles.text}>Reviewer&apos;s note</HeaderCell>
            <HeaderCell>Score</HeaderCell>
            <HeaderCell className={styles.text}>Leaderboards</HeaderCell>
          </tr>
        </thead>
        <tbody>
          {runs.length === 0 && (
            <tr>
              <td colSpan={6}>
                No runs yet. <Link href="/upload">Upload one →</Link>
              </td>
            </tr>
          )}
          {runs.map((run) => (
            <tr key={run.id}>
              <td>
                {/* A hidden run has no public page: its owner's view is under /account. */}
                <Link href={run.hiddenAt ? `/account/runs/${run.id}` : `/runs/${run.id}`}>
                  {run.variant.model.name} {run.variant.precision}
                </Link>
                <div className="cell-sub">{run.hardware.name}</div>
              </td>
              <td>{formatDate(run.createdAt)}</td>
              <td>
                <Review run={run} />
              </td>
              <td className={styles.text}>{run.reviewNote ?? "—"}</td>
              <td>
                {formatNumber(run.figures?.score ?? null, 1)}
                {run.figures && (
                  <div className="cell-sub">
                    {run.figures.reliableCount}/{run.figures.testCount} reliable
                  </div>
                )}
              </td>
              <td className={styles.text}>
                {run.hiddenAt
                  ? `Hidden: ${run.hiddenReason ?? "no reason given"}`
                  : run.figures?.listed
                    ? "Listed"
                    : "Not listed"}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
