import Link from "next/link";
import { Table, TableHead } from "@/components/ui/table";
import type { HardwareDetail } from "@/lib/hardware/data";
import { EMPTY, formatNumber, formatPercent } from "@/lib/format";

/** The models measured on one hardware, best score first, with their decode ceiling here. */
export function BestModelsTable({ hardware }: { hardware: HardwareDetail }) {
  return (
    <Table caption={<>Models and precisions measured on {hardware.name}, best suitability score first</>}>
      <TableHead
        columns={[
          "Model",
          "Precision",
          "Best score",
          "Weights",
          "Decode ceiling",
          "Measured · 1 request",
          "Efficiency",
          "Runs",
        ]}
      />
      <tbody>
        {hardware.models.map((model) => (
          <tr key={`${model.modelSlug}|${model.precision}`}>
            <td>
              <Link prefetch={false} href={`/models/${model.modelSlug}`}>
                {model.modelName}
              </Link>
            </td>
            <td>{model.precision}</td>
            <td>{model.bestScore === null ? "matrix only" : formatNumber(model.bestScore, 1)}</td>
            <td>{model.weightsGB === null ? EMPTY : `${formatNumber(model.weightsGB, 1)} GB`}</td>
            <td>
              <a
                href={
                  `/calculator?hardware=${hardware.slug}&model=${model.modelSlug}` +
                  `&precision=${encodeURIComponent(model.precision)}`
                }
                aria-label={
                  `${formatNumber(model.decodeCeilingTps, 1)} tok/s: open ${model.modelName} ${model.precision} on ` +
                  `${hardware.name} in the calculator`
                }
              >
                {model.decodeCeilingTps === null ? EMPTY : `${formatNumber(model.decodeCeilingTps, 1)} tok/s`}
              </a>
            </td>
            <td>
              {model.bestSingleRequestTps === null
                ? "not measured"
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
