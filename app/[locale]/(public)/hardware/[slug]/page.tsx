import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { HistoryLinks } from "@/components/history-links";
import { RunList } from "@/components/run-list";
import { Section } from "@/components/section";
import { PageHeader } from "@/components/ui/page-header";
import { StatCard, StatGrid } from "@/components/ui/stat";
import { listPrerenderedParams, PRERENDERED_PARAM } from "@/lib/cache/prerender";
import { EMPTY, formatHardware, formatNumber } from "@/lib/format";
import { getHardware } from "@/lib/hardware/data";
import { listHistorySetups } from "@/lib/insights/data";
import { BestModelsTable } from "./best-models-table";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { computeHardwareDescription } from "@/lib/discovery/describe";
import { readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import { localizePath } from "@/lib/routing/locale-paths";

type Props = { params: Promise<{ slug: string; locale?: string }> };

/**
 * The page waits for its parameter before anything: its first view renders before answering (an
 * unknown one answers 404), then it is served from the cache.
 */
export const instant = false;

/** Rendered on its first view and cached until the data it shows changes (lib/cache). */
export function generateStaticParams() {
  return listPrerenderedParams("slug");
}

/** One read per request, shared by generateMetadata and the page. */
const readHardware = cache(async (slug: string) => (slug === PRERENDERED_PARAM ? null : getHardware(slug)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readPageLocale(params);
  const t = translate(locale, "HardwarePage");
  const hardware = await readHardware((await params).slug);
  if (!hardware) return { title: t("notFound") };
  return buildPageMetadata({
    title: t("metaTitle", { name: hardware.name }),
    locale,
    description: computeHardwareDescription({
      hardwareName: formatHardware(hardware),
      runCount: hardware.runCount,
      modelNames: hardware.models.map((model) => model.modelName),
    }),
    path: `/hardware/${hardware.slug}`,
    image: `/hardware/${hardware.slug}/share.png`,
    feeds: [{ title: t("feedTitle", { name: hardware.name }), path: `/hardware/${hardware.slug}/feed.xml` }],
  });
}

export default async function HardwareDetailPage({ params }: Props) {
  const locale = await readPageLocale(params);
  const hardware = await readHardware((await params).slug);
  if (!hardware) notFound();
  const setups = await listHistorySetups({ hardware: hardware.slug });
  const t = translate(locale, "HardwarePage");
  const bandwidth = hardware.bandwidthGBs;
  const example = hardware.models.find(
    (model) => model.architecture === "dense" && model.weightsGB !== null && model.decodeCeilingTps !== null,
  );
  return (
    <article>
      <PageHeader
        eyebrow={
          <>
            {hardware.memoryKind === "unified" ? t("unified") : t("discrete")} · {hardware.accelerator} ·{" "}
            {t("accelerators", { count: hardware.count })}
          </>
        }
        title={hardware.name}
        subtitle={`${formatHardware(hardware, locale)}${locale === "ja" ? "" : "."}`}
      />
      <StatGrid>
        <StatCard value={formatNumber(hardware.memoryGB, 0)} unit="GB" label={t("memory")} />
        <StatCard value={bandwidth === null ? EMPTY : formatNumber(bandwidth, 0)} unit="GB/s" label={t("bandwidth")} />
        <StatCard value={hardware.models.length} label={t("modelsMeasured")} />
        <StatCard value={hardware.runCount} label={t("runs")} />
      </StatGrid>

      <Section number="01" title={t("ceiling")} id="ceiling">
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
          <a href={localizePath(locale, `/calculator?hardware=${hardware.slug}`)}>
            {t("calculate", { name: hardware.name })}
          </a>
        </p>
      </Section>

      <Section number="02" title={t("bestModels")} id="models">
        <p className="muted">{t("efficiencyNote")}</p>
        <BestModelsTable hardware={hardware} locale={locale} />
      </Section>

      <Section number="03" title={t("everyRun")} id="runs">
        <RunList runs={hardware.runs} caption={t("runsCaption", { count: hardware.runs.length })} locale={locale} />
      </Section>

      {setups.length > 0 && (
        <Section number="04" title="Across engine versions" id="history">
          <HistoryLinks setups={setups} caption="Each setup's figures by engine version, regressions marked" />
        </Section>
      )}
    </article>
  );
}
