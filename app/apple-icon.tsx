import { ImageResponse } from "next/og";
import { MARK_COLORS, MARK_FIRST_BLOCK, MARK_SIDE_BLOCKS } from "@/components/wordmark";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

/** The home-screen icon of iOS: the site's mark (app/icon.svg) at 180 px, drawn without downloads. */
export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        background: `linear-gradient(135deg, ${MARK_COLORS[0]}, ${MARK_COLORS[1]})`,
      }}
    >
      <svg width="180" height="180" viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
        <path d={MARK_SIDE_BLOCKS} fill="#fff" fillOpacity={0.72} />
        <path d={MARK_FIRST_BLOCK} fill="#fff" />
      </svg>
    </div>,
    size,
  );
}
