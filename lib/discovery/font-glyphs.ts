/**
 * Which characters a font can draw, read from its `cmap` table, and text made drawable with it.
 * The share cards are drawn by next/og, which downloads a font (Google Fonts) or an emoji image
 * (Twemoji) for any character its fonts lack: with contributor text that is a request to an
 * outside host per card, and with no network a card that never answers. So each character the
 * bundled font lacks is replaced before drawing (a run of them by one placeholder). Pure.
 */

/** The code points a TrueType/OpenType font maps to a glyph (cmap formats 4 and 12). */
export function readFontCodePoints(font: Uint8Array): Set<number> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = view.getUint16(4);
  let cmap = -1;
  for (let index = 0; index < tables; index++) {
    const record = 12 + index * 16;
    if (String.fromCharCode(...font.subarray(record, record + 4)) === "cmap") cmap = view.getUint32(record + 8);
  }
  if (cmap < 0) throw new Error("The font has no cmap table.");
  const subtables = new Map<number, number>();
  for (let index = 0; index < view.getUint16(cmap + 2); index++) {
    const record = cmap + 4 + index * 8;
    const offset = cmap + view.getUint32(record + 4);
    const format = view.getUint16(offset);
    if ((format === 4 || format === 12) && !subtables.has(format)) subtables.set(format, offset);
  }
  const full = subtables.get(12);
  if (full !== undefined) return readFormat12(view, full);
  const basic = subtables.get(4);
  if (basic === undefined) throw new Error("The font has no Unicode cmap (format 4 or 12).");
  return readFormat4(view, basic);
}

function readFormat12(view: DataView, offset: number): Set<number> {
  const points = new Set<number>();
  const groups = view.getUint32(offset + 12);
  for (let index = 0; index < groups; index++) {
    const group = offset + 16 + index * 12;
    for (let point = view.getUint32(group); point <= view.getUint32(group + 4); point++) points.add(point);
  }
  return points;
}

function readFormat4(view: DataView, offset: number): Set<number> {
  const points = new Set<number>();
  const segments = view.getUint16(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment++) {
    const start = view.getUint16(starts + segment * 2);
    const end = view.getUint16(ends + segment * 2);
    const delta = view.getInt16(deltas + segment * 2);
    const rangeOffsetAt = rangeOffsets + segment * 2;
    const rangeOffset = view.getUint16(rangeOffsetAt);
    for (let point = start; point <= end && point !== 0xffff; point++) {
      const glyph = rangeOffset === 0 ? 1 : view.getUint16(rangeOffsetAt + rangeOffset + (point - start) * 2);
      if (glyph !== 0 && (rangeOffset !== 0 || ((point + delta) & 0xffff) !== 0)) points.add(point);
    }
  }
  return points;
}

/**
 * `text` with every run of characters `drawable` lacks (emoji, scripts the font has no glyphs
 * for, control characters) replaced by `placeholder`; whitespace becomes a space.
 */
export function toDrawableText(text: string, drawable: ReadonlySet<number>, placeholder: string): string {
  let out = "";
  let replacing = false;
  for (const char of text) {
    const point = /\s/.test(char) ? 0x20 : (char.codePointAt(0) ?? 0);
    if (drawable.has(point)) {
      out += point === 0x20 ? " " : char;
      replacing = false;
    } else if (!replacing) {
      out += placeholder;
      replacing = true;
    }
  }
  return out;
}
