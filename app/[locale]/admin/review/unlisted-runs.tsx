import { Link } from "@/components/locale-link";
import { ListTable } from "@/components/ui/table";
import type { listUnlistedRuns } from "@/lib/reviews/data";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

type Rows = Awaited<ReturnType<typeof listUnlistedRuns>>;

/** Runs off the leaderboards: hidden by an admin, failed at review, or uploaded by a suspended contributor. */
export function UnlistedRuns({ rows, locale }: { rows: Rows; locale: Locale }) {
  const t = translate(locale, "AdminQueue");
  return (
    <ListTable
      caption={t("unlistedCaption")}
      columns={[t("columns.run"), t("columns.hardware"), t("columns.uploader"), t("columns.why")]}
      rows={rows}
      empty={t("everyRunListed")}
    >
      {(row) => (
        <tr key={row.runId}>
          <td>
            <Link href={`/admin/review/${row.runId}`}>
              {row.modelName} {row.precision}
            </Link>
          </td>
          <td>{row.run.hardware.name}</td>
          <td>{row.run.contributor ? `@${row.run.contributor.handle}` : t("seed")}</td>
          <td>
            {[
              row.run.hiddenAt && t("hidden", { reason: row.run.hiddenReason ?? t("noReason") }),
              row.run.reviewState === "failed" && t("sanityFailed"),
              row.run.contributor?.suspendedAt && t("contributorSuspended"),
            ]
              .filter(Boolean)
              .join(" · ")}
          </td>
        </tr>
      )}
    </ListTable>
  );
}
