import { Link } from "@/components/locale-link";
import { Table, TableHead } from "@/components/ui/table";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { formatNumber } from "@/lib/format";
import { buildMessagesMetadata } from "@/lib/discovery/page-metadata";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import { listOrganizations } from "@/lib/organizations/data";

type Props = { params: LocaleParams };

export const generateMetadata = buildMessagesMetadata("Organizations", "/organizations");

const COLUMNS = ["organization", "models", "runs", "bestScore"] as const;

export default async function OrganizationsPage({ params }: Props) {
  const locale = await readPageLocale(params);
  if (isBuildPrerender()) return null;
  const organizations = await listOrganizations();
  const t = translate(locale, "Organizations");
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>
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
    </>
  );
}
