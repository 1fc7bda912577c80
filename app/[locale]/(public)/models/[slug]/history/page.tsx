import { notFound } from "next/navigation";
import { HistoryLinks } from "@/components/history-links";
import { prerenderOne } from "@/lib/cache/prerender";
import { buildSubjectMetadata } from "@/lib/discovery/page-metadata";
import { readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import { listHistorySetups } from "@/lib/insights/data";
import { getPathname } from "@/lib/i18n/navigation";
import { readModel } from "../model-page";

type Props = { params: Promise<{ slug: string; locale?: string }> };

/** The first view renders before answering (an unknown model answers 404), then it is cached. */
export const instant = false;

export const generateStaticParams = prerenderOne("slug");

export const generateMetadata = buildSubjectMetadata(
  "ModelPage",
  ({ slug }: { slug: string }) => readModel(slug),
  (model, locale) => {
    const t = translate(locale, "ModelHistory");
    return {
      title: t("title", { name: model.name }),
      description: t("metaDescription", { name: model.name }),
      path: `/models/${model.slug}/history`,
    };
  },
);

/** A model's setups (precision × hardware), each linking to its engine-version history. */
export default async function ModelHistoryIndexPage({ params }: Props) {
  const locale = await readPageLocale(params);
  const { slug } = await params;
  const model = await readModel(slug);
  if (!model) notFound();
  const setups = await listHistorySetups({ model: model.slug });
  const t = translate(locale, "ModelHistory");
  return (
    <article>
      <p className="eyebrow">
        <a href={getPathname({ locale, href: `/models/${model.slug}` })}>{model.name}</a> · {t("eyebrow")}
      </p>
      <h1>{t("title", { name: model.name })}</h1>
      <p className="lead">{t("lead")}</p>
      <HistoryLinks
        setups={setups}
        caption={t("setupsCaption", { count: setups.length, name: model.name })}
        locale={locale}
      />
    </article>
  );
}
