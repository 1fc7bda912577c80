import type { Metadata } from "next";
import { ModelTable } from "@/components/model-table";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { listModels } from "@/lib/models/data";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readPageLocale(params);
  const t = translate(locale, "Models");
  return buildPageMetadata({ title: t("title"), description: t("metaDescription"), path: "/models", locale });
}

export default async function ModelsPage({ params }: Props) {
  const locale = await readPageLocale(params);
  if (isBuildPrerender()) return null;
  const models = await listModels();
  const t = translate(locale, "Models");
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>
      <ModelTable models={models} caption={t("caption", { count: models.length })} locale={locale} />
    </>
  );
}
