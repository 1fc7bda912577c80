import { prerenderOne } from "@/lib/cache/prerender";
import { readModel, renderModelPage } from "./model-page";
import { buildSubjectMetadata } from "@/lib/discovery/page-metadata";
import { computeModelDescription } from "@/lib/discovery/describe";
import { readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";

type Props = { params: Promise<{ slug: string; locale?: string }> };

/**
 * The page waits for its parameter before anything: its first view renders before answering (an
 * unknown one answers 404), then it is served from the cache.
 */
export const instant = false;

/** Each model's page is rendered on its first view and cached until its runs change (lib/cache). */
export const generateStaticParams = prerenderOne("slug");

export const generateMetadata = buildSubjectMetadata(
  "ModelPage",
  ({ slug }: { slug: string }) => readModel(slug),
  (model, locale) => {
    const t = translate(locale, "ModelPage");
    const precisions = model.variants.map((variant) => variant.precision);
    return {
      title: t("metaTitle", { name: model.name }),
      description: computeModelDescription({ ...model, organizationName: model.organization.name, precisions }),
      // Every precision of the model is one page for search engines: /models/<slug>.
      path: `/models/${model.slug}`,
      image: `/models/${model.slug}/share.png`,
      feeds: [{ title: t("feedTitle", { name: model.name }), path: `/models/${model.slug}/feed.xml` }],
    };
  },
);

export default async function ModelPage({ params }: Props) {
  return renderModelPage((await params).slug, undefined, await readPageLocale(params));
}
