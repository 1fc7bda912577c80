import type { Metadata } from "next";
import { ReviewBadge } from "@/components/review-badge";
import { Table, TableHead } from "@/components/ui/table";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { formatEngineName, formatIsoDate, formatThroughput } from "@/lib/format";
import { listMatrixRuns, MATRIX_RUN_LIMIT, type MatrixRunIndex } from "@/lib/matrix/data";
import { type MatrixRunQuery, parseMatrixRunSearch } from "@/lib/matrix/search-params";
import { FilterForm } from "@/components/ui/filter-form";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";

export function matrixRunsMetadata(locale: Locale): Metadata {
  const t = translate(locale, "MatrixRuns");
  return buildPageMetadata({ title: t("title"), description: t("metaDescription"), path: "/matrix-runs", locale });
}

const COLUMNS = ["model", "precision", "hardware", "engine", "peakDecode", "shape", "measured"] as const;

/** The index of matrix runs for the filters in `search` (from the page, or its [view] path). */
export async function renderMatrixRunsPage(search: URLSearchParams, locale: Locale) {
  if (isBuildPrerender()) return null;
  const query = parseMatrixRunSearch(search);
  const index = await listMatrixRuns(query);
  const count = index.runs.length;
  const t = translate(locale, "MatrixRuns");
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>
      <MatrixRunFilters query={query} index={index} locale={locale} />
      <Table caption={count === MATRIX_RUN_LIMIT ? t("newest", { count }) : t("count", { count })}>
        <TableHead columns={COLUMNS.map((column) => t(column))} />
        <tbody>
          {index.runs.map((run) => (
            <tr key={run.runId}>
              <td>
                {/* A document load: a cached page, and the address a reader would share. */}
                <a href={getPathname({ locale, href: `/runs/${run.runId}/matrix` })}>{run.modelName}</a>{" "}
                <ReviewBadge state={run.run.reviewState} texts={CATALOGUES[locale].RunTable} />
              </td>
              <td>{run.precision}</td>
              <td>
                <a href={getPathname({ locale, href: `/hardware/${run.hardwareSlug}` })}>{run.run.hardware.name}</a>
              </td>
              <td>
                {formatEngineName(run.run.engine.name)} {run.run.engine.version}
              </td>
              <td>{formatThroughput(run.peakDecodeTps)}</td>
              <td>
                {run.contexts} × {run.concurrencies}
              </td>
              <td>{formatIsoDate(run.measuredAt)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {count === 0 && <p className="muted">{t("none")}</p>}
    </>
  );
}

/** The hardware and model filters (FilterForm). */
function MatrixRunFilters({ query, index, locale }: { query: MatrixRunQuery; index: MatrixRunIndex; locale: Locale }) {
  const t = translate(locale, "MatrixRuns");
  const path = getPathname({ locale, href: "/matrix-runs" });
  return (
    <FilterForm
      action={path}
      label={t("filterLabel")}
      texts={CATALOGUES[locale].FilterForm}
      selects={[
        {
          name: "hardware",
          label: t("hardware"),
          value: query.hardware,
          choices: index.hardware.map((hardware) => ({ value: hardware.slug, label: hardware.name })),
        },
        {
          name: "model",
          label: t("model"),
          value: query.model,
          choices: index.models.map((model) => ({ value: model.slug, label: model.name })),
        },
      ]}
      reset={{ href: path, label: t("showAll") }}
    />
  );
}
