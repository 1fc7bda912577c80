import { defineIndexPage } from "@/components/index-page";
import { ModelTable } from "@/components/model-table";
import { translate } from "@/lib/i18n/translate";
import { listModels } from "@/lib/models/data";

const page = defineIndexPage("Models", "/models", listModels, (models, locale) => (
  <ModelTable
    models={models}
    caption={translate(locale, "Models")("caption", { count: models.length })}
    locale={locale}
  />
));

export const generateMetadata = page.generateMetadata;

export default page.Page;
