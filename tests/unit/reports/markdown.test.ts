/**
 * A report's Markdown is written by contributors and shown to everyone: nothing in it may become
 * markup, a script or a link that runs code. Each case is an input an attacker would try.
 */
import { describe, expect, it } from "vitest";
import { listEmbeddedRunIds, renderReport, sanitizeUrl } from "@/lib/reports/markdown";

/** The whole report as one HTML string, embeds as markers. */
function html(markdown: string): string {
  return renderReport(markdown)
    .map((segment) => (segment.type === "html" ? segment.html : `[${segment.kind}:${segment.runId}]`))
    .join("\n");
}

/** Every tag name the HTML holds. */
function tagsOf(output: string): string[] {
  return [...output.matchAll(/<([a-z][a-z0-9-]*)/gi)].map((match) => (match[1] ?? "").toLowerCase());
}

const ALLOWED_TAGS = new Set([
  "p",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "pre",
  "code",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "strong",
  "em",
  "del",
  "a",
  "img",
  "blockquote",
  "hr",
  "br",
  "input",
]);

describe("renderReport: what a contributor writes stays text", () => {
  it.each([
    ["a script tag", "Fast run <script>alert(1)</script>"],
    ["a block script", "<script>\nalert(1)\n</script>"],
    ["an img with onerror", '<img src="x" onerror="alert(1)">'],
    ["an svg with onload", "<svg onload=alert(1)></svg>"],
    ["an iframe", '<iframe src="https://evil.example"></iframe>'],
    ["a style block", "<style>body{display:none}</style>"],
    ["a table cell with HTML", "| a |\n|---|\n| <b onclick=alert(1)>x</b> |"],
    ["an HTML comment", "<!-- hidden --> text"],
  ])("escapes %s", (_name, input) => {
    const output = html(input);
    expect(tagsOf(output).filter((tag) => !ALLOWED_TAGS.has(tag))).toEqual([]);
    expect(output).not.toMatch(/<[^>]*\son[a-z]+=/i);
    expect(output).toContain("&lt;");
  });

  it("shows HTML entities as the characters they name, never as markup", () => {
    expect(html("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#60;b&#62;")).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;</p>",
    );
  });

  it("keeps headings, lists, code, tables and emphasis, headings one level below the page's title", () => {
    const output = html("# Setup\n\n## Figures\n\n- *one*\n- **two**\n\n1. a\n\n`x<y`\n\n```sh\nrm -rf <dir>\n```\n");
    expect(output).toContain("<h2>Setup</h2>");
    expect(output).toContain("<h3>Figures</h3>");
    expect(output).toContain("<li><em>one</em></li>");
    expect(output).toContain("<li><strong>two</strong></li>");
    expect(output).toContain("<ol>");
    expect(output).toContain("<code>x&lt;y</code>");
    expect(output).toContain('<pre><code class="language-sh">rm -rf &lt;dir&gt;');
    expect(html("| t | s |\n|---|--:|\n| chat | 12.5 |")).toMatch(/<table>[\s\S]*<td align="right">12.5<\/td>/);
  });
});

