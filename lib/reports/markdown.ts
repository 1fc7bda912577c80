/**
 * A report's Markdown as HTML that is safe to put in a page, and the runs it embeds. Pure: text
 * in, HTML segments out (marked, GitHub-flavoured: headings, lists, code, tables, emphasis, links).
 *
 * What a contributor writes never becomes markup of its own: raw HTML is shown as text (escaped),
 * links keep only http(s) and relative addresses and carry `rel="nofollow ugc"`, images load only
 * from the site's own share cards (anything else becomes a link), and headings start at level 2 (the page's
 * title is its h1). A line `{{run:<id>}}` or `{{chart:<id>}}` on its own, outside lists, quotes
 * and code, is an embed: the page draws a live run card or chart there.
 */
import { Lexer, Marked, type Tokens } from "marked";
import { type BodyLimitIssue, checkInlineTexts, checkLines } from "@/lib/reports/limits";
import { RUN_ID_SOURCE } from "@/lib/runs/run-id";

export type EmbedKind = "run" | "chart";

/** Pieces of a rendered report, in order: HTML to insert as is, or a run to embed. */
export type ReportSegment = { type: "html"; html: string } | { type: "embed"; kind: EmbedKind; runId: string };

/** At most this many embeds are drawn; a body with more is refused (lib/reports/render.ts). */
export const MAX_EMBEDS = 50;
/** At most this many images (share cards) are drawn; a body with more is refused. */
export const MAX_IMAGES = 5;

const EMBED_LINE = new RegExp(String.raw`^ {0,3}\{\{(run|chart):(${RUN_ID_SOURCE})\}\}[ \t]*(?:\n+|$)`);
/** Only this renderer writes it: a contributor's "<" is always escaped. */
const EMBED_MARK = new RegExp(`<arena-embed kind="(run|chart)" run="(${RUN_ID_SOURCE})"></arena-embed>`, "g");

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

/**
 * The share cards the site draws, the only images a report shows: a run's, a model's, a hardware
 * entry's or the leaderboard's card, and the site's own, in either language. Each is one cached
 * PNG; a page of the site as an image (a heavy matrix, 150 times) is not.
 */
const SHARE_CARD = String.raw`(?:runs/${RUN_ID_SOURCE}|(?:models|hardware)/[a-z0-9][a-z0-9._-]{0,119}|leaderboard)`;
const SHARE_IMAGE = new RegExp(String.raw`^(?:/ja)?(?:/${SHARE_CARD}/share\.png|/opengraph-image)$`);

export function isShareImagePath(url: string): boolean {
  return SHARE_IMAGE.test(url);
}

function renderLink(href: string, title: string | null | undefined, inner: string): string {
  const url = sanitizeUrl(href);
  if (url === null) return inner;
  const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
  return `<a href="${escapeHtml(url)}"${titleAttribute} rel="nofollow ugc">${inner}</a>`;
}

/** How deep in block quotes the renderer is: an embed line there stays text (marked lexes quotes as top level). */
let quoteDepth = 0;
/** Images drawn by the render under way. */
let imageCount = 0;

const marked = new Marked({
  gfm: true,
  breaks: false,
  extensions: [
    {
      name: "embed",
      level: "block",
      // marked asks this before every paragraph with the rest of the document: looking past the
      // paragraph's end (its first blank line) made 30,000 short paragraphs cost seconds.
      start(source: string) {
        const end = source.search(/\n[ \t]*\n/);
        const match = /(^|\n) {0,3}\{\{(run|chart):/.exec(end === -1 ? source : source.slice(0, end));
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
      if (url !== null && isShareImagePath(url)) {
        imageCount++;
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : "";
        return `<img src="${escapeHtml(url)}" alt="${alt}"${title} loading="lazy">`;
      }
      return renderLink(token.href, token.title, `Image: ${alt || "untitled"}`);
    },
  },
});

/** A report rendered: its HTML (embeds as marks), the runs it embeds in order, and the images it draws. */
export type RenderedReport = { html: string; runIds: string[]; images: number };

/**
 * The report's Markdown as HTML, or the limit it breaks (lib/reports/limits.ts): marked's block
 * lexer runs first, and the pieces of text it would hand to the inline lexer are checked before
 * that runs. Callers check nesting first (checkLines): the block lexer recurses into it.
 */
export function renderReportHtml(markdown: string): RenderedReport | { issue: BodyLimitIssue } {
  const lexer = new Lexer(marked.defaults);
  // as marked.parse does: line endings first
  const tokens = lexer.blockTokens(markdown.replace(/\r\n?/g, "\n"), lexer.tokens);
  const issue = checkInlineTexts(lexer.inlineQueue.map((queued) => queued.src));
  if (issue) return { issue };
  for (const queued of lexer.inlineQueue) {
    lexer.state.inRawBlock = false;
    lexer.inlineTokens(queued.src, queued.tokens);
  }
  lexer.inlineQueue = [];
  imageCount = 0;
  quoteDepth = 0;
  const html = marked.parser(tokens);
  const runIds = [...html.matchAll(EMBED_MARK)].map((match) => match[2] ?? "");
  return { html, runIds: [...new Set(runIds)], images: imageCount };
}

/** Stored report HTML (renderReportHtml's) as pieces to insert and runs to embed, in order. Linear. */
export function splitReportHtml(html: string): ReportSegment[] {
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

/** The report's Markdown as HTML pieces and the runs it embeds, in order; throws on a body over a limit. */
export function renderReport(markdown: string): ReportSegment[] {
  const nesting = checkLines(markdown);
  if (nesting) throw new Error(nesting.message);
  const rendered = renderReportHtml(markdown);
  if ("issue" in rendered) throw new Error(rendered.issue.message);
  return splitReportHtml(rendered.html);
}

/** The distinct runs a report embeds, in order of first appearance. */
export function listEmbeddedRunIds(markdown: string): string[] {
  if (checkLines(markdown)) return [];
  const rendered = renderReportHtml(markdown);
  return "issue" in rendered ? [] : rendered.runIds;
}
