import { JsonLd } from "@/components/json-ld";
import type { RunCard } from "@/lib/discovery/data";
import { computeRunDescription, computeRunTitle } from "@/lib/discovery/describe";
import { buildBreadcrumbJsonLd, buildDatasetJsonLd } from "@/lib/discovery/json-ld";
import { absoluteUrl, SITE_NAME } from "@/lib/discovery/site";

/** A run as a schema.org Dataset (its exports as downloads) and its place under its model. */
export function RunJsonLd({ card }: { card: RunCard }) {
  const url = absoluteUrl(`/runs/${card.id}`);
  const dataset = buildDatasetJsonLd(
    {
      name: computeRunTitle(card),
      description: computeRunDescription(card),
      url,
      dateModified: card.updatedAt,
      keywords: [card.modelName, card.precision, card.hardwareName, card.engine, "LLM inference benchmark"],
      distributions: [
        { url: absoluteUrl(`/runs/${card.id}/export.json`), encodingFormat: "application/json" },
        { url: absoluteUrl(`/runs/${card.id}/export.md`), encodingFormat: "text/markdown" },
      ],
    },
    { name: SITE_NAME, url: absoluteUrl("/") },
  );
  const breadcrumbs = buildBreadcrumbJsonLd([
    { name: SITE_NAME, url: absoluteUrl("/") },
    { name: "Models", url: absoluteUrl("/models") },
    { name: card.modelName, url: absoluteUrl(`/models/${card.modelSlug}`) },
    { name: `${card.precision} on ${card.hardwareName}`, url },
  ]);
  return (
    <>
      <JsonLd data={dataset} />
      <JsonLd data={breadcrumbs} />
    </>
  );
}
