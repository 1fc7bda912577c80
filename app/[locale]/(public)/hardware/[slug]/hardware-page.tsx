import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { CatalogueClaimNote } from "@/components/catalogue-claim";
import { HistoryLinks } from "@/components/history-links";
import { RelatedReports } from "@/components/report-links";
import { RunList } from "@/components/run-list";
import { Section } from "@/components/section";
import { PageHeader } from "@/components/ui/page-header";
import { StatCard, StatGrid } from "@/components/ui/stat";
import { skipPlaceholder } from "@/lib/cache/prerender";
import { EMPTY, formatHardware, formatHardwareName, formatMemory, formatNumber } from "@/lib/format";
import { getHardware, HARDWARE_RUNS_PAGE_SIZE, type HardwareDetail, listHardwareRuns } from "@/lib/hardware/data";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import { listHistorySetups } from "@/lib/insights/data";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";
import { BestModelsTable } from "./best-models-table";
import { RunsPager } from "./runs-pager";

/** The hardware of a page's slug, cached until its runs change; none for the build's placeholder. */
export const readHardware = cache(skipPlaceholder(getHardware));

/** "Runs 26–50 of 2,013, newest first"; a single page says only how many. */
function describeRunsPage(runCount: number, page: number, shown: number, locale: Locale): string {
  const t = translate(locale, "HardwarePage");
  if (page === 1 && shown === runCount) return t("runsCaption", { count: runCount });
  const first = (page - 1) * HARDWARE_RUNS_PAGE_SIZE + 1;
  const number = (value: number) => formatNumber(value, 0, locale);
  return t("runsCaptionPage", { first: number(first), last: number(first + shown - 1), count: number(runCount) });
}

