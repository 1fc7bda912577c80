/**
 * A run as a Markdown document (/runs/[id]/export.md): headline figures, the suite's tests with
 * their headline and eligibility, notes, the speed matrix, the launch command and the source
 * artifacts. Pure: the normalised run in, text out.
 */
import type { RunExport } from "@/lib/runs/export-schema";
import {
  EMPTY,
  formatContext,
  formatDurationMs,
  formatEngineName,
  formatHardware,
  formatIsoDate,
  formatMs,
  formatNumber,
  formatParams,
  formatPercent,
  formatRate,
  formatThroughput,
} from "@/lib/format";
import { SUITE_TESTS } from "@/lib/suite/definition";
import {
  describeCeiling,
  describePeers,
  formatFasterValues,
  formatFigure,
  formatPercentile,
  formatRank,
} from "@/lib/insights/describe";

type Capacity = NonNullable<RunExport["figures"]>["capacity"]["p95Under5s"];

/** Escapes the characters Markdown would read as markup; table cells also lose their pipes and line breaks. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`).replace(/\r?\n/g, " ");
}

/** A fenced code block whose fence is longer than any run of backticks inside. */
function codeBlock(text: string, language = ""): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${language}\n${text}\n${fence}`;
}

function table(header: string[], align: Array<"l" | "r">, rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(align.map((a) => (a === "r" ? "---:" : "---"))), ...rows.map(line)].join("\n");
}

const seconds = (s: number | null | undefined) => formatDurationMs(s == null ? null : s * 1000);
const capacity = (c: Capacity) => (c === null ? EMPTY : `${c.atLeast ? "≥ " : ""}${formatRate(c.value)}`);
const reviewWords = { pending: "not reviewed yet", passed: "passed", failed: "failed" } as const;

function headlineSection(run: RunExport): string {
  const f = run.figures;
  const chat = f?.tests.find((t) => t.key === "chat")?.headline ?? null;
  const suite = [
    ["Suitability score (indicative)", formatNumber(f?.score ?? null, 1)],
    [
      "Throughput (RAG 8k, effective, c=10)",
      f?.throughputTps == null ? EMPTY : `${formatNumber(f.throughputTps, 0)} tok/s`,
    ],
    ["VRAM (weights)", f?.vramGB == null ? EMPTY : `${formatNumber(f.vramGB, 0)} GB`],
    ["Reliable benches", f ? `${f.reliableCount}/${f.testCount}` : EMPTY],
    ["Chat · tokens/s per user", formatNumber(chat?.perUserTps ?? null, 2)],
    ["Chat · time to first token", seconds(chat?.ttftS)],
    ["Capacity · p95 TTFT < 5 s", capacity(f?.capacity.p95Under5s ?? null)],
    ["Capacity · p95 TTFT < 10 s", capacity(f?.capacity.p95Under10s ?? null)],
  ];
  const m = f?.matrix ?? null;
  const at = (where: { contextTokens: number; concurrency: number } | null) =>
    where ? ` (context ${formatContext(where.contextTokens)}, c=${where.concurrency})` : "";
  const matrix = m
    ? [
        ["Peak decode · total tok/s", `${formatThroughput(m.peakTotalTps)}${at(m.peakTotalAt)}`],
        ["Best decode · tok/s per request", `${formatThroughput(m.bestPerRequestTps)}${at(m.bestPerRequestAt)}`],
      ]
    : [];
  const rows = [...(f?.suiteScore != null || !m ? suite : []), ...matrix];
  return `## Headline figures\n\n${table(["Figure", "Value"], ["l", "r"], rows)}`;
}

