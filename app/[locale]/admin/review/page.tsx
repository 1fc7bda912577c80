import type { Metadata } from "next";
import { Section } from "@/components/section";
import { requireAdmin } from "@/lib/auth";
import { countPendingProposals, listRunsWithPendingProposals } from "@/lib/catalogue/data";
import { formatDate } from "@/lib/format";
import { listReportReviewQueue } from "@/lib/reports/data";
import { listReviewQueue, listSuspendedUsers, listUnlistedRuns } from "@/lib/reviews/data";
import { ProposalRuns } from "./proposal-runs";
import { ReportQueue } from "./report-queue";
import { ReviewQueue } from "./review-queue";
import { SuspendedList } from "./suspended-list";
import { UnlistedRuns } from "./unlisted-runs";

export const metadata: Metadata = { title: "Review queue" };

export default async function ReviewQueuePage() {
  await requireAdmin("/admin/review");
  const [queue, unlisted, suspended, proposalRuns, reports] = await Promise.all([
    listReviewQueue(),
    listUnlistedRuns(),
    listSuspendedUsers(),
    listRunsWithPendingProposals(),
    listReportReviewQueue(),
  ]);
  const proposals = await countPendingProposals(queue.runs.map((run) => run.id));
  return (
    <>
      <h1>Review queue</h1>
      <p className="lead">
        Read each run&apos;s sanity samples and warnings, then pass or fail its sanity check. A failed test stops
        counting at once: scores, ranks and notes change with the verdict.
      </p>
      <div className="stats">
        <div className="stat">
          <div className="stat-value">{queue.counts.pending}</div>
          <div className="stat-label">Awaiting review</div>
        </div>
        <div className="stat">
          <div className="stat-value">{queue.counts.passed}</div>
          <div className="stat-label">Passed</div>
        </div>
        <div className="stat">
          <div className="stat-value">{queue.counts.failed}</div>
          <div className="stat-label">Failed</div>
        </div>
      </div>
      <Section title="Awaiting review" id="queue">
        {queue.counts.pending > queue.runs.length && (
          <p className="muted">
            The oldest {queue.runs.length} of {queue.counts.pending}.
          </p>
        )}
        <ReviewQueue runs={queue.runs} proposals={proposals} />
      </Section>
      <Section title={`Reports · ${reports.pending.length} awaiting review`} id="reports">
        <p className="muted">
          Contributors&apos; write-ups. Read each as the public would, then publish or reject it; an edit sends a
          published report back here.
        </p>
        <ReportQueue rows={reports.pending} caption="Awaiting review, oldest first" empty="No report awaits review." />
        <ReportQueue rows={reports.offPublic} caption="Hidden or rejected" empty="No report is hidden or rejected." />
      </Section>
      <Section title={`Catalogue proposals · ${proposalRuns.total} pending`} id="catalogue">
        <p className="muted">
          What contributors&apos; bundles say about shared models, organizations and hardware that the catalogue does
          not hold. A fact changes only when you accept it on the run&apos;s page; a new entry&apos;s facts and empty
          fields are settled when you pass the run.
        </p>
        <ProposalRuns rows={proposalRuns.rows} />
      </Section>
      <Section title="Hidden runs and suspended contributors' runs" id="unlisted">
        <UnlistedRuns rows={unlisted} />
      </Section>
      <Section title="Suspended contributors" id="suspended">
        <SuspendedList
          users={suspended.map((user) => ({
            handle: user.handle,
            name: user.name,
            suspendedOn: user.suspendedAt ? formatDate(user.suspendedAt) : "",
            runs: user._count.runs,
          }))}
        />
      </Section>
    </>
  );
}
