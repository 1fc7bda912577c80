"use client";

import type { ComponentProps } from "react";
import type { DecodeThroughputBars as Chart } from "../decode-throughput-bars";
import { lazyChart, WhenInView } from "./when-in-view";

const LazyChart = lazyChart(() => import("../decode-throughput-bars").then((m) => m.DecodeThroughputBars));

/** The decode throughput bars of a run or model, loaded as it comes into view (./when-in-view.tsx). */
export function DecodeThroughputBars(props: ComponentProps<typeof Chart>) {
  return <WhenInView height={260} chart={<LazyChart {...props} />} />;
}
