import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { CatalogueClaimNote } from "@/components/catalogue-claim";
import { JsonLd } from "@/components/json-ld";
import { HistoryLinks } from "@/components/history-links";
import { ModelArticleLink } from "@/components/report-links";
import { RunList } from "@/components/run-list";
import { RunProfile } from "@/components/run-profile";
import { Section } from "@/components/section";
import { skipPlaceholder } from "@/lib/cache/prerender";
import { buildBreadcrumbJsonLd } from "@/lib/discovery/json-ld";
import { absoluteUrl, SITE_NAME } from "@/lib/discovery/site";
import { formatParams } from "@/lib/format";
import { translate } from "@/lib/i18n/translate";
import { getModel, listModelRuns, MODEL_RUNS_SHOWN } from "@/lib/models/data";
import { listHistorySetups } from "@/lib/insights/data";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";
import { getPublicRun } from "@/lib/runs/data";

/**
 * The model of a page's slug, cached until its runs change; none for the build's prerendered
 * placeholder. One read per request, shared by generateMetadata and the page.
 */
export const readModel = cache(skipPlaceholder(getModel));

/**
 * A model's page at one precision (the variant slug; the first precision when undefined or
 * unknown). The precision is part of the path (/models/<slug>/<precision>, which proxy.ts also
 * serves for the older ?precision=), so that each view is a page of its own in the cache.
 */
export async function renderModelPage(slug: string, precision: string | undefined, locale: Locale) {
  const model = await readModel(slug);
  if (!model) notFound();
  const variant = model.variants.find((v) => v.slug === precision) ?? model.variants[0];
  if (!variant) notFound();
  const [run, runs, setups] = await Promise.all([
    getPublicRun(variant.featuredRunId),
    listModelRuns(model.slug),
    listHistorySetups({ model: model.slug }),
  ]);
  if (!run) notFound();
  const t = translate(locale, "ModelPage");
  const runList = (
    <Section number={run.derived?.suiteScore != null ? "06" : undefined} title={t("everyRun")} id="runs">
      <RunList
        runs={runs.map((item) => ({ ...item, modelName: model.name }))}
        caption={t(runs.length < MODEL_RUNS_SHOWN ? "runsCaption" : "runsCaptionNewest", { count: runs.length })}
        locale={locale}
      />
      {runs.length >= MODEL_RUNS_SHOWN && (
        <p>
          <a href={getPathname({ locale, href: `/leaderboard?q=${encodeURIComponent(model.name)}` })}>
            {t("everyRunOnLeaderboard", { name: model.name })}
          </a>
        </p>
      )}
      {setups.length > 0 && (
        <>
          <h3 id="history">{t("acrossEngineVersions")}</h3>
          <HistoryLinks setups={setups} caption={t("historyCaption")} locale={locale} />
        </>
      )}
    </Section>
  );
  const breadcrumbs = (
    <JsonLd
      data={buildBreadcrumbJsonLd([
        { name: SITE_NAME, url: absoluteUrl("/") },
        { name: translate(locale, "Nav")("models"), url: absoluteUrl(getPathname({ locale, href: "/models" })) },
        { name: model.name, url: absoluteUrl(getPathname({ locale, href: `/models/${model.slug}` })) },
      ])}
    />
  );
  if (run.derived?.suiteScore == null) {
    return (
      <article>
        {breadcrumbs}
        <p className="meta-line">
          <span>{model.organization.name}</span>
          <span>{t("params", { params: formatParams(model.paramsB) })}</span>
          <span>{model.architecture === "moe" ? "MoE" : translate(locale, "ModelTable")("dense")}</span>
        </p>
        <h1>{model.name}</h1>
        <CatalogueClaimNote claim={model.claim} entry="model" locale={locale} />
        {model.description && <p className="lead">{model.description}</p>}
        <p className="lead">{t(runs.some((item) => item.hasMatrix) ? "noSuite" : "noSuiteMeasured")}</p>
        <ModelArticleLink modelSlug={model.slug} locale={locale} />
        {runList}
      </article>
    );
  }
  return (
    <>
      {breadcrumbs}
      <RunProfile
        run={run}
        showRank
        locale={locale}
        variants={model.variants.map((v) => ({
          precision: v.precision,
          slug: v.slug,
          href: `/models/${model.slug}/${v.slug}`,
          current: v.slug === variant.slug,
        }))}
      />
      <ModelArticleLink modelSlug={model.slug} locale={locale} />
      {runList}
    </>
  );
}
