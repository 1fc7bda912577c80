import { Table, TableHead } from "@/components/ui/table";
import type { listHistorySetups } from "@/lib/insights/data";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";

type Setup = Awaited<ReturnType<typeof listHistorySetups>>[number];

/** The address of a setup's engine-version history (proxy.ts serves it from its view path). */
export function buildHistoryHref(setup: Pick<Setup, "modelSlug" | "variantSlug" | "hardwareSlug">): string {
  return `/models/${setup.modelSlug}/history?precision=${setup.variantSlug}&hardware=${setup.hardwareSlug}`;
}

/** The setups of a model or hardware, each linking to its engine-version history (English unless `locale`). */
export function HistoryLinks({
  setups,
  caption,
  locale = "en",
}: {
  setups: Setup[];
  caption: string;
  locale?: Locale;
}) {
  const t = translate(locale, "HistoryLinks");
  return (
    <Table caption={caption}>
      <TableHead columns={[t("setup"), t("runs"), t("versions")]} />
      <tbody>
        {setups.map((setup) => (
          <tr key={`${setup.modelSlug}/${setup.variantSlug}@${setup.hardwareSlug}`}>
            <td>
              <a href={getPathname({ locale, href: buildHistoryHref(setup) })}>
                {t("name", { model: setup.modelName, precision: setup.precision, hardware: setup.hardwareName })}
              </a>
            </td>
            <td>{setup.runs}</td>
            <td>{setup.versions}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
