import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { RunList } from "@/components/run-list";
import { Section } from "@/components/section";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import { listTopRuns } from "@/lib/leaderboard/data";
import { listLatestRuns } from "@/lib/runs/data";
import { TopRuns } from "./top-runs";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readPageLocale(params);
  const t = translate(locale, "Home");
  const site = translate(locale, "Site");
  const title = t("metaTitle");
  return {
    ...buildPageMetadata({
      title,
      description: site("description"),
      path: "/",
      locale,
      feeds: [{ title: site("feedTitle"), path: "/feed.xml" }],
    }),
    // Already names the site: without the layout's " · Inference Arena".
    title: { absolute: title },
  };
}

export default async function HomePage({ params }: Props) {
  const locale = await readPageLocale(params);
  if (isBuildPrerender()) return null;
  const [runs, top] = await Promise.all([listLatestRuns(10), listTopRuns(5)]);
  const t = translate(locale, "Home");
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead1")}</p>
      <p className="lead">{t("lead2")}</p>
      <Section title={t("top")} id="top">
        <TopRuns rows={top} locale={locale} />
      </Section>
      <Section title={t("latest")} id="latest">
        <RunList runs={runs} caption={t("latestCaption")} locale={locale} />
      </Section>
      <Section title={t("browse")} id="browse">
        <ul className="link-list">
          <li>
            <Link href="/models">{t("allModels")}</Link>
          </li>
          <li>
            <Link href="/planner">{t("planner")}</Link>
          </li>
          <li>
            <Link href="/calculator">{t("calculator")}</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
