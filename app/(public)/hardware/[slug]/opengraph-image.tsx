import { notFound } from "next/navigation";
import { renderShareImage, SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE } from "@/components/share-card";
import { PRERENDERED_PARAM } from "@/lib/cache/prerender";
import { formatHardware, formatNumber } from "@/lib/format";
import { getHardware } from "@/lib/hardware/data";

export const alt = "The hardware setup, its memory and the models measured on it";
export const size = SHARE_IMAGE_SIZE;
export const contentType = SHARE_IMAGE_TYPE;

/** A hardware setup's card: memory, bandwidth, runs and its best-scored models (read cached, as its page). */
export default async function HardwareShareImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const hardware = slug === PRERENDERED_PARAM ? null : await getHardware(slug);
  if (!hardware) notFound();
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
