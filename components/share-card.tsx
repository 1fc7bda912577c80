/**
 * The share image of a page (1200×630 PNG, drawn by next/og's ImageResponse). Nothing is
 * downloaded: the font is next/og's own Geist, read from disk, and text is drawn with its glyphs
 * only (lib/discovery/font-glyphs.ts), since ImageResponse fetches a font from Google Fonts or an
 * emoji from a CDN for any character its fonts lack. Each card is drawn once per data version
 * (lib/cache/view-cache.ts). Satori lays out flexbox only: every element with several children
 * says `display: flex`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ImageResponse } from "next/og";
import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { createViewCache } from "@/lib/cache/view-cache";
import { readFontCodePoints, toDrawableText } from "@/lib/discovery/font-glyphs";
import { SITE_NAME } from "@/lib/discovery/site";

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

/** next/og's bundled font: in node_modules, so on every machine that installed the site. */
const FONT_FILE = path.join(process.cwd(), "node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf");
/** Stands for each run of characters the font cannot draw (Japanese, emoji). */
const PLACEHOLDER = "?";

let font: { data: Buffer; drawable: Set<number> } | null = null;
function loadFont() {
  if (!font) {
    const data = readFileSync(FONT_FILE);
    font = { data, drawable: readFontCodePoints(data) };
  }
  return font;
}

/** The card's text with only characters the font draws: nothing left for next/og to download. */
function toDrawableContent(content: ShareCardContent, drawable: Set<number>): ShareCardContent {
  const draw = (text: string) => toDrawableText(text, drawable, PLACEHOLDER);
  return {
    eyebrow: draw(content.eyebrow),
    title: draw(content.title),
    subtitle: content.subtitle === undefined ? undefined : draw(content.subtitle),
    figures: content.figures?.map((figure) => ({ label: draw(figure.label), value: draw(figure.value) })),
    lines: content.lines?.map(draw),
  };
}

const INK = "#0f172a";
const MUTED = "#475569";
const ACCENT = "#0b5cad";

export function renderShareImage(card: ShareCardContent): ImageResponse {
  const { data, drawable } = loadFont();
  const content = toDrawableContent(card, drawable);
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
        fontFamily: "Geist",
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
    { ...SHARE_IMAGE_SIZE, fonts: [{ name: "Geist", data, weight: 400, style: "normal" }] },
  );
}

/** Drawn cards (PNG bytes, or null for a page that is not there), per card and data version. */
const cards = createViewCache<Uint8Array | null>(100);

/**
 * A card as the answer of its route: drawn once per data version (`key` names the card), then
 * served from memory; cacheable as long as the page it describes; 404 without one.
 */
export async function answerShareImage(key: string, draw: () => Promise<Response | null>): Promise<Response> {
  const bytes = await cards.get(key, async () => {
    const image = await draw();
    return image ? new Uint8Array(await image.arrayBuffer()) : null;
  });
  if (!bytes) return new Response("Not found", { status: 404 });
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: { "Content-Type": SHARE_IMAGE_TYPE, "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}
