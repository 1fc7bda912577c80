import { notFound } from "next/navigation";
import { cache } from "react";
import { RunList } from "@/components/run-list";
import { Section } from "@/components/section";
import { prerenderOne, skipPlaceholder } from "@/lib/cache/prerender";
import { getContributor } from "@/lib/contributors/data";
import { buildSubjectMetadata } from "@/lib/discovery/page-metadata";
import { formatList } from "@/lib/discovery/describe";
import { readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";

type Props = { params: Promise<{ handle: string; locale?: string }> };

/**
 * The page waits for its parameter before anything: its first view renders before answering (an
 * unknown one answers 404), then it is served from the cache.
 */
export const instant = false;

/** Rendered on its first view and cached until the data it shows changes (lib/cache). */
export const generateStaticParams = prerenderOne("handle");

/** One read per request, shared by generateMetadata and the page. */
const readContributor = cache(skipPlaceholder(getContributor));

export const generateMetadata = buildSubjectMetadata(
  "Contributor",
  ({ handle }: { handle: string }) => readContributor(handle),
  (contributor, locale) => {
    const t = translate(locale, "Contributor");
    const models = [...new Set(contributor.runs.map((run) => run.modelName))];
    const { handle } = contributor;
    return {
      title: t("metaTitle", { handle }),
      description:
        t("metaDescription", { count: contributor.runs.length, handle }) +
        (models.length > 0 ? `: ${formatList(models)}.` : "."),
      path: `/contributors/${contributor.handle}`,
    };
  },
);

export default async function ContributorPage({ params }: Props) {
  const locale = await readPageLocale(params);
  const contributor = await readContributor((await params).handle);
  if (!contributor) notFound();
  const count = contributor.runs.length;
  const t = translate(locale, "Contributor");
  return (
    <article>
      <p className="eyebrow">{t("eyebrow")}</p>
      <h1>{contributor.name ?? `@${contributor.handle}`}</h1>
      <p className="meta-line">
        <span>@{contributor.handle}</span>
        <span>{t("runCount", { count })}</span>
      </p>
      <p className="lead">{t("lead", { handle: contributor.handle })}</p>
      <Section title={t("runs")} id="runs">
        <RunList runs={contributor.runs} caption={t("runsCaption", { count })} locale={locale} />
      </Section>
    </article>
  );
}
