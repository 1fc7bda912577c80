"use client";

/**
 * Charts loaded when they are about to scroll into view: recharts is the largest library on
 * the site (about 120 kB gzip), and a chart draws only in the browser anyway (see ChartFrame).
 * Until then each takes its own height, empty, so nothing below it moves; the figures are in the
 * page's HTML as text beside each chart. A page whose charts are below the first screen (the
 * leaderboard's trade-off chart) neither downloads nor runs recharts during its load.
 *
 * React's `lazy` rather than next/dynamic: the chart is never rendered on the server (it waits for
 * an effect), and next/dynamic's machinery cost 2.5 kB (gzip) of first-load script on every page
 * with a chart.
 */
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";

/** A chart component to load with `import()` on first use (one module per chart in this folder). */
export function lazyChart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}

/** The space a chart takes while it is out of view and while its code loads. */
function ChartPlaceholder({ height }: { height: number }) {
  return <div aria-hidden="true" style={{ height }} />;
}

/** How far below the screen a chart starts loading, so that it is drawn by the time it is seen. */
const LOAD_AHEAD = "300px 0px";

/**
 * `chart` (an element of a lazy component) once this placeholder comes within LOAD_AHEAD of the
 * screen (at once without IntersectionObserver); the placeholder stays while its code loads.
 */
export function WhenInView({ height, chart }: { height: number; chart: ReactNode }) {
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
  if (inView) return <Suspense fallback={<ChartPlaceholder height={height} />}>{chart}</Suspense>;
  return <div ref={placeholder} aria-hidden="true" style={{ height }} />;
}
