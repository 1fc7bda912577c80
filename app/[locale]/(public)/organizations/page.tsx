import { defineIndexPage } from "@/components/index-page";
import { Link } from "@/components/locale-link";
import { Table, TableHead } from "@/components/ui/table";
import { formatNumber } from "@/lib/format";
import { translate } from "@/lib/i18n/translate";
import { listOrganizations } from "@/lib/organizations/data";

const COLUMNS = ["organization", "models", "runs", "bestScore"] as const;

const page = defineIndexPage("Organizations", "/organizations", listOrganizations, (organizations, locale) => {
  const t = translate(locale, "Organizations");
  return (
    <Table caption={t("caption", { count: organizations.length })}>
      <TableHead columns={COLUMNS.map((column) => t(column))} />
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
            <td>{organization.bestScore === null ? t("matrixOnly") : formatNumber(organization.bestScore, 1)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
});

export const generateMetadata = page.generateMetadata;

export default page.Page;