/** A cited source as written, its addresses as links. */
function SourceText({ source }: { source: string | null }) {
  if (!source) return null;
  return source.split(/(https?:\/\/\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} rel="nofollow noopener">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** What the catalogue says the hardware is, and where it read it. */
function SpecFacts({ hardware, locale }: { hardware: HardwareDetail; locale: Locale }) {
  const t = translate(locale, "HardwarePage");
  const vendor = [hardware.vendor, hardware.architecture].filter(Boolean).join(" · ");
  const options = hardware.memoryOptionsGB;
  return (
    <dl className="specs">
      {vendor && (
        <>
          <dt>{t("vendor")}</dt>
          <dd>{vendor}</dd>
        </>
      )}
      {hardware.base && (
        <>
          <dt>{t("systemOf")}</dt>
          <dd>
            <a href={getPathname({ locale, href: `/hardware/${hardware.base.slug}` })}>
              {t("systemOfText", { count: hardware.count, name: hardware.base.name })}
            </a>
          </dd>
        </>
      )}
      {hardware.systems.length > 0 && (
        <>
          <dt>{t("systems")}</dt>
          <dd>
            {hardware.systems.map((system, index) => (
              <span key={system.slug}>
                {index > 0 && ", "}
                <a href={getPathname({ locale, href: `/hardware/${system.slug}` })}>
                  {`${system.count}× ${hardware.name}`}
                </a>
              </span>
            ))}
          </dd>
        </>
      )}
      <dt>{t("memoryType")}</dt>
      <dd>
        {formatMemory(hardware.memoryGB, hardware.memoryKind, locale)}
        {hardware.memoryType ? ` ${hardware.memoryType}` : ""}
        {options.length > 0 &&
          ` (${t("memoryOptions", { sizes: options.map((size) => formatNumber(size, 0)).join(" / ") })})`}
      </dd>
      {hardware.launchDate && (
        <>
          <dt>{t("launched")}</dt>
          <dd>{hardware.launchDate}</dd>
        </>
      )}
      {hardware.aliases.length > 0 && (
        <>
          <dt>{t("alsoPrinted")}</dt>
          <dd>
            {hardware.aliases.slice(0, 6).map((alias, index) => (
              <span key={alias}>
                {index > 0 && ", "}
                <code>{alias}</code>
              </span>
            ))}
          </dd>
        </>
      )}
      {hardware.specSource && (
        <>
          <dt>{t("specSource")}</dt>
          <dd>
            {hardware.factsAsOf && `${t("specSourceFact", { date: hardware.factsAsOf })} `}
            <SourceText source={hardware.specSource} />
          </dd>
        </>
      )}
    </dl>
  );
}

/** The catalogue's price and board power with their sources, or what their absence means. */
function CostFacts({ hardware, locale }: { hardware: HardwareDetail; locale: Locale }) {
  const t = translate(locale, "HardwarePage");
  const price = hardware.priceUsd === null ? null : `$${formatNumber(hardware.priceUsd, 0, locale)}`;
  const byCost = getPathname({ locale, href: `/leaderboard?hardware=${hardware.slug}&sort=cost` });
  return (
    <>
      <dl className="specs">
        <dt>{t("price")}</dt>
        <dd>
          {price === null ? (
            t("noPrice")
          ) : (
            <>
              {hardware.priceAsOf
                ? t("priceFact", { price, date: hardware.priceAsOf })
                : t("priceFactUndated", { price })}
              <SourceText source={hardware.priceSource} />
            </>
          )}
        </dd>
        <dt>{t("boardPower")}</dt>
        <dd>
          {hardware.boardPowerW === null ? (
            t("noPower")
          ) : (
            <>
              {t("powerFact", { power: formatNumber(hardware.boardPowerW, 0, locale) })}
              <SourceText source={hardware.boardPowerSource} />
            </>
          )}
        </dd>
      </dl>
      <p>
        <a href={byCost}>{t("costOnLeaderboard")}</a> ·{" "}
        <a href={getPathname({ locale, href: "/methodology#cost" })}>{t("costHow")}</a>
      </p>
    </>
  );
}

/**
 * A hardware's page with one page (from 1) of its runs: /hardware/<slug> is the first, and
 * /hardware/<slug>?page=N (served from /hardware/<slug>/runs/N, proxy.ts) the others, so that
 * each is a page of its own in the page cache. A page past the last answers 404.
 */
export async function renderHardwarePage(slug: string, page: number, locale: Locale) {
  const hardware = await readHardware(slug);
  if (!hardware || page > Math.max(hardware.pageCount, 1)) notFound();
  const [runs, setups] = await Promise.all([
    listHardwareRuns(hardware.slug, page),
    listHistorySetups({ hardware: hardware.slug }),
  ]);
  const bandwidth = hardware.bandwidthGBs;
  const example = hardware.models.find(
    (model) => model.architecture === "dense" && model.weightsGB !== null && model.decodeCeilingTps !== null,
  );
  const t = translate(locale, "HardwarePage");
  return (
    <article>
      <PageHeader
        eyebrow={
          <>
            {hardware.memoryKind === "unified" ? t("unified") : t("discrete")} · {hardware.accelerator} ·{" "}
            {t("accelerators", { count: hardware.count })}
          </>
        }
        title={formatHardwareName(hardware)}
        subtitle={`${formatHardware(hardware, locale)}${locale === "ja" ? "" : "."}`}
      />
      <CatalogueClaimNote claim={hardware.claim} entry="hardware" locale={locale} />
      <StatGrid>
        <StatCard value={formatNumber(hardware.memoryGB, 0)} unit="GB" label={t("memory")} />
        <StatCard value={bandwidth === null ? EMPTY : formatNumber(bandwidth, 0)} unit="GB/s" label={t("bandwidth")} />
        <StatCard value={hardware.models.length} label={t("modelsMeasured")} />
        <StatCard value={hardware.runCount} label={t("runs")} />
      </StatGrid>

      <Section number="01" title={t("specs")} id="specs">
        <SpecFacts hardware={hardware} locale={locale} />
        {hardware.runCount === 0 && <p className="muted">{t("noRunsYet")}</p>}
      </Section>

      <Section number="02" title={t("ceiling")} id="ceiling">
        <p>
          {t("ceilingText")}
          {bandwidth !== null &&
            example &&
            ` ${t("ceilingExample", {
              model: example.modelName,
              precision: example.precision,
              bandwidth: formatNumber(bandwidth, 0),
              weights: formatNumber(example.weightsGB, 1),
              ceiling: formatNumber(example.decodeCeilingTps, 1),
            })}`}{" "}
          {t("ceilingLimits")}
        </p>
        <p>
          <a href={getPathname({ locale, href: `/calculator?hardware=${hardware.slug}` })}>
            {t("calculate", { name: hardware.name })}
          </a>
        </p>
      </Section>

      <Section number="03" title={t("bestModels")} id="models">
        <p className="muted">{t("efficiencyNote")}</p>
        <BestModelsTable hardware={hardware} locale={locale} />
      </Section>

      <Section number="04" title={t("costAndPower")} id="cost">
        <CostFacts hardware={hardware} locale={locale} />
      </Section>

      <Section number="05" title={t("everyRun")} id="runs">
        <RunList runs={runs} caption={describeRunsPage(hardware.runCount, page, runs.length, locale)} locale={locale} />
        <RunsPager
          path={getPathname({ locale, href: `/hardware/${hardware.slug}` })}
          page={page}
          pageCount={hardware.pageCount}
          texts={CATALOGUES[locale].HardwarePage}
        />
      </Section>

      {setups.length > 0 && (
        <Section number="06" title={t("history")} id="history">
          <HistoryLinks setups={setups} caption={t("historyCaption")} locale={locale} />
        </Section>
      )}
      <RelatedReports hardwareSlug={hardware.slug} locale={locale} />
    </article>
  );
}
