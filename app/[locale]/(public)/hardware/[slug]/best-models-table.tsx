import { Link } from "@/components/locale-link";
import { Table, TableHead } from "@/components/ui/table";
import type { HardwareDetail } from "@/lib/hardware/data";
import { EMPTY, formatNumber, formatPercent } from "@/lib/format";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";

/** The models measured on one hardware, best score first, with their decode ceiling here. */
const COLUMNS = [
  "model",
  "precision",
  "bestScore",
  "weights",
  "decodeCeiling",
  "singleRequest",
  "efficiency",
  "runCount",
] as const;

export function BestModelsTable({ hardware, locale }: { hardware: HardwareDetail; locale: Locale }) {
  const t = translate(locale, "HardwarePage");
  return (
    <Table caption={t("tableCaption", { name: hardware.name })}>
      <TableHead columns={COLUMNS.map((column) => t(column))} />
      <tbody>
        {hardware.models.map((model) => (
          <tr key={`${model.modelSlug}|${model.precision}`}>
            <td>
              <Link prefetch={false} href={`/models/${model.modelSlug}`}>
                {model.modelName}
              </Link>
            </td>
            <td>{model.precision}</td>
            <td>{model.bestScore === null ? t("matrixOnly") : formatNumber(model.bestScore, 1)}</td>
            <td>{model.weightsGB === null ? EMPTY : `${formatNumber(model.weightsGB, 1)} GB`}</td>
            <td>
              <a
                href={getPathname({
                  locale,
                  href:
                    `/calculator?hardware=${hardware.slug}&model=${model.modelSlug}` +
                    `&precision=${encodeURIComponent(model.precision)}`,
                })}
                aria-label={t("openInCalculator", {
                  ceiling: formatNumber(model.decodeCeilingTps, 1),
                  model: model.modelName,
                  precision: model.precision,
                  name: hardware.name,
                })}
              >
                {model.decodeCeilingTps === null ? EMPTY : `${formatNumber(model.decodeCeilingTps, 1)} tok/s`}
              </a>
            </td>
            <td>
              {model.bestSingleRequestTps === null
                ? t("notMeasured")
                : `${formatNumber(model.bestSingleRequestTps, 1)} tok/s`}
            </td>
            <td>{formatPercent(model.bestEfficiency)}</td>
            <td>{model.runCount}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
