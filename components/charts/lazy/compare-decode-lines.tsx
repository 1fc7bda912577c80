"use client";

import type { ComponentProps } from "react";
import type { CompareDecodeLines as Chart } from "../compare-decode-lines";
import { lazyChart, WhenInView } from "./when-in-view";

const LazyChart = lazyChart(() => import("../compare-decode-lines").then((m) => m.CompareDecodeLines));

/** The compare page's decode lines, loaded as it comes into view (./when-in-view.tsx). */
export function CompareDecodeLines(props: ComponentProps<typeof Chart>) {
  return <WhenInView height={380} chart={<LazyChart {...props} />} />;
}
