import { FactList } from "@/components/ui/fact-list";
import { formatNumber } from "@/lib/format";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import type { RunDetail } from "@/lib/runs/data";

/** The host facts the contributor stated (CPU, RAM, OS), those given. */
export function listStatedHostFacts(run: Pick<RunDetail, "hostCpu" | "hostRamGB" | "hostOs">) {
  return [
    { label: "CPU", value: run.hostCpu },
    { label: "RAM", value: run.hostRamGB === null ? null : `${formatNumber(run.hostRamGB, 0)} GB` },
    { label: "OS", value: run.hostOs },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
}

/** What the contributor said about the setup beyond the files: the host and their notes. */
export function RunStatedSetup({
  run,
  locale,
}: {
  run: Pick<RunDetail, "hostCpu" | "hostRamGB" | "hostOs" | "notes">;
  locale: Locale;
}) {
  const t = translate(locale, "RunPage");
  const facts = listStatedHostFacts(run);
  return (
    <>
      {facts.length > 0 && <FactList facts={facts} label={t("hostStated")} />}
      {run.notes && (
        <div>
          <p className="muted">{t("contributorNotes")}</p>
          <p style={{ whiteSpace: "pre-line" }}>{run.notes}</p>
        </div>
      )}
    </>
  );
}
