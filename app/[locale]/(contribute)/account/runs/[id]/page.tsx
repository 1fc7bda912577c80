import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { notFound } from "next/navigation";
import { RunProfile } from "@/components/run-profile";
import { requireUser } from "@/lib/auth";
import { getRun } from "@/lib/runs/data";
import { describeRunWithoutSuite } from "@/lib/runs/describe";

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: "Your run", robots: { index: false } };

/**
 * A run as its contributor (or an admin) sees it, hidden or not. The public page /runs/<id> is
 * the same for everyone and served from the cache, so a hidden run answers 404 there; its owner
 * reads it here, rendered for them on each request.
 */
export default async function OwnRunPage({ params }: Props) {
  const { id } = await params;
  const user = await requireUser(`/account/runs/${encodeURIComponent(id)}`);
  const run = await getRun(id, user);
  if (!run) notFound();
  return (
    <>
      <p className="meta-line">
        <Link href="/account/runs">← Your runs</Link>
        {!run.hiddenAt && <Link href={`/runs/${run.id}`}>Its public page →</Link>}
      </p>
      {run.derived?.suiteScore != null ? (
        <RunProfile run={run} rank={null} />
      ) : (
        <header>
          <p className="eyebrow">Run</p>
          <h1>
            {run.variant.model.name} {run.variant.precision} on {run.hardware.name}
          </h1>
          {run.hiddenAt && (
            <p className="callout bad" role="status">
              <strong>Hidden: {run.hiddenReason ?? "no reason given"}.</strong> Only its contributor and the admins see
              this run; it is on no public page or leaderboard.
            </p>
          )}
          <p className="lead">
            {describeRunWithoutSuite(
              run.measurements.length,
              run._count.matrixCells,
              new Set(run.measurements.map((measurement) => measurement.definition)).size,
            )}
          </p>
        </header>
      )}
    </>
  );
}
