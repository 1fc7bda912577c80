import type { Metadata } from "next";
import Link from "next/link";
import { Table, TableHead } from "@/components/ui/table";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { formatNumber } from "@/lib/format";
import { listOrganizations } from "@/lib/organizations/data";

export const metadata: Metadata = {
  title: "Organizations",
  description: "Every organization whose models have measured runs in the arena, best score first.",
};

const COLUMNS = ["Organization", "Models", "Runs", "Best score"];

export default async function OrganizationsPage() {
  if (isBuildPrerender()) return null;
  const organizations = await listOrganizations();
  return (
    <>
      <h1>Organizations</h1>
      <p className="lead">
        The publishers of the models measured here, best suitability score of any of their runs first. Each page lists
        their models and every run of them.
      </p>
      <Table caption={organizations.length === 1 ? "1 organization" : `${organizations.length} organizations`}>
        <TableHead columns={COLUMNS} />
        <tbody>
          {organizations.map((organization) => (
            <tr key={organization.slug}>
              <td>
                <Link prefetch={false} href={`/organizations/${organization.slug}`}>
                  {organization.name}
                </Link>
              </td>
              <td>{organization.modelCount}</td>
              <td>{organization.runCount}</td>
              <td>{organization.bestScore === null ? "matrix only" : formatNumber(organization.bestScore, 1)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
