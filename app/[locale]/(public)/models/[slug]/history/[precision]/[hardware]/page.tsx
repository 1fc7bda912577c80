import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { HistoryChart } from "@/components/charts/lazy/history-chart";
import { Section } from "@/components/section";
import { isPlaceholder, prerenderOne } from "@/lib/cache/prerender";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { formatEngineName } from "@/lib/format";
import { readPageLocale } from "@/lib/i18n/page-locale";
import { translateHistory } from "@/lib/insights/history-labels";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import { DROP_PERCENT } from "@/lib/insights/history";
import { getPublicSetupHistory, type SetupSlugs } from "@/lib/insights/data";
import { getPathname } from "@/lib/i18n/navigation";
import { HistoryDrops, HistoryTable } from "./history-table";

type Params = { slug: string; precision: string; hardware: string };
type Props = { params: Promise<Params & { locale?: string }> };

/** The first view renders before answering (an unknown setup answers 404), then it is cached. */
export const instant = false;

/**
 * A setup's engine-version history: /models/<slug>/history?precision=<variant>&hardware=<hardware>
 * is served from this path (proxy.ts, lib/routing/view-paths.ts), cached until a run of the setup changes.
 */
export const generateStaticParams = prerenderOne("slug", "precision", "hardware");

const readHistory = cache(async ({ slug, precision, hardware }: Params) =>
  isPlaceholder(slug, precision, hardware)
    ? null
    : getPublicSetupHistory({ model: slug, precision, hardware } satisfies SetupSlugs),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readPageLocale(params);
  const t = translate(locale, "SetupHistory");
  const history = await readHistory(await params);
  if (!history) return { title: t("notFound") };
  const setup = t("setup", {
    model: history.model.name,
    precision: history.variant.precision,
    hardware: history.hardware.name,
  });
  return buildPageMetadata({
    title: t("metaTitle", { setup }),
    description: t("metaDescription", { setup }),
    locale,
    path: `/models/${history.model.slug}/history?precision=${history.variant.slug}&hardware=${history.hardware.slug}`,
  });
}

export default async function SetupHistoryPage({ params }: Props) {
  const locale = await readPageLocale(params);
  const stored = await readHistory(await params);
  if (!stored) notFound();
  const history = translateHistory(locale, stored);
  const { model, variant, hardware } = history;
  const drops = history.engines.flatMap((engine) =>
    engine.series.flatMap((series) =>
      series.drops.map((drop) => ({ ...drop, engineName: formatEngineName(engine.engineName), series })),
    ),
  );
  const t = translate(locale, "SetupHistory");
  return (
    <article>
      <p className="eyebrow">
        <a href={getPathname({ locale, href: `/models/${model.slug}/history` })}>{model.name}</a> ·{" "}
        {translate(locale, "ModelHistory")("eyebrow")}
      </p>
      <h1>
        {t.rich("heading", {
          model: model.name,
          precision: variant.precision,
          name: hardware.name,
          hardware: (chunks) => <a href={getPathname({ locale, href: `/hardware/${hardware.slug}` })}>{chunks}</a>,
        })}
      </h1>
      <p className="lead">{t("lead", { count: history.runs, percent: DROP_PERCENT })}</p>
      {drops.length > 0 ? (
        <HistoryDrops drops={drops} locale={locale} />
      ) : (
        <p className="muted">{t("noDrops", { percent: DROP_PERCENT })}</p>
      )}
      {history.engines.map((engine) => (
        <Section key={engine.engineName} title={formatEngineName(engine.engineName)} id={`engine-${engine.engineName}`}>
          {engine.series.length > 0 && (
            <HistoryChart
              engineName={formatEngineName(engine.engineName)}
              series={engine.series}
              texts={CATALOGUES[locale].HistoryChart}
            />
          )}
          {engine.series.map((series) => (
            <HistoryTable
              key={series.key}
              series={series}
              engineName={formatEngineName(engine.engineName)}
              locale={locale}
            />
          ))}
        </Section>
      ))}
    </article>
  );
}