describe("links", () => {
  it("carry rel=nofollow ugc and keep http(s) and relative addresses", () => {
    expect(html("[vLLM](https://docs.vllm.ai/en/latest/) and [the run](/runs/abc)")).toBe(
      '<p><a href="https://docs.vllm.ai/en/latest/" rel="nofollow ugc">vLLM</a> and ' +
        '<a href="/runs/abc" rel="nofollow ugc">the run</a></p>',
    );
    expect(html("<https://arena.example/x>")).toContain('rel="nofollow ugc"');
  });

  it.each([
    ["javascript:", "[x](javascript:alert(1))"],
    ["mixed case", "[x](JaVaScRiPt:alert(1))"],
    ["an entity for the colon", "[x](javascript&#58;alert(1))"],
    ["a hex entity", "[x](javascript&#x3A;alert(1))"],
    ["angle brackets", "[x](<javascript:alert(1)>)"],
    ["a data URL", "[x](data:text/html;base64,PHNjcmlwdD4=)"],
    ["vbscript", "[x](vbscript:msgbox(1))"],
    ["a reference link", "[x][evil]\n\n[evil]: javascript:alert(1)"],
    ["an autolink", "<javascript:alert(1)>"],
  ])("drop the link for %s and keep its text", (_name, input) => {
    const output = html(input);
    expect(output).not.toMatch(/href=/);
    expect(output.toLowerCase()).not.toMatch(/<a /);
  });

  it("escape a title that tries to leave its attribute", () => {
    const output = html('[t](https://x.example "a\\" onmouseover=\\"alert(1)")');
    expect(output).not.toMatch(/" onmouseover=/);
    expect(output).toContain("&quot;");
  });

  it("sanitizeUrl: what a browser would follow decides", () => {
    expect(sanitizeUrl("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(sanitizeUrl("/reports/x")).toBe("/reports/x");
    expect(sanitizeUrl("#notes")).toBe("#notes");
    expect(sanitizeUrl(" javascript:alert(1)")).toBeNull();
    expect(sanitizeUrl("java\u0000script:alert(1)")).toBeNull();
    expect(sanitizeUrl("java\nscript:alert(1)")).toBeNull();
    expect(sanitizeUrl("\\\\evil.example")).toBeNull();
    expect(sanitizeUrl("mailto:a@b.c")).toBeNull();
  });
});

describe("images", () => {
  it("load only from the site itself; remote ones become links, unsafe ones text", () => {
    const output = html("![card](/runs/abc/share.png) ![remote](https://evil.example/p.png) ![bad](javascript:x)");
    expect(output).toContain('<img src="/runs/abc/share.png" alt="card" loading="lazy">');
    expect(output).toContain('<a href="https://evil.example/p.png" rel="nofollow ugc">Image: remote</a>');
    expect(output).not.toContain('evil.example/p.png" alt');
    expect(output).toContain("Image: bad");
    expect(output).not.toContain("javascript");
    expect(html('![x" onerror="alert(1)](/a.png)')).not.toMatch(/" onerror=/);
    expect(html("![p](//evil.example/p.png)")).not.toContain("<img");
  });
});

describe("embeds", () => {
  it("a run or chart line on its own becomes an embed, in order, even right after a paragraph", () => {
    const segments = renderReport("Intro\n{{run:abc123}}\n\nBetween.\n\n{{chart:abc123}}\n\n{{run:def456}}");
    expect(segments.map((segment) => (segment.type === "html" ? segment.html : segment))).toEqual([
      "<p>Intro</p>",
      { type: "embed", kind: "run", runId: "abc123" },
      "<p>Between.</p>",
      { type: "embed", kind: "chart", runId: "abc123" },
      { type: "embed", kind: "run", runId: "def456" },
    ]);
    expect(listEmbeddedRunIds("{{run:abc123}}\n\n{{chart:abc123}}\n\n{{run:def456}}")).toEqual(["abc123", "def456"]);
  });

  it("is not an embed inside code, a list, a quote or a sentence, nor with a bad id", () => {
    const input = [
      "```\n{{run:incode}}\n```",
      "- {{run:inlist}}",
      "> {{run:inquote}}",
      "See {{run:inline}} here.",
      "{{run:no-hyphens}}",
      "{{run:<script>}}",
    ].join("\n\n");
    expect(listEmbeddedRunIds(input)).toEqual([]);
    expect(html(input)).toContain("{{run:incode}}");
    expect(html(input)).toContain("{{run:&lt;script&gt;}}");
  });

  it("cannot be forged with raw HTML", () => {
    const output = renderReport('<arena-embed kind="run" run="abc"></arena-embed>');
    expect(output).toEqual([{ type: "html", html: expect.stringContaining("&lt;arena-embed") }]);
  });
});
