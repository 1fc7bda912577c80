import type { Metadata } from "next";
import { Section } from "@/components/section";
import { requireAdmin } from "@/lib/auth";
import { formatDate } from "@/lib/format";
import { listReviewQueue, listSuspendedUsers, listUnlistedRuns } from "@/lib/reviews/data";
import { ReviewQueue } from "./review-queue";
import { SuspendedList } from "./suspended-list";
import { UnlistedRuns } from "./unlisted-runs";

export const metadata: Metadata = { title: "Review queue" };

export default async function ReviewQueuePage() {
  await requireAdmin("/admin/review");
  const [queue, unlisted, suspended] = await Promise.all([listReviewQueue(), listUnlistedRuns(), listSuspendedUsers()]);
  return (
    <>
      <h1>Review queue</h1>
      <p className="lead">
        Read each run&apos;s sanity samples and warnings, then pass or fail its sanity check. A failed test stops counting at
        once: scores, ranks and notes change with the verdict.
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
        <ReviewQueue runs={queue.runs} />
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
