import { Link } from "@/components/locale-link";
import { Table, TableHead } from "@/components/ui/table";
import type { PendingProposalRuns } from "@/lib/catalogue/data";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

const STATE_BADGE = { pending: "warn", passed: "good", failed: "bad" } as const;

/** Runs whose bundles propose catalogue facts still waiting for a decision, reviewed or not, oldest proposal first. */
export function ProposalRuns({ rows, locale }: { rows: PendingProposalRuns["rows"]; locale: Locale }) {
  const t = translate(locale, "AdminQueue");
  return (
    <Table caption={t("proposalsCaption")}>
      <TableHead
        columns={[
          t("columns.run"),
          t("columns.uploader"),
          t("columns.sanity"),
          t("columns.about"),
          t("columns.pending"),
        ]}
      />
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={5}>{t("noProposal")}</td>
          </tr>
        )}
        {rows.map(({ run, pending, about }) => (
          <tr key={run.id}>
            <td>
              <Link href={`/admin/review/${run.id}#catalogue`}>
                {t("runOn", {
                  model: run.variant.model.name,
                  precision: run.variant.precision,
                  hardware: run.hardware.name,
                })}
              </Link>
            </td>
            <td>{run.contributor ? `@${run.contributor.handle}` : t("seed")}</td>
            <td>
              <span className={`badge ${STATE_BADGE[run.reviewState]}`}>{t(`reviewStates.${run.reviewState}`)}</span>
            </td>
            <td>{about.join(", ")}</td>
            <td>{pending}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
