import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { notFound } from "next/navigation";
import { Section } from "@/components/section";
import { requireAdmin } from "@/lib/auth";
import { listRunProposals } from "@/lib/catalogue/data";
import { formatDate, formatEngineName, formatNumber } from "@/lib/format";
import { getReviewDetail } from "@/lib/reviews/data";
import { NOTE_MAX_LENGTH, runIdParamSchema } from "@/lib/reviews/schema";
import { getSuiteTestName } from "@/lib/suite/definition";
import { moderateRunAction, moderateUserAction } from "../../actions";
import { ReasonForm } from "../reason-form";
import { CatalogueProposals } from "./catalogue-proposals";
import { SanitySamples } from "./sanity-samples";
import { UploaderHistory } from "./uploader-history";
import { VerdictForm } from "./verdict-form";
import { CodeBlock } from "@/components/ui/code-block";
import { Badge } from "@/components/ui/badge";

type Props = { params: Promise<{ runId: string }> };

export const metadata: Metadata = { title: "Review a run" };

const STATE_BADGE = { pending: "warn", passed: "good", failed: "bad" } as const;

export default async function ReviewRunPage({ params }: Props) {
  const { runId } = await params;
  await requireAdmin(`/admin/review/${runId}`);
  const id = runIdParamSchema.safeParse(runId);
  const run = id.success ? await getReviewDetail(id.data) : null;
  if (!run) notFound();
  const proposals = await listRunProposals(run.id);
  const pendingProposals = proposals.filter((proposal) => proposal.state === "pending").length;
  // What settleRunProposals makes fact when this run passes: facts the catalogue had no value for.
  const settledOnPass = proposals.filter(
    (proposal) => proposal.state === "pending" && proposal.currentValue === null && proposal.standing !== "changes",
  ).length;
  const settledFacts = settledOnPass === 1 ? "1 proposed fact" : `${settledOnPass} proposed facts`;
  const title = `${run.variant.model.name} ${run.variant.precision} on ${run.hardware.name}`;

  return (
    <>
      <p className="meta-line">
        <Link href="/admin/review">← Review queue</Link>
        <span className={`badge ${STATE_BADGE[run.reviewState]}`}>Sanity check {run.reviewState}</span>
        {run.hiddenAt && <Badge tone="negative">Hidden</Badge>}
        {run.figures && !run.figures.listed && <Badge tone="warning">Not on leaderboards</Badge>}
      </p>
      <h1>{title}</h1>
      <p className="lead">
        Uploaded {formatDate(run.createdAt)}, measured {formatDate(run.measuredAt)} with{" "}
        {formatEngineName(run.engine.name)} {run.engine.version}. <Link href={`/runs/${run.id}`}>Run page →</Link>
      </p>
      {run.hiddenAt && (
        <p className="callout bad">
          Hidden {formatDate(run.hiddenAt)}: {run.hiddenReason ?? "no reason given"}
        </p>
      )}
      {run.reviewNote && (
        <p className="callout">
          Latest note{run.reviewedAt && ` (${formatDate(run.reviewedAt)})`}: {run.reviewNote}
        </p>
      )}
      {run.figures && (
        <div className="stats">
          <div className="stat">
            <div className="stat-value">{formatNumber(run.figures.score, 1)}</div>
            <div className="stat-label">Suitability score</div>
          </div>
          <div className="stat">
            <div className="stat-value">
              {run.figures.reliableCount}/{run.figures.testCount}
            </div>
            <div className="stat-label">Reliable benches</div>
          </div>
        </div>
      )}

      <Section title={`Sanity samples · ${run.sanity.length}`} id="samples">
        <SanitySamples samples={run.sanity} />
      </Section>

      <Section title={`Plausibility warnings · ${run.warnings.length}`} id="warnings">
        {run.warnings.length === 0 ? (
          <p className="muted">No figure looked implausible at upload.</p>
        ) : (
          <ul>
            {run.warnings.map((warning, index) => (
              <li key={`${warning.code}-${index}`}>
                {warning.test && <strong>{getSuiteTestName(warning.test)}: </strong>}
                {warning.message}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Launch command and tools" id="setup">
        <CodeBlock label="Launch command" wrap>
          {run.launchCommand}
        </CodeBlock>
        {(run.hostCpu || run.hostRamGB || run.hostOs) && (
          <p>
            Host:{" "}
            {[run.hostCpu, run.hostRamGB ? `${run.hostRamGB} GB RAM` : null, run.hostOs].filter(Boolean).join(", ")}
          </p>
        )}
        {run.notes && <p style={{ whiteSpace: "pre-line" }}>The contributor&apos;s notes: {run.notes}</p>}
        <ul>
          {run.tools.map((tool) => (
            <li key={`${tool.name}-${tool.version}`}>
              {tool.name} {tool.version}
            </li>
          ))}
        </ul>
        <p className="muted">
          Artifacts:{" "}
          {run.artifacts
            .map(
              (artifact) =>
                `${artifact.fileName ?? artifact.tool} ` +
                `(${artifact.tool}${artifact.toolVersion ? ` ${artifact.toolVersion}` : ""}, ${artifact.format})`,
            )
            .join(", ")}
        </p>
      </Section>

      <Section title="Uploader" id="uploader">
        {run.uploader ? (
          <UploaderHistory uploader={run.uploader} runId={run.id} />
        ) : (
          <p className="muted">A seed run: no uploader.</p>
        )}
      </Section>

      <Section title={`Catalogue proposals · ${pendingProposals} pending`} id="catalogue">
        <CatalogueProposals runId={run.id} proposals={proposals} />
      </Section>

      <Section title="Verdict" id="verdict">
        {run.reviews.length > 0 && (
          <ul className="plain" aria-label="Earlier verdicts">
            {run.reviews.map((review) => (
              <li key={review.id}>
                <span className={`badge ${STATE_BADGE[review.verdict]}`}>{review.verdict}</span>{" "}
                {review.testKeys.length > 0 ? review.testKeys.map(getSuiteTestName).join(", ") : "whole run"} · @
                {review.reviewer.handle}, {formatDate(review.createdAt)}
                {review.note && ` · ${review.note}`}
              </li>
            ))}
          </ul>
        )}
        {settledOnPass > 0 && (
          <p className="callout warn">
            Passing this run also makes {settledFacts} the catalogue&apos;s (a new entry&apos;s facts, empty fields,
            missing quality figures): <a href="#catalogue">check them first</a>.
          </p>
        )}
        <VerdictForm
          runId={run.id}
          noteMaxLength={NOTE_MAX_LENGTH}
          tests={run.tests.map((test) => ({
            key: test.key,
            name: getSuiteTestName(test.key),
            failed: run.failedTests.includes(test.key),
          }))}
        />
      </Section>

      <Section title="Moderation" id="moderation">
        {run.hiddenAt ? (
          <ReasonForm
            action={moderateRunAction}
            fields={{ runId: run.id, intent: "restore" }}
            label="Why restore this run?"
            submit="Restore run"
          />
        ) : (
          <ReasonForm
            action={moderateRunAction}
            fields={{ runId: run.id, intent: "hide" }}
            label="Why hide this run?"
            submit="Hide run"
            danger
          />
        )}
        {run.uploader &&
          (run.uploader.suspendedAt ? (
            <ReasonForm
              action={moderateUserAction}
              fields={{ handle: run.uploader.handle, runId: run.id, intent: "unsuspend" }}
              label={`Why reinstate @${run.uploader.handle}?`}
              submit={`Reinstate @${run.uploader.handle}`}
            />
          ) : (
            <ReasonForm
              action={moderateUserAction}
              fields={{ handle: run.uploader.handle, runId: run.id, intent: "suspend" }}
              label={`Why suspend @${run.uploader.handle}?`}
              submit={`Suspend @${run.uploader.handle}`}
              option={{ name: "hideRuns", label: `Also hide all of @${run.uploader.handle}'s runs (spam)` }}
              danger
            />
          ))}
      </Section>
    </>
  );
}
