import type { Metadata } from "next";
import { listPrerenderedParams } from "@/lib/cache/prerender";
import { readModel, renderModelPage } from "./model-page";

type Props = { params: Promise<{ slug: string }> };

/**
 * The page waits for its parameter before anything: its first view renders before answering (an
 * unknown one answers 404), then it is served from the cache.
 */
export const instant = false;

/** Each model's page is rendered on its first view and cached until its runs change (lib/cache). */
export function generateStaticParams() {
  return listPrerenderedParams("slug");
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const model = await readModel((await params).slug);
  return model
    ? { title: `${model.name}`, description: model.description ?? `How fast ${model.name} runs self-hosted, measured.` }
    : { title: "Model not found" };
}

export default async function ModelPage({ params }: Props) {
  return renderModelPage((await params).slug, undefined);
}
