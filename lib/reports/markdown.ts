/**
 * A report's Markdown as HTML that is safe to put in a page, and the runs it embeds. Pure: text
 * in, HTML segments out (marked, GitHub-flavoured: headings, lists, code, tables, emphasis, links).
 *
 * What a contributor writes never becomes markup of its own: raw HTML is shown as text (escaped),
 * links keep only http(s) and relative addresses and carry `rel="nofollow ugc"`, images load only
 * from the site itself (anything else becomes a link), and headings start at level 2 (the page's
 * title is its h1). A line `{{run:<id>}}` or `{{chart:<id>}}` on its own, outside lists, quotes
 * and code, is an embed: the page draws a live run card or chart there.
 */
import { Marked, type Tokens } from "marked";

export type EmbedKind = "run" | "chart";

/** Pieces of a rendered report, in order: HTML to insert as is, or a run to embed. */
export type ReportSegment = { type: "html"; html: string } | { type: "embed"; kind: EmbedKind; runId: string };

/** At most this many embeds are drawn; the schema refuses a body with more. */
export const MAX_EMBEDS = 50;

const EMBED_LINE = /^ {0,3}\{\{(run|chart):([A-Za-z0-9]{1,64})\}\}[ \t]*(?:\n+|$)/;
/** Only this renderer writes it: a contributor's "<" is always escaped. */
const EMBED_MARK = /<arena-embed kind="(run|chart)" run="([A-Za-z0-9]{1,64})"><\/arena-embed>/g;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Every character that means something in HTML, escaped: the text reads as written. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Numeric character references and the five XML names decoded, as a browser would before following a link. */
function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16) || 0xfffd);
    if (lower.startsWith("#")) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10) || 0xfffd);
    return NAMED[lower] ?? whole;
  });
}

/**
 * The address a link may point to, or null: http(s) URLs and relative addresses only. Control
 * characters and spaces, which browsers drop ("java\tscript:"), are dropped first, so that the
 * scheme checked is the scheme followed; the result is escaped again when written.
 */
export function sanitizeUrl(href: string): string | null {
  let cleaned: string;
  try {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    cleaned = decodeReferences(href).replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  } catch {
    return null;
  }
  if (cleaned.length === 0 || cleaned.length > 2048) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  if (scheme) return /^https?$/i.test(scheme[1] ?? "") ? cleaned : null;
  // "\\evil.example" is read as "//evil.example" by browsers: a backslash is never relative.
  if (cleaned.includes("\\")) return null;
  return cleaned;
}

/** True for an address on the site itself ("/runs/x/share.png"), the only place images load from. */
function isSitePath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

function renderLink(href: string, title: string | null | undefined, inner: string): string {
  const url = sanitizeUrl(href);
  if (url === null) return inner;
  const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
  return `<a href="${escapeHtml(url)}"${titleAttribute} rel="nofollow ugc">${inner}</a>`;
}

/** How deep in block quotes the renderer is: an embed line there stays text (marked lexes quotes as top level). */
let quoteDepth = 0;

const marked = new Marked({
  gfm: true,
  breaks: false,
  extensions: [
    {
      name: "embed",
      level: "block",
      start(source: string) {
        const match = /(^|\n) {0,3}\{\{(run|chart):/.exec(source);
        return match ? match.index + (match[1]?.length ?? 0) : undefined;
      },
      tokenizer(source: string) {
        if (!this.lexer.state.top) return undefined;
        const match = EMBED_LINE.exec(source);
        if (!match) return undefined;
        return { type: "embed", raw: match[0], kind: match[1], runId: match[2] };
      },
      renderer(token) {
        if (quoteDepth > 0) return `<p>${escapeHtml(token.raw.trim())}</p>\n`;
        return `<arena-embed kind="${token.kind}" run="${token.runId}"></arena-embed>`;
      },
    },
  ],
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      const text = escapeHtml(token.text);
      return token.block ? `<p>${text.trimEnd()}</p>\n` : text;
    },
    blockquote(token: Tokens.Blockquote) {
      quoteDepth++;
      try {
        return `<blockquote>\n${this.parser.parse(token.tokens)}</blockquote>\n`;
      } finally {
        quoteDepth--;
      }
    },
    heading(token: Tokens.Heading) {
      const level = Math.min(token.depth + 1, 6);
      return `<h${level}>${this.parser.parseInline(token.tokens)}</h${level}>\n`;
    },
    link(token: Tokens.Link) {
      const inner = token.autolink ? escapeHtml(token.text) : this.parser.parseInline(token.tokens);
      return renderLink(token.href, token.title, inner);
    },
    image(token: Tokens.Image) {
      const alt = escapeHtml(token.text);
      const url = sanitizeUrl(token.href);
      if (url !== null && isSitePath(url)) {
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : "";
        return `<img src="${escapeHtml(url)}" alt="${alt}"${title} loading="lazy">`;
      }
      return renderLink(token.href, token.title, `Image: ${alt || "untitled"}`);
    },
  },
});

/** The report's Markdown as HTML pieces and the runs it embeds, in order. */
export function renderReport(markdown: string): ReportSegment[] {
  const html = marked.parse(markdown, { async: false });
  const segments: ReportSegment[] = [];
  let last = 0;
  for (const match of html.matchAll(EMBED_MARK)) {
    const before = html.slice(last, match.index).trim();
    if (before) segments.push({ type: "html", html: before });
    segments.push({ type: "embed", kind: match[1] as EmbedKind, runId: match[2] ?? "" });
    last = match.index + match[0].length;
  }
  const rest = html.slice(last).trim();
  if (rest) segments.push({ type: "html", html: rest });
  return segments;
}

/** The distinct runs a report embeds, in order of first appearance. */
export function listEmbeddedRunIds(markdown: string): string[] {
  const ids = renderReport(markdown).flatMap((segment) => (segment.type === "embed" ? [segment.runId] : []));
  return [...new Set(ids)];
}
