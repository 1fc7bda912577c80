import type { Metadata } from "next";
import { ModelTable } from "@/components/model-table";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { listModels } from "@/lib/models/data";
import { buildPageMetadata } from "@/lib/discovery/metadata";

export const metadata: Metadata = buildPageMetadata({
  title: "Models",
  description: "Every model measured in the arena, best suitability score first, with its runs and last measurement.",
  path: "/models",
});

export default async function ModelsPage() {
  if (isBuildPrerender()) return null;
  const models = await listModels();
  return (
    <>
      <h1>Models</h1>
      <p className="lead">Every model with a measured run, best suitability score first.</p>
      <ModelTable models={models} caption={`${models.length} models`} />
    </>
  );
}
