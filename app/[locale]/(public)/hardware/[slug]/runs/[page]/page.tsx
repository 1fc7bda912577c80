import { notFound } from "next/navigation";
import { prerenderOne } from "@/lib/cache/prerender";
import { readPageLocale } from "@/lib/i18n/page-locale";
import { hardwareRunsView } from "@/lib/hardware/views";
import { renderHardwarePage } from "../../hardware-page";

type Props = { params: Promise<{ slug: string; page: string; locale?: string }> };

/**
 * The page waits for its parameters before anything: its first view renders before answering (an
 * unknown one answers 404), then it is served from the cache.
 */
export const instant = false;

/** A further page of a hardware's runs (/hardware/<slug>?page=N, proxy.ts): its own cache entry. */
export const generateStaticParams = prerenderOne("slug", "page");

/** The same metadata as /hardware/<slug>: its canonical page. */
export { generateMetadata } from "../../page";

export default async function HardwareRunsPage({ params }: Props) {
  const { slug, page } = await params;
  const number = hardwareRunsView.parse(page);
  if (number === null) notFound();
  return renderHardwarePage(slug, number, await readPageLocale(params));
}
