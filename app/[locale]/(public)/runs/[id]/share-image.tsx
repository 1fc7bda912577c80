import { renderShareImage } from "@/components/share-card";
import { isPlaceholder } from "@/lib/cache/prerender";
import { getRunCard } from "@/lib/discovery/data";
import { EMPTY, formatDurationMs, formatIsoDate, formatNumber, formatTps } from "@/lib/format";

/** A run's card: model, precision, hardware, engine and its headline figures (read cached, as its page). */
export async function RunShareImage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const run = isPlaceholder(id) ? null : await getRunCard(id);
  if (!run) return null;
  return renderShareImage({
    eyebrow: `Run · ${formatIsoDate(run.measuredAt)}`,
    title: `${run.modelName} ${run.precision}`,
    subtitle: `on ${run.hardwareName} · ${run.engine}`,
    figures: [
      // A run without the suite's chat test has no per-user figure: its peak decode, named as such.
      run.perUserTps !== null
        ? { label: "Per user", value: formatTps(run.perUserTps) }
        : { label: "Peak decode", value: formatTps(run.peakDecodeTps) },
      { label: "Time to first token", value: run.ttftS !== null ? formatDurationMs(run.ttftS * 1000) : EMPTY },
      { label: "Score", value: formatNumber(run.score) },
    ],
  });
}
