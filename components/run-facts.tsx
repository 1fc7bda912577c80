import { HeadlineFigures } from "@/components/headline-figures";
import { Link } from "@/components/locale-link";
import { type Fact, FactList } from "@/components/ui/fact-list";
import { CodeBlock } from "@/components/ui/code-block";
import { formatDate, formatEngineName, formatMemory, formatNumber } from "@/lib/format";
import { CATALOGUES } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import type { RunDetail } from "@/lib/runs/data";

type FactsRun = Pick<
  RunDetail,
  "contributor" | "provenance" | "measuredAt" | "createdAt" | "engine" | "hardware" | "launchCommand" | "derived"
>;

/** The engine as the Markdown export names it: name and version, then backend and commit where known. */
function describeEngine(engine: FactsRun["engine"]): string {
  const extras = [engine.backend, engine.commit ? `commit ${engine.commit}` : null].filter(Boolean).join(", ");
  return `${formatEngineName(engine.name)} ${engine.version}${extras ? ` (${extras})` : ""}`;
}

/**
 * Who uploaded a run, when it was measured (the file's own date where it states one), the engine,
 * the hardware's memory and bandwidth, the launch command and the headline figures with the share
 * of failed requests: the facts the Markdown export lists (lib/runs/export-markdown.ts), for every run.
 */
export function RunFacts({ run, locale }: { run: FactsRun; locale: Locale }) {
  const t = CATALOGUES[locale].RunFacts;
  const { hardware } = run;
  const headline = run.derived?.headline;
  const who = run.contributor ? (
    <Link href={`/contributors/${run.contributor.handle}`}>@{run.contributor.handle}</Link>
  ) : (
    t.nobody
  );
  const facts: Fact[] = [
    { label: run.provenance === "transcribed" ? t.transcribedBy : t.uploadedBy, value: who },
    { label: t.measured, value: formatDate(run.measuredAt, locale) },
    { label: t.uploaded, value: formatDate(run.createdAt, locale) },
    { label: t.engine, value: describeEngine(run.engine) },
    {
      label: t.hardware,
      value: hardware.claim ? (
        `${hardware.count > 1 ? `${hardware.count}× ` : ""}${hardware.name} · ${hardware.accelerator}`
      ) : (
        <Link href={`/hardware/${hardware.slug}`}>
          {hardware.count > 1 ? `${hardware.count}× ` : ""}
          {hardware.name} · {hardware.accelerator}
        </Link>
      ),
    },
    { label: t.memory, value: formatMemory(hardware.memoryGB, hardware.memoryKind, locale) },
    {
      label: t.bandwidth,
      value: hardware.bandwidthGBs === null ? t.bandwidthUnknown : `${formatNumber(hardware.bandwidthGBs, 0)} GB/s`,
    },
  ];
  if (headline && (headline.figures.length > 0 || (headline.failed ?? 0) > 0)) {
    facts.push({ label: t.figures, value: <HeadlineFigures headline={headline} texts={t} /> });
  }
  return (
    <>
      <FactList facts={facts} label={t.label} />
      <p className="muted">{t.launchCommand}</p>
      {run.launchCommand ? (
        <CodeBlock label={t.launchCommand} wrap>
          {run.launchCommand}
        </CodeBlock>
      ) : (
        <p>{t.noCommand}</p>
      )}
    </>
  );
}
