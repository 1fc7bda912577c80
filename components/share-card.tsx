/**
 * The share image of a page (1200×630 PNG, drawn by next/og's ImageResponse with its bundled
 * font: nothing is downloaded). Satori lays out flexbox only: every element with several children
 * says `display: flex`.
 */
import { ImageResponse } from "next/og";
import { SITE_NAME } from "@/lib/discovery/site";
import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };
export const SHARE_IMAGE_TYPE = "image/png";

export type ShareFigure = { label: string; value: string };

export type ShareCardContent = {
  eyebrow: string;
  title: string;
  subtitle?: string;
  figures?: ShareFigure[];
  /** Ranked lines under the title (the leaderboard's top runs). */
  lines?: string[];
};

const INK = "#0f172a";
const MUTED = "#475569";
const ACCENT = "#0b5cad";

export function renderShareImage(content: ShareCardContent): ImageResponse {
  const figures = content.figures ?? [];
  const lines = content.lines ?? [];
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "56px 64px",
        background: "#f8fafc",
        color: INK,
        fontFamily: "sans-serif",
      }}
    >
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ display: "flex", fontSize: 28, color: ACCENT, textTransform: "uppercase", letterSpacing: 2 }}>
          {content.eyebrow}
        </div>
        <div style={{ display: "flex", fontSize: content.title.length > 40 ? 56 : 68, fontWeight: 700, marginTop: 12 }}>
          {content.title}
        </div>
        {content.subtitle && (
          <div style={{ display: "flex", fontSize: 32, color: MUTED, marginTop: 12 }}>{content.subtitle}</div>
        )}
        {lines.length > 0 && (
          <div style={{ display: "flex", flexDirection: "column", marginTop: 24 }}>
            {lines.map((line, index) => (
              <div key={line} style={{ display: "flex", fontSize: 30, marginTop: 8 }}>
                <span style={{ color: ACCENT, width: 48 }}>{index + 1}.</span>
                <span>{line}</span>
              </div>
            ))}
          </div>
        )}
      </div>
      {figures.length > 0 && (
        <div style={{ display: "flex", gap: 24 }}>
          {figures.map((figure) => (
            <div
              key={figure.label}
              style={{
                display: "flex",
                flexDirection: "column",
                flex: 1,
                padding: "20px 24px",
                background: "#ffffff",
                border: "2px solid #e2e8f0",
                borderRadius: 16,
              }}
            >
              <div style={{ display: "flex", fontSize: 24, color: MUTED }}>{figure.label}</div>
              <div style={{ display: "flex", fontSize: 48, fontWeight: 700, marginTop: 4 }}>{figure.value}</div>
            </div>
          ))}
        </div>
      )}
      <div style={{ display: "flex", fontSize: 26, color: MUTED }}>{SITE_NAME}</div>
    </div>,
    SHARE_IMAGE_SIZE,
  );
}

/** A card as the answer of its route: cacheable as long as the page it describes; 404 without one. */
export function answerShareImage(image: Response | null): Response {
  if (!image) return new Response("Not found", { status: 404 });
  image.headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  return image;
}
