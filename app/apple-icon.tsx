import { ImageResponse } from "next/og";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

/** The home-screen icon of iOS: the site's mark (app/icon.svg) at 180 px, drawn without downloads. */
export default function AppleIcon() {
  return new ImageResponse(
    <div style={{ width: "100%", height: "100%", display: "flex", background: "#0b5cad" }}>
      <svg width="180" height="180" viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
        <path d="M7 24h4v-6H7zm7 0h4V13h-4zm7 0h4V8h-4z" fill="#fff" />
      </svg>
    </div>,
    size,
  );
}
