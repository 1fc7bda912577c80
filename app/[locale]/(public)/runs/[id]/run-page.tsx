import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ReviewVerdictBadge, ReviewVerdictNote } from "@/components/review-verdict";
import { RelatedReports } from "@/components/report-links";
import { RunFacts } from "@/components/run-facts";
import { RunMeasurements } from "@/components/run-measurements";
import { RunProfile } from "@/components/run-profile";
import { RunSetupFacts } from "@/components/run-setup-facts";
import { buildHistoryHref } from "@/components/history-links";
import { SetupHealthReport } from "@/components/setup-health";
import { Section } from "@/components/section";
import { Table, TableHead } from "@/components/ui/table";
import { skipPlaceholder } from "@/lib/cache/prerender";
import { formatNumber } from "@/lib/format";
import { groupMeasurements } from "@/lib/measurements/groups";
import { pageMeasurementGroups } from "@/lib/measurements/run-pages";
import { getPublicRun } from "@/lib/runs/data";
import { getPublicSetupHealth } from "@/lib/insights/data";
import { getRunCard } from "@/lib/discovery/data";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { joinSentences } from "@/lib/i18n/fill";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";
import { MeasurementsPager } from "./measurements-pager";
import { RunFileParts } from "./run-file-parts";
import { RunJsonLd } from "./run-json-ld";
import { describeRunPage } from "./run-metadata";
import { listStatedHostFacts, RunStatedSetup } from "./run-stated-setup";

/** One read per request, shared by generateMetadata and the page. */
const readRun = cache(skipPlaceholder(getPublicRun));

/** The figures of the run's title, description, share image and structured data. */
const readRunCard = cache(skipPlaceholder(getRunCard));

/** The metadata of every page of a run: one canonical address, the first page's. */
export async function generateRunMetadata(id: string, locale: Locale): Promise<Metadata> {
  const card = await readRunCard(id);
  if (!card) return { title: translate(locale, "RunPage")("notFound") };
  return buildPageMetadata({
    ...describeRunPage(card, locale),
    path: `/runs/${card.id}`,
    image: `/runs/${card.id}/share.png`,
    locale,
  });
}

/** The header's sentence for a run without suite tests: what it holds instead. */
function describeWithoutSuite(locale: Locale, measurements: number, matrixCells: number, kinds: number) {
  const t = translate(locale, "RunPage");
  const counted =
    measurements === 0
      ? null
      : kinds > 1
        ? t("holdsMeasurementsOfKinds", { count: measurements, kinds })
        : t("holdsMeasurements", { count: measurements });
  const matrix = matrixCells > 0 ? t("holdsMatrix") : null;
  const holds =
    counted && matrix ? t("holdsBoth", { measurements: counted, matrix }) : (counted ?? matrix ?? t("holdsNothing"));
  return t("leadNoSuite", { holds });
}

/**
 * A run's page with one page (from 1) of its measurements: /runs/<id> is the first, and
 * /runs/<id>?page=N (served from /runs/<id>/measurements/N, proxy.ts) the others, so that each is a
 * page of its own in the page cache. A page past the last answers 404. The arena rank is read in
 * the browser (components/run-rank-badge.tsx): a page that showed it would be out of date after
 * every ranked upload anywhere.
 */
