import { compareMetadata, renderComparePage } from "./compare-page";

export const metadata = compareMetadata;

/** The compare page with no run chosen; with `?runs=` it is served from ./[view] (proxy.ts). */
export default function ComparePage() {
  return renderComparePage(new URLSearchParams());
}
