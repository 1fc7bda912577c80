import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { notFound } from "next/navigation";
import { Section } from "@/components/section";
import { requireAdmin } from "@/lib/auth";
import { listRunProposals } from "@/lib/catalogue/data";
import { formatDate, formatEngineName, formatNumber } from "@/lib/format";
import { getReviewDetail } from "@/lib/reviews/data";
import { NOTE_MAX_LENGTH } from "@/lib/reviews/schema";
import { runIdSchema } from "@/lib/runs/export-schema";
import { translateSuiteTestName } from "@/lib/suite/labels";
import { moderateRunAction, moderateUserAction } from "../../actions";
import { ReasonForm } from "../reason-form";
import { CatalogueProposals } from "./catalogue-proposals";
import { SanitySamples } from "./sanity-samples";
import { UploaderHistory } from "./uploader-history";
import { RunVerdictForm } from "./verdict-form";
import { CodeBlock } from "@/components/ui/code-block";
import { Badge } from "@/components/ui/badge";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import { getPathname } from "@/lib/i18n/navigation";

type Props = { params: Promise<{ runId: string; locale?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: translate(await readPageLocale(params as LocaleParams), "AdminRun")("title") };
}

const STATE_BADGE = { pending: "warn", passed: "good", failed: "bad" } as const;

