import { Link } from "@/components/locale-link";
import { ReviewBadge, type ReviewBadgeTexts } from "@/components/review-badge";
import { Table, TableHead } from "@/components/ui/table";
import { formatEngineName, formatIsoDate, formatNumber, formatThroughput } from "@/lib/format";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { RunListItem } from "@/lib/runs/data";

/**
 * A table of runs with links to their suite profile and speed matrix, each marked with its
 * sanity-check verdict: not reviewed yet, passed, or failed with the reviewer's note.
 */
type Props = { runs: RunListItem[]; caption: string; locale?: Locale };

export function RunList({ runs, caption, locale = DEFAULT_LOCALE }: Props) {
  const t = translate(locale, "RunTable");
  const texts: ReviewBadgeTexts = CATALOGUES[locale].RunTable;
  return (
    <Table caption={caption}>
      <TableHead
        columns={[
          t("run"),
          { label: t("precision"), text: true },
          { label: t("hardware"), text: true },
          { label: t("engine"), text: true },
          t("score"),
          t("peakDecode"),
          t("measured"),
        ]}
      />
      <tbody>
        {runs.map((item) => (
          <tr key={item.runId}>
            <td>
              <Link prefetch={false} href={`/runs/${item.runId}`}>
                {item.modelName ?? t("run")}
              </Link>
              {item.hasMatrix && (
                <>
                  {" · "}
                  <Link prefetch={false} href={`/runs/${item.runId}/matrix`}>
                    {t("speedMatrix")}
                  </Link>
                </>
              )}{" "}
              <ReviewBadge state={item.run.reviewState} note={item.run.reviewNote} texts={texts} />
            </td>
            <td className="text">{item.precision}</td>
            <td className="text">
              {item.run.hardware.slug ? (
                <Link prefetch={false} href={`/hardware/${item.run.hardware.slug}`}>
                  {item.run.hardware.name}
                </Link>
              ) : (
                item.run.hardware.name
              )}
            </td>
            <td className="text">
              {formatEngineName(item.run.engine.name)} {item.run.engine.version}
            </td>
            <td>{item.hasSuite ? formatNumber(item.score, 1) : t("matrixOnly")}</td>
            <td>{formatThroughput(item.peakDecodeTps ?? null)}</td>
            <td>{formatIsoDate(item.measuredAt)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
