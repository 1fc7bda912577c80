import { HeadlineFigures } from "@/components/headline-figures";
import { Link } from "@/components/locale-link";
import { type Fact, FactList } from "@/components/ui/fact-list";
import { CodeBlock } from "@/components/ui/code-block";
import { formatDate, formatEngineName, formatHardwareName, formatMemory, formatNumber } from "@/lib/format";
import { CATALOGUES } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import type { RunDetail } from "@/lib/runs/data";
import { readCatalogueMatch } from "@/lib/runs/catalogue-match";
import { fill } from "@/lib/i18n/fill";

type FactsRun = Pick<
  RunDetail,
  | "contributor"
  | "provenance"
  | "source"
  | "sourceAuthor"
  | "catalogueMatch"
  | "machineMemoryGB"
  | "measuredAt"
  | "createdAt"
  | "engine"
  | "hardware"
  | "launchCommand"
  | "derived"
>;

/**
 * Who uploaded a run, when it was measured (the file's own date where it states one), the engine
 * (version, backend, commit),
 * the hardware's memory and bandwidth, the launch command and the headline figures with the share
 * of failed requests: the facts the Markdown export lists (lib/runs/export-markdown.ts), for every run.
 */
export function RunFacts({ run, locale }: { run: FactsRun; locale: Locale }) {
  const t = CATALOGUES[locale].RunFacts;
  const { hardware } = run;
  const headline = run.derived?.headline;
  const hardwareName = formatHardwareName(hardware);
  const who = run.contributor ? (
    <Link href={`/contributors/${run.contributor.handle}`}>@{run.contributor.handle}</Link>
  ) : (
    t.nobody
  );
  const match = readCatalogueMatch(run.catalogueMatch);
  const matched = [match?.hardware, match?.model].flatMap((part) =>
    part ? [fill(t.matchedText, { printed: part.printed, from: part.from, name: part.name })] : [],
  );
  const facts: Fact[] = [
    ...(run.provenance === "imported"
      ? [
          { label: t.measuredBy, value: <ImportedSource source={run.source} author={run.sourceAuthor} />, wide: true },
          { label: t.uploadedBy, value: t.importedNote },
        ]
      : [{ label: run.provenance === "transcribed" ? t.transcribedBy : t.uploadedBy, value: who }]),
    { label: t.measured, value: formatDate(run.measuredAt, locale) },
    { label: t.uploaded, value: formatDate(run.createdAt, locale) },
    { label: t.engine, value: `${formatEngineName(run.engine.name)} ${run.engine.version}` },
    ...(run.engine.backend ? [{ label: t.backend, value: run.engine.backend }] : []),
    ...(run.engine.commit ? [{ label: t.commit, value: run.engine.commit }] : []),
    {
      label: t.hardware,
      value: hardware.claim ? hardwareName : <Link href={`/hardware/${hardware.slug}`}>{hardwareName}</Link>,
    },
    { label: t.accelerator, value: hardware.accelerator },
    { label: t.memory, value: formatMemory(hardware.memoryGB, hardware.memoryKind, locale) },
    ...(run.machineMemoryGB === null
      ? []
      : [{ label: t.machineMemory, value: formatMemory(run.machineMemoryGB, hardware.memoryKind, locale) }]),
    {
      label: t.bandwidth,
      value: hardware.bandwidthGBs === null ? t.bandwidthUnknown : `${formatNumber(hardware.bandwidthGBs, 0)} GB/s`,
    },
  ];
  if (matched.length > 0) facts.push({ label: t.matched, value: matched.join("; "), wide: true });
  if (headline && (headline.figures.length > 0 || (headline.failed ?? 0) > 0)) {
    facts.push({ label: t.figures, value: <HeadlineFigures headline={headline} texts={t} />, wide: true });
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

/** Who measured an imported run, as its publication names them, and a link to where it was published. */
function ImportedSource({ source, author }: { source: string | null; author: string | null }) {
  if (!source) return <>{author ?? "—"}</>;
  const shown = source.replace(/^https:\/\//, "").replace(/\/blob\/[0-9a-f]{40}\//, "/…/");
  return (
    <>
      {author ?? "—"} ·{" "}
      <a href={source} rel="noopener noreferrer">
        {shown.length > 80 ? `${shown.slice(0, 77)}…` : shown}
      </a>
    </>
  );
}