export async function renderRunPage(id: string, page: number, locale: Locale) {
  const [run, card] = await Promise.all([readRun(id), readRunCard(id)]);
  if (!run || !card) notFound();
  const t = translate(locale, "RunPage");
  const setupName = { model: run.variant.model.name, precision: run.variant.precision, hardware: run.hardware.name };
  const health = await getPublicSetupHealth(run.id);
  const historyHref = buildHistoryHref({
    modelSlug: run.variant.model.slug,
    variantSlug: run.variant.slug,
    hardwareSlug: run.hardware.slug,
  });
  const hasSuite = run.derived?.suiteScore != null;
  const groups = groupMeasurements(
    run.measurements,
    new Map(run.artifacts.map((artifact) => [artifact.id, artifact.tool])),
  );
  const measurements = pageMeasurementGroups(groups, page);
  if (page > measurements.pages) notFound();
  const transcribed = run.provenance === "transcribed";
  const setups = run.artifacts.flatMap((artifact) => (artifact.setup ? [artifact.setup] : []));
  const stated = listStatedHostFacts(run).length > 0 || Boolean(run.notes);
  return (
    <>
      <RunJsonLd card={card} />
      {hasSuite ? (
        <RunProfile run={run} showRank locale={locale} />
      ) : (
        <header className="page-header">
          <p className="eyebrow">{t("eyebrow")}</p>
          <p className="meta-line">
            <ReviewVerdictBadge state={run.reviewState} locale={locale} />
          </p>
          <h1>{t("title", setupName)}</h1>
          <ReviewVerdictNote run={run} locale={locale} />
          <p className="lead">
            {describeWithoutSuite(locale, run.measurements.length, run._count.matrixCells, groups.length)}
          </p>
        </header>
      )}
      <Section title={CATALOGUES[locale].RunFacts.title} id="facts">
        <RunFacts run={run} locale={locale} />
      </Section>
      {health && (
        <Section title={t("health")} id="health">
          <SetupHealthReport health={health} texts={CATALOGUES[locale].SetupHealth} />
          <p>
            <a href={getPathname({ locale, href: historyHref })}>{t("acrossVersions", setupName)}</a>
          </p>
        </Section>
      )}
      <RelatedReports runId={run.id} locale={locale} />
      {run._count.matrixCells > 0 && (
        <Section title={t("matrix")} id="matrix">
          <p>
            <Link href={`/runs/${run.id}/matrix`}>{t("matrixLink")}</Link>
          </p>
        </Section>
      )}
      {run.measurements.length > 0 && (
        <Section title={t("measurements")} id="measurements">
          <MeasurementsPager runId={run.id} shown={measurements} locale={locale} />
          <RunMeasurements groups={measurements.groups} locale={locale} />
          <MeasurementsPager runId={run.id} shown={measurements} locale={locale} />
        </Section>
      )}
      {(setups.length > 0 || stated) && (
        <Section title={t("setup")} id="setup">
          {stated && <RunStatedSetup run={run} locale={locale} />}
          {setups.length > 0 && (
            <>
              <p className="muted">{t("setupFromFiles")}</p>
              <RunSetupFacts setups={setups} locale={locale} />
            </>
          )}
        </Section>
      )}
      <Section title={t("source")} id="source">
        {transcribed ? (
          <p>
            <strong>{t("transcribed")}</strong> {t("transcribedText", { source: run.source ?? t("sourceUnnamed") })}
          </p>
        ) : run.provenance === "imported" ? (
          <p>
            <strong>{t("imported")}</strong>{" "}
            {t("importedText", {
              author: run.sourceAuthor ?? "—",
              source: run.source ?? t("sourceUnnamed"),
            })}
          </p>
        ) : (
          <p className="muted">{t("keptAsUploaded")}</p>
        )}
        <p className="muted">
          {joinSentences(locale, [
            run._count.sanity === 0 ? t("noSanity") : t("sanityStored", { count: run._count.sanity }),
            t("rulesVersion", { version: run.figures?.rulesVersion ?? "—" }),
          ])}
        </p>
        <Table caption={t("artifacts")}>
          <TableHead columns={[t("file"), t("tool"), t("format"), t("test"), t("size")]} />
          <tbody>
            {run.artifacts.map((artifact) => (
              <tr key={artifact.id}>
                <td>
                  <a href={`/runs/${run.id}/artifacts/${artifact.id}`}>
                    {artifact.fileName ?? t("artifactNumber", { number: artifact.position + 1 })}
                  </a>
                </td>
                <td>
                  {artifact.tool}
                  {artifact.toolVersion ? ` ${artifact.toolVersion}` : ""}
                </td>
                <td>{artifact.format}</td>
                <td>{artifact.testKey ?? t("matchedByParameters")}</td>
                <td>{formatNumber(artifact.sizeBytes / 1024, 1)} KiB</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <RunFileParts run={run} locale={locale} />
      </Section>
      <nav aria-label={t("compareAndExport")} className="section meta-line">
        <a href={getPathname({ locale, href: `/compare?runs=${run.id}` })}>{t("compareRun")}</a>
        <span>
          {t("export")} <a href={`/runs/${run.id}/export.md`}>Markdown</a> ·{" "}
          <a href={`/runs/${run.id}/export.json`}>{t("sourceJson")}</a>
        </span>
      </nav>
    </>
  );
}
