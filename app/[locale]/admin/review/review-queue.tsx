import { Link } from "@/components/locale-link";
import { ListTable } from "@/components/ui/table";
import { formatDate, formatEngineName } from "@/lib/format";
import type { ReviewQueue as Queue } from "@/lib/reviews/data";
import { Badge } from "@/components/ui/badge";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

/** Runs whose sanity check awaits review, oldest upload first, with their pending catalogue proposals. */
type Props = { runs: Queue["runs"]; proposals: Map<string, number>; locale: Locale };

export function ReviewQueue({ runs, proposals, locale }: Props) {
  const t = translate(locale, "AdminQueue");
  return (
    <ListTable
      caption={t("queueCaption")}
      columns={[
        t("columns.run"),
        t("columns.hardware"),
        t("columns.engine"),
        t("columns.uploader"),
        t("columns.uploaded"),
        t("columns.samples"),
        t("columns.warnings"),
        t("columns.proposals"),
      ]}
      rows={runs}
      empty={t("noRun")}
    >
      {(run) => (
        <tr key={run.id}>
          <td>
            <Link href={`/admin/review/${run.id}`}>
              {run.variant.model.name} {run.variant.precision}
            </Link>
            {run.sameFileAs.map((other) => (
              <span key={other}>
                {" "}
                <Link className="badge warn" href={`/runs/${other}`}>
                  {t("sameFileAs", { run: other })}
                </Link>
              </span>
            ))}
          </td>
          <td>{run.hardware.name}</td>
          <td>
            {formatEngineName(run.engine.name)} {run.engine.version}
          </td>
          <td>{run.contributor ? `@${run.contributor.handle}` : t("seed")}</td>
          <td>{formatDate(run.createdAt, locale)}</td>
          <td>{run._count.sanity}</td>
          <td>{run.warningCount > 0 ? <Badge tone="warning">{run.warningCount}</Badge> : 0}</td>
          <td>
            {proposals.get(run.id) ? (
              <Link className="badge warn" href={`/admin/review/${run.id}#catalogue`}>
                {t("pendingCount", { count: proposals.get(run.id) ?? 0 })}
              </Link>
            ) : (
              0
            )}
          </td>
        </tr>
      )}
    </ListTable>
  );
}
