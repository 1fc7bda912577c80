"use client";

/**
 * The charts, loaded when they are about to scroll into view: recharts is the largest library on
 * the site (about 120 kB gzip), and a chart draws only in the browser anyway (see ChartFrame).
 * Until then each takes its own height, empty, so nothing below it moves; the figures are in the
 * page's HTML as text beside each chart. A page whose charts are below the first screen (the
 * leaderboard's trade-off chart) neither downloads nor runs recharts during its load.
 */
import dynamic from "next/dynamic";
import { type ComponentType, useEffect, useRef, useState } from "react";

/** The space a chart takes while it is out of view and while its code loads. */
function ChartPlaceholder({ height }: { height: number }) {
  return <div aria-hidden="true" style={{ height }} />;
}

/** How far below the screen a chart starts loading, so that it is drawn by the time it is seen. */
const LOAD_AHEAD = "300px 0px";

/** `Chart` once its placeholder comes within LOAD_AHEAD of the screen (at once without IntersectionObserver). */
function whenInView<Props extends object>(Chart: ComponentType<Props>, height: number) {
  function ChartInView(props: Props) {
    const placeholder = useRef<HTMLDivElement>(null);
    const [inView, setInView] = useState(false);
    useEffect(() => {
      const node = placeholder.current;
      if (inView || !node) return;
      if (typeof IntersectionObserver === "undefined") {
        setInView(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setInView(true);
        },
        { rootMargin: LOAD_AHEAD },
      );
      observer.observe(node);
      return () => observer.disconnect();
    }, [inView]);
    if (inView) return <Chart {...props} />;
    return <div ref={placeholder} aria-hidden="true" style={{ height }} />;
  }
  return ChartInView;
}

export const DecodeThroughputBars = whenInView(
  dynamic(() => import("./decode-throughput-bars").then((m) => m.DecodeThroughputBars), {
    ssr: false,
    loading: () => <ChartPlaceholder height={260} />,
  }),
  260,
);

export const PrefillChart = whenInView(
  dynamic(() => import("./prefill-chart").then((m) => m.PrefillChart), {
    ssr: false,
    loading: () => <ChartPlaceholder height={300} />,
  }),
  300,
);

export const QualityThroughputScatter = whenInView(
  dynamic(() => import("./quality-throughput-scatter").then((m) => m.QualityThroughputScatter), {
    ssr: false,
    loading: () => <ChartPlaceholder height={420} />,
  }),
  420,
);

export const CompareTestBars = whenInView(
  dynamic(() => import("./compare-test-bars").then((m) => m.CompareTestBars), {
    ssr: false,
    loading: () => <ChartPlaceholder height={360} />,
  }),
  360,
);

export const CompareDecodeLines = whenInView(
  dynamic(() => import("./compare-decode-lines").then((m) => m.CompareDecodeLines), {
    ssr: false,
    loading: () => <ChartPlaceholder height={380} />,
  }),
  380,
);

export const ContextProfileChart = whenInView(
  dynamic(() => import("./context-profile-chart").then((m) => m.ContextProfileChart), {
    ssr: false,
    loading: () => <ChartPlaceholder height={300} />,
  }),
  300,
);

export const HistoryChart = whenInView(
  dynamic(() => import("./history-chart").then((m) => m.HistoryChart), {
    ssr: false,
    loading: () => <ChartPlaceholder height={340} />,
  }),
  340,
);
