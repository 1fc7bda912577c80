import { renderShareImage } from "@/components/share-card";
import { isPlaceholder } from "@/lib/cache/prerender";
import { formatHardware, formatNumber } from "@/lib/format";
import { getHardware } from "@/lib/hardware/data";

/** A hardware setup's card: memory, bandwidth, runs and its best-scored models (read cached, as its page). */
export async function HardwareShareImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const hardware = isPlaceholder(slug) ? null : await getHardware(slug);
  if (!hardware) return null;
  return renderShareImage({
    eyebrow: "Hardware",
    title: hardware.name,
    subtitle: formatHardware(hardware),
    lines: hardware.models.slice(0, 3).map((model) => `${model.modelName} ${model.precision}`),
    figures: [
      { label: "Runs", value: formatNumber(hardware.runCount, 0) },
      { label: "Models", value: formatNumber(new Set(hardware.models.map((model) => model.modelSlug)).size, 0) },
      {
        label: "Bandwidth",
        value: hardware.bandwidthGBs === null ? "—" : `${formatNumber(hardware.bandwidthGBs, 0)} GB/s`,
      },
    ],
  });
}
