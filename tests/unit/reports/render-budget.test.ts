/**
 * The save-time path of a report body (limits, then marked, then the embed and image counts) on
 * hostile shapes at the size of the body cap: each answers in under 100 ms, stored or refused
 * naming why. Before the limits, `_a` x 49,500 took 5 s and `*a_` x 33,000 took 60 s.
 */
import { fastestRun } from "@/tests/support/timing";
import { describe, expect, it } from "vitest";
import { MAX_NESTING } from "@/lib/reports/limits";
import { prepareReportBody } from "@/lib/reports/render";
import { BODY_MAX_BYTES } from "@/lib/reports/schema";

const CAP = BODY_MAX_BYTES - 1_000;
const fill = (unit: string) => unit.repeat(Math.floor(CAP / unit.length));

const HOSTILE: Record<string, string> = {
  "_a to the cap": fill("_a"),
  "*a to the cap": fill("*a"),
  "**a to the cap": fill("**a"),
  "*a_ to the cap": fill("*a_"),
  "__a to the cap": fill("__a"),
  "!a to the cap": fill("!a"),
  "[ to the cap": fill("["),
  "![ to the cap": fill("!["),
  "[a]( to the cap": fill("[a]("),
  backticks: fill("`"),
  "backtick a": fill("`a"),
  "<a tags": fill("<a "),
  "> nested to the cap": fill("> "),
  "- nested to the cap": fill("- "),
  "indented lists": Array.from({ length: 300 }, (_, depth) => `${"  ".repeat(depth)}- a`).join("\n"),
  "one long line of words": fill("lorem "),
  "*a_ words of 300": fill(`${"*a_".repeat(100)} `),
  "*a_ in short paragraphs": fill(`${"*a_ ".repeat(33)}\n\n`),
  "**a in short paragraphs": fill(`${"**a ".repeat(33)}\n\n`),
  "<a in short paragraphs": fill(`${"<a ".repeat(99)}\n\n`),
  "short paragraphs": fill("a\n\n"),
  headings: fill("# a\n"),
  "a flat list": fill("- a\n"),
  "a table": `|a|b|\n|-|-|\n${fill("|*a_|*a_|\n")}`,
  "many share images": fill("![card](/runs/abc/share.png) "),
  "many page images": fill("![m](/runs/abc/matrix) "),
  embeds: fill("{{run:abc}}\n\n"),
};

describe("prepareReportBody on hostile shapes at the body cap", () => {
  it.each(Object.entries(HOSTILE))("%s answers in under 100 ms", (_name, body) => {
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(BODY_MAX_BYTES);
    prepareReportBody(body.slice(0, 2_000)); // warm up the code paths the shape takes
    const { ms, result: prepared } = fastestRun(() => prepareReportBody(body), 100);
    expect(ms).toBeLessThan(100);
    if (!prepared.ok) expect(prepared.issue.message.length).toBeGreaterThan(10);
  });
});

describe("the limits, and what an honest report keeps", () => {
  it("refuses the measured attacks with the limit they break", () => {
    const codeOf = (body: string) => {
      const prepared = prepareReportBody(body);
      return prepared.ok ? "stored" : prepared.issue.code;
    };
    expect(codeOf(fill("_a"))).toBe("word");
    expect(codeOf(fill("> "))).toBe("nesting");
    expect(codeOf("- ".repeat(5_000))).toBe("nesting");
    expect(codeOf(`${"> ".repeat(MAX_NESTING - 1)}a`)).toBe("stored");
    expect(codeOf(fill("*a_ "))).toBe("marks");
    expect(codeOf(fill("{{run:abc}}\n\n"))).not.toBe("stored");
  });

  it("shows at most 5 share cards as images; other site pages and remote images become links", () => {
    const five = prepareReportBody("![a](/runs/abc/share.png)\n".repeat(5));
    expect(five.ok && five.html.match(/<img /g)?.length).toBe(5);
    const six = prepareReportBody("![a](/runs/abc/share.png)\n".repeat(6));
    expect(six).toMatchObject({ ok: false, issue: { code: "images" } });
    expect(six.ok ? "" : six.issue.message).toContain("at most 5 images");
    const page = prepareReportBody("![matrix](/runs/abc/matrix)\n\n".repeat(150));
    expect(page.ok && page.html).not.toContain("<img");
    expect(page.ok && page.html).toContain('<a href="/runs/abc/matrix" rel="nofollow ugc">Image: matrix</a>');
  });

  it("keeps a report with code, tables, long URLs and snake_case names", () => {
    const url = `https://example.com/${"a".repeat(200)}`;
    const body = [
      "## Setup",
      `Served with \`--max_num_seqs 64\`, see [the notes](${url}).`,
      `| model | quant |\n|---|---|\n${"| qwen_3 | Q4_K_M |\n".repeat(400)}`,
      `\`\`\`python\n${"some_long_name = other_name_here * 2\n".repeat(500)}\`\`\``,
      "- **one**\n  - _two_\n    - ~~three~~",
      "![card](/ja/models/qwen3-5-9b/share.png)",
    ].join("\n\n");
    const prepared = prepareReportBody(body);
    expect(prepared.ok).toBe(true);
    expect(prepared.ok && prepared.html).toContain('<img src="/ja/models/qwen3-5-9b/share.png"');
  });
});
