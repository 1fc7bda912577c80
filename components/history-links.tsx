import { Table, TableHead } from "@/components/ui/table";
import type { listHistorySetups } from "@/lib/insights/data";

type Setup = Awaited<ReturnType<typeof listHistorySetups>>[number];

/** The address of a setup's engine-version history (proxy.ts serves it from its view path). */
export function buildHistoryHref(setup: Pick<Setup, "modelSlug" | "variantSlug" | "hardwareSlug">): string {
  return `/models/${setup.modelSlug}/history?precision=${setup.variantSlug}&hardware=${setup.hardwareSlug}`;
}

/** The setups of a model or hardware, each linking to its engine-version history. */
export function HistoryLinks({ setups, caption }: { setups: Setup[]; caption: string }) {
  return (
    <Table caption={caption}>
      <TableHead columns={["Setup", "Runs", "Engine versions"]} />
      <tbody>
        {setups.map((setup) => (
          <tr key={`${setup.modelSlug}/${setup.variantSlug}@${setup.hardwareSlug}`}>
            <td>
              <a href={buildHistoryHref(setup)}>
                {setup.modelName} {setup.precision} on {setup.hardwareName}
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
