import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { prerenderOne } from "@/lib/cache/prerender";
import { readPageLocale } from "@/lib/i18n/page-locale";
import { runMeasurementsView } from "@/lib/runs/views";
import { generateRunMetadata, renderRunPage } from "../../run-page";

type Props = { params: Promise<{ id: string; page: string; locale?: string }> };

/**
 * The page waits for its parameters before anything: its first view renders before answering (an
 * unknown one answers 404), then it is served from the cache.
 */
export const instant = false;

/** A further page of a run's measurements (/runs/<id>?page=N, proxy.ts): its own cache entry. */
export const generateStaticParams = prerenderOne("id", "page");

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return generateRunMetadata((await params).id, await readPageLocale(params));
}

export default async function RunMeasurementsPage({ params }: Props) {
  const { id, page } = await params;
  const number = runMeasurementsView.parse(page);
  if (number === null) notFound();
  return renderRunPage(id, number, await readPageLocale(params));
}
