import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { NotReviewedBadge } from "@/components/not-reviewed-badge";
import { RunProfile } from "@/components/run-profile";
import { Section } from "@/components/section";
import { formatNumber } from "@/lib/format";
import { getCurrentUser } from "@/lib/auth";
import { getArenaRank } from "@/lib/leaderboard/data";
import { getRun } from "@/lib/runs/data";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const run = await getRun((await params).id, await getCurrentUser());
  return run
    ? { title: `${run.variant.model.name} ${run.variant.precision} on ${run.hardware.name}` }
    : { title: "Run not found" };
}

export default async function RunPage({ params }: Props) {
  const run = await getRun((await params).id, await getCurrentUser());
  if (!run) notFound();
  const hasSuite = run.derived?.suiteScore != null;
  const rank = hasSuite && run.figures?.listed ? await getArenaRank(run.figures?.score ?? null) : null;
  return (
    <>
      {hasSuite ? (
        <RunProfile run={run} rank={rank} />
      ) : (
        <header>
          <p className="eyebrow">Run</p>
          {run.reviewState === "pending" && (
            <p className="meta-line">
              <NotReviewedBadge />
            </p>
          )}
          <h1>
            {run.variant.model.name} {run.variant.precision} on {run.hardware.name}
          </h1>
          <p className="lead">This run holds a speed matrix and no suite tests, so it has no suitability score.</p>
        </header>
      )}
      {run._count.matrixCells > 0 && (
        <Section title="Speed matrix" id="matrix">
          <p>
            <Link href={`/runs/${run.id}/matrix`}>Context × concurrency speed matrix →</Link>
          </p>
        </Section>
      )}
      <Section title="Source data" id="source">
        <p className="muted">
          Every figure on this page comes from these files, kept as they were uploaded (secrets redacted). Rules version{" "}
          {run.figures?.rulesVersion ?? "—"}.
        </p>
        <div className="table-wrap">
          <table>
            <caption>Uploaded artifacts</caption>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Tool</th>
                <th scope="col">Format</th>
                <th scope="col">Test</th>
                <th scope="col">Size</th>
              </tr>
            </thead>
            <tbody>
              {run.artifacts.map((artifact) => (
                <tr key={artifact.id}>
                  <td>
                    <a href={`/runs/${run.id}/artifacts/${artifact.id}`}>{artifact.fileName ?? `artifact ${artifact.position + 1}`}</a>
                  </td>
                  <td>
                    {artifact.tool}
                    {artifact.toolVersion ? ` ${artifact.toolVersion}` : ""}
                  </td>
                  <td>{artifact.format}</td>
                  <td>{artifact.testKey ?? "matched by parameters"}</td>
                  <td>{formatNumber(artifact.sizeBytes / 1024, 1)} KiB</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <nav aria-label="Compare and export" className="section meta-line">
        <Link href={`/compare?runs=${run.id}`}>Compare this run</Link>
        <span>
          Export: <a href={`/runs/${run.id}/export.md`}>Markdown</a> · <a href={`/runs/${run.id}/export.json`}>Source JSON</a>
        </span>
      </nav>
    </>
  );
}