export default async function ReviewRunPage({ params }: Props) {
  const { runId } = await params;
  const locale = await readPageLocale(params as LocaleParams);
  const t = translate(locale, "AdminRun");
  const states = translate(locale, "AdminQueue");
  const texts = CATALOGUES[locale];
  await requireAdmin(getPathname({ locale, href: `/admin/review/${runId}` }));
  const id = runIdSchema.safeParse(runId);
  const run = id.success ? await getReviewDetail(id.data) : null;
  if (!run) notFound();
  const proposals = await listRunProposals(run.id);
  const pendingProposals = proposals.filter((proposal) => proposal.state === "pending").length;

  const title = states("runOn", {
    model: run.variant.model.name,
    precision: run.variant.precision,
    hardware: run.hardware.name,
  });
  const handle = run.uploader?.handle ?? "";

  return (
    <>
      <p className="meta-line">
        <Link href="/admin/review">{t("back")}</Link>
        <span className={`badge ${STATE_BADGE[run.reviewState]}`}>
          {t("sanityState", { state: states(`reviewStates.${run.reviewState}`) })}
        </span>
        {run.hiddenAt && <Badge tone="negative">{t("hiddenBadge")}</Badge>}
        {run.figures && !run.figures.listed && <Badge tone="warning">{t("notListed")}</Badge>}
      </p>
      <h1>{title}</h1>
      <p className="lead">
        {t("lead", {
          uploaded: formatDate(run.createdAt, locale),
          measured: formatDate(run.measuredAt, locale),
          engine: `${formatEngineName(run.engine.name)} ${run.engine.version}`,
        })}{" "}
        <Link href={`/runs/${run.id}`}>{t("runPage")}</Link>
      </p>
      {run.hiddenAt && (
        <p className="callout bad">
          {t("hiddenOn", { date: formatDate(run.hiddenAt, locale), reason: run.hiddenReason ?? states("noReason") })}
        </p>
      )}
      {run.reviewNote && (
        <p className="callout">
          {run.reviewedAt
            ? t("latestNoteOn", { date: formatDate(run.reviewedAt, locale), note: run.reviewNote })
            : t("latestNote", { note: run.reviewNote })}
        </p>
      )}
      {run.figures && (
        <div className="stats">
          <div className="stat">
            <div className="stat-value">{formatNumber(run.figures.score, 1)}</div>
            <div className="stat-label">{t("score")}</div>
          </div>
          <div className="stat">
            <div className="stat-value">
              {run.figures.reliableCount}/{run.figures.testCount}
            </div>
            <div className="stat-label">{t("reliable")}</div>
          </div>
        </div>
      )}

      <Section title={t("samplesTitle", { count: run.sanity.length })} id="samples">
        <SanitySamples samples={run.sanity} locale={locale} />
      </Section>

      <Section title={t("warningsTitle", { count: run.warnings.length })} id="warnings">
        {run.warnings.length === 0 ? (
          <p className="muted">{t("noWarnings")}</p>
        ) : (
          <ul>
            {run.warnings.map((warning, index) => (
              <li key={`${warning.code}-${index}`}>
                {warning.test && <strong>{translateSuiteTestName(locale, warning.test)}: </strong>}
                {warning.message}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t("setupTitle")} id="setup">
        <CodeBlock label={t("launchCommand")} wrap>
          {run.launchCommand}
        </CodeBlock>
        {(run.hostCpu || run.hostRamGB || run.hostOs) && (
          <p>
            {t("host", {
              host: [run.hostCpu, run.hostRamGB ? `${run.hostRamGB} GB RAM` : null, run.hostOs]
                .filter(Boolean)
                .join(", "),
            })}
          </p>
        )}
        {run.notes && <p style={{ whiteSpace: "pre-line" }}>{t("notes", { notes: run.notes })}</p>}
        <ul>
          {run.tools.map((tool) => (
            <li key={`${tool.name}-${tool.version}`}>
              {tool.name} {tool.version}
            </li>
          ))}
        </ul>
        <p className="muted">
          {t("artifacts", {
            files: run.artifacts
              .map(
                (artifact) =>
                  `${artifact.fileName ?? artifact.tool} ` +
                  `(${artifact.tool}${artifact.toolVersion ? ` ${artifact.toolVersion}` : ""}, ${artifact.format})`,
              )
              .join(", "),
          })}
        </p>
      </Section>

      <Section title={t("uploaderTitle")} id="uploader">
        {run.uploader ? (
          <UploaderHistory uploader={run.uploader} runId={run.id} locale={locale} />
        ) : (
          <p className="muted">{t("seedRun")}</p>
        )}
      </Section>

      <Section title={t("catalogueTitle", { count: pendingProposals })} id="catalogue">
        <CatalogueProposals runId={run.id} proposals={proposals} locale={locale} />
      </Section>

      <Section title={t("verdictTitle")} id="verdict">
        {run.reviews.length > 0 && (
          <ul className="plain" aria-label={t("earlier")}>
            {run.reviews.map((review) => (
              <li key={review.id}>
                <span className={`badge ${STATE_BADGE[review.verdict]}`}>
                  {states(`reviewStates.${review.verdict}`)}
                </span>{" "}
                {review.testKeys.length > 0
                  ? review.testKeys.map((key) => translateSuiteTestName(locale, key)).join(", ")
                  : t("wholeRun")}{" "}
                · @{review.reviewer.handle}, {formatDate(review.createdAt, locale)}
                {review.note && ` · ${review.note}`}
              </li>
            ))}
          </ul>
        )}
        {pendingProposals > 0 && (
          <p className="callout warn">
            {t.rich(pendingProposals === 1 ? "pendingOne" : "pendingOther", {
              count: pendingProposals,
              check: (chunks) => <a href="#catalogue">{chunks}</a>,
            })}
          </p>
        )}
        <RunVerdictForm
          runId={run.id}
          noteMaxLength={NOTE_MAX_LENGTH}
          tests={run.tests.map((test) => ({
            key: test.key,
            name: translateSuiteTestName(locale, test.key),
            failed: run.failedTests.includes(test.key),
          }))}
          texts={texts.VerdictForm}
        />
      </Section>

      <Section title={t("moderationTitle")} id="moderation">
        {run.hiddenAt ? (
          <ReasonForm
            action={moderateRunAction}
            fields={{ runId: run.id, intent: "restore" }}
            label={t("whyRestore")}
            submit={t("restore")}
          />
        ) : (
          <ReasonForm
            action={moderateRunAction}
            fields={{ runId: run.id, intent: "hide" }}
            label={t("whyHide")}
            submit={t("hide")}
            danger
          />
        )}
        {run.uploader &&
          (run.uploader.suspendedAt ? (
            <ReasonForm
              action={moderateUserAction}
              fields={{ handle: run.uploader.handle, runId: run.id, intent: "unsuspend" }}
              label={t("whyReinstate", { handle })}
              submit={t("reinstate", { handle })}
            />
          ) : (
            <ReasonForm
              action={moderateUserAction}
              fields={{ handle: run.uploader.handle, runId: run.id, intent: "suspend" }}
              label={t("whySuspend", { handle })}
              submit={t("suspend", { handle })}
              option={{ name: "hideRuns", label: t("hideAll", { handle }) }}
              danger
            />
          ))}
      </Section>
    </>
  );
}
