import { Link } from "@/components/locale-link";
import { Table, TableHead } from "@/components/ui/table";
import { EMPTY, formatIsoDate, formatNumber, formatParams } from "@/lib/format";
import { translate } from "@/lib/i18n/translate";
import type { ModelSummary } from "@/lib/models/data";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

const COLUMNS = ["model", "parameters", "architecture", "bestScore", "runs", "lastMeasured"] as const;

/** Models with their best score, run count and last measurement; each links to its page. */
export function ModelTable({
  models,
  caption,
  locale = DEFAULT_LOCALE,
}: {
  models: ModelSummary[];
  caption: string;
  locale?: Locale;
}) {
  const t = translate(locale, "ModelTable");
  return (
    <Table caption={caption}>
      <TableHead columns={COLUMNS.map((column) => t(column))} />
      <tbody>
        {models.map((model) => (
          <tr key={model.slug}>
            <td>
              <Link prefetch={false} href={`/models/${model.slug}`}>
                {model.name}
              </Link>
            </td>
            <td>{formatParams(model.paramsB)}</td>
            <td>{model.architecture === "moe" ? "MoE" : t("dense")}</td>
            <td>{model.bestScore === null ? t("matrixOnly") : formatNumber(model.bestScore, 1)}</td>
            <td>{model.runCount}</td>
            <td>{model.lastMeasuredAt ? formatIsoDate(model.lastMeasuredAt) : EMPTY}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
