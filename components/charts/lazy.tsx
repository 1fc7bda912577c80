"use client";

/**
 * The charts, loaded after the page: recharts is the largest library on the site, and a chart
 * draws only in the browser anyway (see ChartFrame). Loading it lazily keeps it out of every
 * page's first-load JavaScript; the figures are in the page's HTML as text beside each chart.
 */
import dynamic from "next/dynamic";

/** The space a chart takes while its code loads, so nothing below it moves. */
function ChartPlaceholder({ height }: { height: number }) {
  return <div aria-hidden="true" style={{ height }} />;
}

export const DecodeThroughputBars = dynamic(
  () => import("./decode-throughput-bars").then((m) => m.DecodeThroughputBars),
  {
    ssr: false,
    loading: () => <ChartPlaceholder height={260} />,
  },
);

export const PrefillChart = dynamic(() => import("./prefill-chart").then((m) => m.PrefillChart), {
  ssr: false,
  loading: () => <ChartPlaceholder height={300} />,
});

export const QualityThroughputScatter = dynamic(
  () => import("./quality-throughput-scatter").then((m) => m.QualityThroughputScatter),
  { ssr: false, loading: () => <ChartPlaceholder height={420} /> },
);

export const CompareTestBars = dynamic(() => import("./compare-test-bars").then((m) => m.CompareTestBars), {
  ssr: false,
  loading: () => <ChartPlaceholder height={360} />,
});

export const CompareDecodeLines = dynamic(() => import("./compare-decode-lines").then((m) => m.CompareDecodeLines), {
  ssr: false,
  loading: () => <ChartPlaceholder height={380} />,
});

export const ContextProfileChart = dynamic(() => import("./context-profile-chart").then((m) => m.ContextProfileChart), {
  ssr: false,
  loading: () => <ChartPlaceholder height={300} />,
});

export const HistoryChart = dynamic(() => import("./history-chart").then((m) => m.HistoryChart), {
  ssr: false,
  loading: () => <ChartPlaceholder height={340} />,
});
