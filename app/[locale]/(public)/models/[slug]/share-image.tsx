import { renderShareImage } from "@/components/share-card";
import { isPlaceholder } from "@/lib/cache/prerender";
import { formatNumber, formatParams } from "@/lib/format";
import { getModel, listModelRuns } from "@/lib/models/data";

/** A model's card: its maker, size, precisions, run count and best score (read cached, as its page). */
export async function ModelShareImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const model = isPlaceholder(slug) ? null : await getModel(slug);
  if (!model || model.variants.length === 0) return null;
  const runs = await listModelRuns(slug);
  const best = runs.reduce<number | null>(
    (max, run) => (run.score !== null && (max === null || run.score > max) ? run.score : max),
    null,
  );
  const precisions = model.variants.map((variant) => variant.precision);
  return renderShareImage({
    eyebrow: `Model · ${model.organization.name}`,
    title: model.name,
    subtitle: `${formatParams(model.paramsB)} parameters · ${precisions.join(", ")}`,
    figures: [
      { label: "Runs", value: formatNumber(runs.length, 0) },
      { label: "Best score", value: formatNumber(best) },
      {
        label: "Best peak decode",
        value: formatNumber(Math.max(0, ...runs.map((run) => run.peakDecodeTps ?? 0)) || null),
      },
    ],
  });
}
