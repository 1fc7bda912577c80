import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { NotReviewedBadge } from "@/components/not-reviewed-badge";
import { RelatedReports } from "@/components/report-links";
import { RunMeasurements } from "@/components/run-measurements";
import { RunProfile } from "@/components/run-profile";
import { RunSetupFacts } from "@/components/run-setup-facts";
import { buildHistoryHref } from "@/components/history-links";
import { SetupHealthReport } from "@/components/setup-health";
import { Section } from "@/components/section";
import { Table, TableHead } from "@/components/ui/table";
import { listPrerenderedParams, PRERENDERED_PARAM } from "@/lib/cache/prerender";
import { formatNumber } from "@/lib/format";
import { getArenaRank } from "@/lib/leaderboard/data";
import { groupMeasurements } from "@/lib/measurements/groups";
import { describeRunWithoutSuite } from "@/lib/runs/describe";
import { getPublicRun } from "@/lib/runs/data";
import { getPublicSetupHealth } from "@/lib/insights/data";
import { getRunCard } from "@/lib/discovery/data";
import { computeRunDescription, computeRunTitle } from "@/lib/discovery/describe";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { RunJsonLd } from "./run-json-ld";
import { listStatedHostFacts, RunStatedSetup } from "./run-stated-setup";

type Props = { params: Promise<{ id: string }> };

/**
 * The page waits for its parameter before anything: its first view renders before answering (an
 * unknown one answers 404), then it is served from the cache.
 */
export const instant = false;

/** Each run's page is rendered on its first view and cached until the run changes (lib/cache). */
export function generateStaticParams() {
  return listPrerenderedParams("id");
}

/** One read per request, shared by generateMetadata and the page. */
const readRun = cache(async (id: string) => (id === PRERENDERED_PARAM ? null : getPublicRun(id)));

/** The figures of the run's title, description, share image and structured data. */
const readRunCard = cache(async (id: string) => (id === PRERENDERED_PARAM ? null : getRunCard(id)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const card = await readRunCard((await params).id);
  if (!card) return { title: "Run not found" };
  return buildPageMetadata({
    title: computeRunTitle(card),
    description: computeRunDescription(card),
    path: `/runs/${card.id}`,
    image: `/runs/${card.id}/share.png`,
  });
}

export default async function RunPage({ params }: Props) {
  const { id } = await params;
  const [run, card] = await Promise.all([readRun(id), readRunCard(id)]);
  if (!run || !card) notFound();
  const health = await getPublicSetupHealth(run.id);
  const historyHref = buildHistoryHref({
    modelSlug: run.variant.model.slug,
    variantSlug: run.variant.slug,
    hardwareSlug: run.hardware.slug,
  });
  const hasSuite = run.derived?.suiteScore != null;
  const rank = hasSuite && run.figures?.listed ? await getArenaRank(run.figures?.score ?? null) : null;
  const groups = groupMeasurements(
    run.measurements,
    new Map(run.artifacts.map((artifact) => [artifact.id, artifact.tool])),
  );
  const transcribed = run.provenance === "transcribed";
  const setups = run.artifacts.flatMap((artifact) => (artifact.setup ? [artifact.setup] : []));
  const stated = listStatedHostFacts(run).length > 0 || Boolean(run.notes);
  return (
    <>
      <RunJsonLd card={card} />
      {hasSuite ? (
        <RunProfile run={run} rank={rank} />
      ) : (
        <header className="page-header">
          <p className="eyebrow">Run</p>
          {run.reviewState === "pending" && (
            <p className="meta-line">
              <NotReviewedBadge />
            </p>
          )}
          <h1>
            {run.variant.model.name} {run.variant.precision} on {run.hardware.name}
          </h1>
          <p className="lead">
            {describeRunWithoutSuite(run.measurements.length, run._count.matrixCells, groups.length)}
          </p>
        </header>
      )}
      {health && (
        <Section title="Setup health" id="health">
          <SetupHealthReport health={health} />
          <p>
            <a href={historyHref}>
              {run.variant.model.name} {run.variant.precision} on {run.hardware.name} across engine versions →
            </a>
          </p>
        </Section>
      )}
      <RelatedReports runId={run.id} />
      {run._count.matrixCells > 0 && (
        <Section title="Speed matrix" id="matrix">
          <p>
            <Link href={`/runs/${run.id}/matrix`}>Context × concurrency speed matrix →</Link>
          </p>
        </Section>
      )}
      {run.measurements.length > 0 && (
        <Section title="All measurements" id="measurements">
          <RunMeasurements groups={groups} />
        </Section>
      )}
      {(setups.length > 0 || stated) && (
        <Section title="Setup" id="setup">
          {stated && <RunStatedSetup run={run} />}
          {setups.length > 0 && (
            <>
              <p className="muted">As the benchmark tool printed it, read from the uploaded files:</p>
              <RunSetupFacts setups={setups} />
            </>
          )}
        </Section>
      )}
      <Section title="Source data" id="source">
        {transcribed ? (
          <p>
            <strong>Transcribed, not uploaded tool output.</strong> These figures were typed from a publication:{" "}
            {run.source ?? "its source is not named"}. The file below holds them in the arena&apos;s own units; no
            benchmark tool wrote it.
          </p>
        ) : (
          <p className="muted">
            Every figure on this page comes from these files, kept as they were uploaded (secrets redacted).
          </p>
        )}
        <p className="muted">
          {run._count.sanity === 0
            ? "No sanity-check output (what the model answered) was uploaded with this run."
            : (run._count.sanity === 1 ? "1 sanity-check answer is" : `${run._count.sanity} sanity-check answers are`) +
              " stored for the admins' review."}{" "}
          Rules version {run.figures?.rulesVersion ?? "—"}.
        </p>
        <Table caption="Uploaded artifacts">
          <TableHead columns={["File", "Tool", "Format", "Test", "Size"]} />
          <tbody>
            {run.artifacts.map((artifact) => (
              <tr key={artifact.id}>
                <td>
                  <a href={`/runs/${run.id}/artifacts/${artifact.id}`}>
                    {artifact.fileName ?? `artifact ${artifact.position + 1}`}
                  </a>
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
        </Table>
      </Section>
      <nav aria-label="Compare and export" className="section meta-line">
        <a href={`/compare?runs=${run.id}`}>Compare this run</a>
        <span>
          Export: <a href={`/runs/${run.id}/export.md`}>Markdown</a> ·{" "}
          <a href={`/runs/${run.id}/export.json`}>Source JSON</a>
        </span>
      </nav>
    </>
  );
}