function setupSection(run: RunExport): string {
  const { model, engine, host } = run;
  const hostParts = [host.cpu, host.ramGB == null ? null : `${formatNumber(host.ramGB, 0)} GB RAM`, host.os].filter(
    Boolean,
  );
  const lines = [
    `- Model: ${escapeMarkdown(model.name)} (${escapeMarkdown(model.organization.name)}, ` +
      `${formatParams(model.paramsB)} params, ${model.architecture === "moe" ? "MoE" : "dense"})` +
      `${model.hfRepo ? `, Hugging Face ${escapeMarkdown(model.hfRepo)}` : ""}`,
    `- Precision: ${escapeMarkdown(run.variant.precision)}`,
    `- Hardware: ${escapeMarkdown(formatHardware(run.hardware))}`,
    hostParts.length > 0 ? `- Host: ${escapeMarkdown(hostParts.join(", "))}` : null,
    `- Engine: ${escapeMarkdown(`${formatEngineName(engine.name)} ${engine.version}`)}` +
      `${engine.backend ? `, backend ${escapeMarkdown(engine.backend)}` : ""}` +
      `${engine.commit ? `, commit ${escapeMarkdown(engine.commit)}` : ""}`,
    run.maxContext ? `- Max context: ${formatContext(run.maxContext)} tokens` : null,
    run.servedModel ? `- Served model name: ${escapeMarkdown(run.servedModel)}` : null,
    run.tools.length > 0
      ? `- Benchmark tools: ${run.tools.map((t) => escapeMarkdown(`${t.name} ${t.version}`)).join(", ")}`
      : null,
    run.contributor ? `- Contributor: ${escapeMarkdown(run.contributor.handle)}` : null,
    run.notes ? `- Notes: ${escapeMarkdown(run.notes)}` : null,
    run.provenance.kind === "transcribed"
      ? "- Provenance: transcribed from a publication, not uploaded tool output " +
        `(${escapeMarkdown(run.provenance.source ?? "source not named")})`
      : run.provenance.kind === "imported"
        ? "- Provenance: the benchmark tools' own output files as published, imported from a public source " +
          `(${escapeMarkdown(run.provenance.source ?? "source not named")}, measured by ` +
          `${escapeMarkdown(run.provenance.author ?? "an author not named")})`
        : "- Provenance: the benchmark tools' own output files, kept as uploaded",
    `- Sanity check: ${reviewWords[run.review.state]}` +
      `${run.review.note ? ` (${escapeMarkdown(run.review.note)})` : ""}; ${run.sanitySamples} samples stored`,
  ];
  return `## Setup\n\n${lines.filter((line) => line !== null).join("\n")}`;
}

function suiteSection(run: RunExport): string {
  const rows = SUITE_TESTS.map((def, index) => {
    const t = run.figures?.tests.find((test) => test.key === def.key) ?? null;
    const h = t?.headline ?? null;
    const tps =
      h?.perUserTps == null
        ? EMPTY
        : `${formatNumber(h.perUserTps, 2)}${h.perUserTpsStd ? ` ± ${formatNumber(h.perUserTpsStd, 2)}` : ""}`;
    const ttft = h?.ttftS == null ? EMPTY : `${seconds(h.ttftS)} (${h.ttftKind})`;
    const counts = t?.counts ? "Yes" : `No: ${escapeMarkdown(t?.reason ?? "Not measured")}`;
    const sweep = def.params.tool === "vllm-bench-serve" && def.params.requestRates.length > 1;
    const c = run.figures?.capacity;
    const carries = sweep && c ? `${capacity(c.p95Under5s)} / ${capacity(c.p95Under10s)}` : EMPTY;
    return [
      String(index + 1).padStart(2, "0"),
      escapeMarkdown(def.name),
      tps,
      ttft,
      carries,
      formatPercent(h?.success),
      counts,
    ];
  });
  const header = [
    "#",
    "Test",
    "Tokens/s per user",
    "TTFT",
    "Capacity (p95 TTFT < 5 s / < 10 s)",
    "Request success",
    "Counts",
  ];
  return `## Test suite · ${SUITE_TESTS.length} tests\n\n${table(header, ["l", "l", "r", "r", "r", "r", "l"], rows)}`;
}

function notesSection(run: RunExport): string | null {
  const notes = run.figures?.notes ?? [];
  if (notes.length === 0) return null;
  return (
    "## Notes on this run\n\n" +
    notes.map((n) => `### ${escapeMarkdown(n.title)}\n\n${escapeMarkdown(n.text)}`).join("\n\n")
  );
}

function matrixSection(run: RunExport): string | null {
  if (!run.matrix) return null;
  const decode = run.matrix.cells.filter((c) => c.phase === "decode");
  const contexts = [...new Set(decode.map((c) => c.contextTokens))].sort((a, b) => a - b);
  const concurrencies = [...new Set(decode.map((c) => c.concurrency))].sort((a, b) => a - b);
  const rows = contexts.map((ctx) => [
    formatContext(ctx),
    ...concurrencies.map((n) => {
      const cell = decode.find((c) => c.contextTokens === ctx && c.concurrency === n);
      if (!cell) return EMPTY;
      return cell.status === "valid"
        ? formatThroughput(cell.totalTps)
        : cell.status === "over_capacity"
          ? "over capacity"
          : "error";
    }),
  ]);
  const parts = [
    "## Speed matrix",
    "Decode, total tok/s across all requests, by context (rows) and concurrency (columns).",
    table(["Context", ...concurrencies.map((n) => `c=${n}`)], ["l", ...concurrencies.map(() => "r" as const)], rows),
  ];
  const prefill = run.figures?.matrix?.prefillByContext ?? [];
  if (prefill.length > 0) {
    const prefillRows = prefill.map((p) => [
      formatContext(p.contextTokens),
      formatThroughput(p.tps),
      formatMs(p.ttftMs),
    ]);
    parts.push("Prefill by context.", table(["Context", "Prompt tok/s", "TTFT"], ["l", "r", "r"], prefillRows));
  }
  return parts.join("\n\n");
}

