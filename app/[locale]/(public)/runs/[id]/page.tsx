import type { Metadata } from "next";
import { prerenderOne } from "@/lib/cache/prerender";
import { readPageLocale } from "@/lib/i18n/page-locale";
import { generateRunMetadata, renderRunPage } from "./run-page";

type Props = { params: Promise<{ id: string; locale?: string }> };

/**
 * The page waits for its parameter before anything: its first view renders before answering (an
 * unknown one answers 404), then it is served from the cache.
 */
export const instant = false;

/** Each run's page is rendered on its first view and cached until the run changes (lib/cache). */
export const generateStaticParams = prerenderOne("id");

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return generateRunMetadata((await params).id, await readPageLocale(params));
}

export default async function RunPage({ params }: Props) {
  return renderRunPage((await params).id, 1, await readPageLocale(params));
}
