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
  const hardwareName = `${hardware.count > 1 ? `${hardware.count}× ` : ""}${hardware.name}`;
  const who = run.contributor ? (
    <Link href={`/contributors/${run.contributor.handle}`}>@{run.contributor.handle}</Link>
  ) : (
    t.nobody
  );
  const facts: Fact[] = [
    { label: run.provenance === "transcribed" ? t.transcribedBy : t.uploadedBy, value: who },
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
