import { ImageResponse } from "next/og";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

/** The home-screen icon of iOS: the site's initials on its accent colour, drawn without downloads. */
export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: "#0b5cad",
        color: "#ffffff",
        fontSize: 88,
        fontWeight: 700,
      }}
    >
      IA
    </div>,
    size,
  );
}
