import { ModelTable } from "@/components/model-table";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { listModels } from "@/lib/models/data";
import { buildMessagesMetadata } from "@/lib/discovery/page-metadata";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";

type Props = { params: LocaleParams };

export const generateMetadata = buildMessagesMetadata("Models", "/models");

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