function healthSection(run: RunExport): string | null {
  const health = run.setupHealth;
  if (!health) return null;
  const rows = health.figures.map((f) => [
    escapeMarkdown(f.label),
    formatFigure(f.value, f.unit),
    f.compared ? formatFigure(f.median, f.unit) : EMPTY,
    f.compared ? formatRank(f) : escapeMarkdown(f.note ?? EMPTY),
    formatPercentile(f.percentile),
    String(f.peers),
  ]);
  const parts = [
    "## Setup health",
    `${describePeers(health)} ${describeCeiling(health.ceiling)}`,
    rows.length > 0
      ? table(
          ["Figure", "This run", "Median of peers", "Rank", "Percentile", "Peers"],
          ["l", "r", "r", "l", "r", "r"],
          rows,
        )
      : null,
  ];
  if (health.flag) {
    const { flag } = health;
    parts.push(
      `**${escapeMarkdown(flag.text[0]?.toUpperCase() + flag.text.slice(1))}.** Far below: ` +
        `${flag.figures.map(escapeMarkdown).join(", ")}.`,
    );
    if (flag.differences.length > 0) {
      const differences = flag.differences.map((d) => [
        `\`${d.setting.replaceAll("`", "")}\``,
        escapeMarkdown(d.thisRun),
        escapeMarkdown(formatFasterValues(d.fasterRuns)),
      ]);
      parts.push(
        `Settings in which the ${flag.fasterRuns} faster runs of this setup differ:`,
        table(["Setting", "This run", "Faster runs"], ["l", "l", "l"], differences),
      );
    }
  }
  return parts.filter((part) => part !== null).join("\n\n");
}

function artifactsSection(run: RunExport, baseUrl: string): string {
  const rows = run.artifacts.map((a) => [
    `[${escapeMarkdown(a.fileName ?? `artifact ${a.position + 1}`)}](${baseUrl}${a.url})`,
    escapeMarkdown(`${a.tool}${a.toolVersion ? ` ${a.toolVersion}` : ""}`),
    a.format,
    a.testKey ?? "matched by parameters",
    `${formatNumber(a.sizeBytes / 1024, 1)} KiB`,
    `\`${a.sha256}\``,
  ]);
  const header = ["File", "Tool", "Format", "Test", "Size", "SHA-256"];
  return (
    "## Source artifacts\n\nEvery figure above comes from these files, kept as uploaded (secrets redacted).\n\n" +
    table(header, ["l", "l", "l", "l", "r", "l"], rows)
  );
}

/** The run as Markdown; links are absolute when `baseUrl` (e.g. "https://arena.example") is given. */
export function formatRunMarkdown(run: RunExport, options: { baseUrl?: string } = {}): string {
  const baseUrl = (options.baseUrl ?? "").replace(/\/$/, "");
  const title = `${run.model.name} ${run.variant.precision} on ${run.hardware.name}`;
  const engine = `${formatEngineName(run.engine.name)} v${run.engine.version}`;
  const intro = [
    `Measured on ${formatIsoDate(run.measuredAt)} with ${escapeMarkdown(engine)}. Run ` +
      `[${run.id}](${baseUrl}${run.url}), rules version ${run.figures?.rulesVersion ?? EMPTY}.`,
    run.figures?.summarySentence ? escapeMarkdown(run.figures.summarySentence) : null,
    "These runs measure speed and waiting, not the quality of the answers.",
  ];
  const sections = [
    `# ${escapeMarkdown(title)}`,
    intro.filter(Boolean).join(" "),
    headlineSection(run),
    healthSection(run),
    setupSection(run),
    run.figures?.suiteScore != null ? suiteSection(run) : null,
    notesSection(run),
    matrixSection(run),
    `## Launch command\n\nSecrets are replaced by \`<redacted>\`.\n\n${codeBlock(run.launchCommand, "sh")}`,
    artifactsSection(run, baseUrl),
  ];
  return `${sections.filter((s) => s !== null).join("\n\n")}\n`;
}
