import { Link } from "@/components/locale-link";
import { HeadlineFigures } from "@/components/headline-figures";
import { ReviewBadge } from "@/components/review-badge";
import { Table, TableHead } from "@/components/ui/table";
import {
  EMPTY,
  formatEngineName,
  formatHardwareName,
  formatIsoDate,
  formatNumber,
  formatThroughput,
} from "@/lib/format";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import type { Texts } from "@/lib/i18n/fill";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { readHeadlineFigures } from "@/lib/measurements/schema";
import type { RunListItem } from "@/lib/runs/data";

/**
 * A table of runs with links to their suite profile and speed matrix, each marked with its
 * sanity-check verdict: not reviewed yet, passed, or failed with the reviewer's note. A run
 * without the suite shows its headline figures by its own tests (llama-bench pp512 and tg128 ...)
 * across the score and peak-decode columns; "matrix only" is left for a run that is a matrix alone.
 */
type Props = { runs: RunListItem[]; caption: string; locale?: Locale };
type RunTableTexts = Texts<"RunTable">;

export function RunList({ runs, caption, locale = DEFAULT_LOCALE }: Props) {
  const t = translate(locale, "RunTable");
  const texts = CATALOGUES[locale].RunTable;
  return (
    <Table caption={caption}>
      <TableHead
        columns={[
          t("run"),
          { label: t("precision"), text: true },
          { label: t("hardware"), text: true },
          { label: t("engine"), text: true },
          t("figures"),
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
                  {formatHardwareName(item.run.hardware)}
                </Link>
              ) : (
                formatHardwareName(item.run.hardware)
              )}
            </td>
            {/* A development build's version ("0.26.1rc1.dev914+gc3dabcddc") wraps rather than widening the table. */}
            <td className="text wrap">
              {formatEngineName(item.run.engine.name)} {item.run.engine.version}
            </td>
            <FigureCells item={item} texts={texts} />
            <td>{formatIsoDate(item.measuredAt)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The score and the matrix's peak decode; a run without the suite shows its headline figures in
 * the score's place, across both columns when it has no matrix either.
 */
function FigureCells({ item, texts }: { item: RunListItem; texts: RunTableTexts }) {
  const headline = readHeadlineFigures(item.headline);
  const peak = <td>{formatThroughput(item.peakDecodeTps ?? null)}</td>;
  if (item.hasSuite || headline.figures.length === 0) {
    return (
      <>
        <td>{item.hasSuite ? formatNumber(item.score, 1) : item.hasMatrix ? texts.matrixOnly : EMPTY}</td>
        {peak}
      </>
    );
  }
  return (
    <>
      <td colSpan={item.hasMatrix ? 1 : 2}>
        <HeadlineFigures headline={headline} texts={texts} />
      </td>
      {item.hasMatrix && peak}
    </>
  );
}
