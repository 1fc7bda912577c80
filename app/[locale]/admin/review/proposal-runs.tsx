import { Link } from "@/components/locale-link";
import { ListTable } from "@/components/ui/table";
import type { PendingProposalRuns } from "@/lib/catalogue/data";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

const STATE_BADGE = { pending: "warn", passed: "good", failed: "bad" } as const;

/** Runs whose bundles propose catalogue facts still waiting for a decision, reviewed or not, oldest proposal first. */
export function ProposalRuns({ rows, locale }: { rows: PendingProposalRuns["rows"]; locale: Locale }) {
  const t = translate(locale, "AdminQueue");
  return (
    <ListTable
      caption={t("proposalsCaption")}
      columns={[t("columns.run"), t("columns.uploader"), t("columns.sanity"), t("columns.about"), t("columns.pending")]}
      rows={rows}
      empty={t("noProposal")}
    >
      {({ run, pending, about }) => (
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
      )}
    </ListTable>
  );
}
