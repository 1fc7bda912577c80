import { prerenderOne } from "@/lib/cache/prerender";
import { readPageLocale } from "@/lib/i18n/page-locale";
import { renderModelPage } from "../model-page";

type Props = { params: Promise<{ slug: string; precision: string; locale?: string }> };

/**
 * The page waits for its parameter before anything: its first view renders before answering (an
 * unknown one answers 404), then it is served from the cache.
 */
export const instant = false;

/** A model's page at another precision: the same page as /models/<slug>, its own cache entry. */
export const generateStaticParams = prerenderOne("slug", "precision");

/** The same metadata as /models/<slug>: its canonical page. */
export { generateMetadata } from "../page";

export default async function ModelPrecisionPage({ params }: Props) {
  const { slug, precision } = await params;
  return renderModelPage(slug, precision, await readPageLocale(params));
}
