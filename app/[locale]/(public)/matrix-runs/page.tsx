import { matrixRunsMetadata, renderMatrixRunsPage } from "./matrix-runs-page";

export const metadata = matrixRunsMetadata;

/** Every matrix run; with a filter it is served from ./[view] (proxy.ts). */
export default function MatrixRunsPage() {
  return renderMatrixRunsPage(new URLSearchParams());
}
