import Link from "next/link";
import { Table, TableHead } from "@/components/ui/table";
import { EMPTY, formatIsoDate, formatNumber, formatParams } from "@/lib/format";
import type { ModelSummary } from "@/lib/models/data";

const COLUMNS = ["Model", "Parameters", "Architecture", "Best score", "Runs", "Last measured"];

/** Models with their best score, run count and last measurement; each links to its page. */
export function ModelTable({ models, caption }: { models: ModelSummary[]; caption: string }) {
  return (
    <Table caption={caption}>
      <TableHead columns={COLUMNS} />
      <tbody>
        {models.map((model) => (
          <tr key={model.slug}>
            <td>
              <Link prefetch={false} href={`/models/${model.slug}`}>
                {model.name}
              </Link>
            </td>
            <td>{formatParams(model.paramsB)}</td>
            <td>{model.architecture === "moe" ? "MoE" : "Dense"}</td>
            <td>{model.bestScore === null ? "matrix only" : formatNumber(model.bestScore, 1)}</td>
            <td>{model.runCount}</td>
            <td>{model.lastMeasuredAt ? formatIsoDate(model.lastMeasuredAt) : EMPTY}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
