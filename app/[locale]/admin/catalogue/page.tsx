import { Link } from "@/components/locale-link";
import { Section } from "@/components/section";
import { Button } from "@/components/ui/button";
import { ListTable } from "@/components/ui/table";
import { requireAdmin } from "@/lib/auth";
import {
  type CatalogueHardwareRow,
  type CatalogueModelRow,
  type CataloguePage,
  listCatalogueHardware,
  listCatalogueModels,
} from "@/lib/catalogue/admin-data";
import { type CatalogueQuery, catalogueQuerySchema, isEditField } from "@/lib/catalogue/edit-schema";
import { buildTitleMetadata } from "@/lib/discovery/page-metadata";
import { formatContext, formatNumber, formatParams, formatUsd } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import styles from "./catalogue.module.css";

type Props = { params?: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };
type Words = ReturnType<typeof translate<"AdminCatalogue">>;

export const generateMetadata = buildTitleMetadata("AdminCatalogue");

/** The page's address with the filter and the two sections' pages. */
function pageHref(query: CatalogueQuery, change: Partial<CatalogueQuery>): string {
  const next = { ...query, ...change };
  const search = new URLSearchParams();
  if (next.q) search.set("q", next.q);
  if (next.hardwarePage > 1) search.set("hardwarePage", String(next.hardwarePage));
  if (next.modelsPage > 1) search.set("modelsPage", String(next.modelsPage));
  const text = search.toString();
  return text ? `/admin/catalogue?${text}` : "/admin/catalogue";
}

/** A value, marked when an admin edited its column. */
function Fact({ edited, column, t, children }: { edited: string[]; column: string; t: Words; children: string }) {
  if (!edited.includes(column)) return <>{children}</>;
  return (
    <>
      {children}
      <span className={styles.edited} title={t("editedMark")}>
        <span aria-hidden="true">✎</span>
        <span className="visually-hidden"> ({t("editedMark")})</span>
      </span>
    </>
  );
}

/** The source's site as a link to the page, with the day its facts were read. */
function Source({ url, asOf, t }: { url: string | null; asOf: string | null; t: Words }) {
  let host: string | null = null;
  try {
    host = url ? new URL(url).hostname.replace(/^www\./, "") : null;
  } catch {
    host = null;
  }
  return (
    <td className={styles.wrap}>
      {url && host ? (
        <a href={url} rel="noreferrer" title={url}>
          {host}
        </a>
      ) : (
        t("noSource")
      )}
      {asOf && <span className="cell-sub">{t("asOf", { day: asOf })}</span>}
    </td>
  );
}

/** Curated or an uploader's entry, and which facts an admin edited. */
function Origin({ curated, edited, t }: { curated: boolean; edited: string[]; t: Words }) {
  // A source column edited with its figure (boardPowerSource) is named by the figure.
  const names = [...new Set(edited.filter(isEditField))].map((column) => t(`fields.${column}`));
  return (
    <td className={styles.wrap}>
      {curated ? t("curated") : t("uploader")}
      {names.length > 0 && <span className="cell-sub">{t("edited", { facts: names.join(", ") })}</span>}
    </td>
  );
}

function Pages<Row>({
  page,
  label,
  href,
  t,
}: {
  page: CataloguePage<Row>;
  label: string;
  href: (page: number) => string;
  t: Words;
}) {
  if (page.pages <= 1) return null;
  return (
    <nav aria-label={label} className="meta-line">
      {page.page > 1 && <Link href={href(page.page - 1)}>{t("previous")}</Link>}
      <span>
        {page.page} / {page.pages}
      </span>
      {page.page < page.pages && <Link href={href(page.page + 1)}>{t("next")}</Link>}
    </nav>
  );
}

function HardwareTable({ list, t, locale }: { list: CataloguePage<CatalogueHardwareRow>; t: Words; locale: Locale }) {
  return (
    <ListTable
      caption={t("hardwareCaption", { page: list.page, pages: list.pages })}
      columns={[
        t("columns.name"),
        { label: t("columns.vendor"), text: true },
        t("columns.memory"),
        t("columns.bandwidth"),
        t("columns.power"),
        t("columns.price"),
        { label: t("columns.source"), text: true },
        { label: t("columns.origin"), text: true },
        { label: t("columns.edit"), text: true },
      ]}
      rows={list.rows}
      empty={t("noHardware")}
    >
      {(row) => {
        const edited = row.editedFacts;
        return (
          <tr key={row.slug}>
            <td className={styles.name}>
              <Link href={`/hardware/${row.slug}`}>{row.name}</Link>
            </td>
            <td className="text">{row.vendor ?? "—"}</td>
            <td>
              <Fact edited={edited} column="memoryGB" t={t}>
                {`${formatNumber(row.memoryGB, 0, locale)} GB`}
              </Fact>
              <span className="cell-sub">
                <Fact edited={edited} column="memoryType" t={t}>
                  {row.memoryType ?? "—"}
                </Fact>
              </span>
            </td>
            <td>
              <Fact edited={edited} column="bandwidthGBs" t={t}>
                {formatNumber(row.bandwidthGBs, 0, locale)}
              </Fact>
            </td>
            <td>
              <Fact edited={edited} column="boardPowerW" t={t}>
                {formatNumber(row.boardPowerW, 0, locale)}
              </Fact>
            </td>
            <td>
              <Fact edited={edited} column="priceUsd" t={t}>
                {formatUsd(row.priceUsd)}
              </Fact>
              {row.priceAsOf && <span className="cell-sub">{row.priceAsOf}</span>}
            </td>
            <Source url={row.specSource} asOf={row.factsAsOf} t={t} />
            <Origin curated={row.curated} edited={edited} t={t} />
            <td className="text">
              <Link href={`/admin/catalogue/hardware/${row.slug}`} aria-label={t("editLink", { name: row.name })}>
                {t("edit")}
              </Link>
            </td>
          </tr>
        );
      }}
    </ListTable>
  );
}

function ModelTable({ list, t }: { list: CataloguePage<CatalogueModelRow>; t: Words }) {
  return (
    <ListTable
      caption={t("modelsCaption", { page: list.page, pages: list.pages })}
      columns={[
        t("columns.name"),
        { label: t("columns.org"), text: true },
        t("columns.params"),
        { label: t("columns.architecture"), text: true },
        t("columns.context"),
        { label: t("columns.hfRepo"), text: true },
        { label: t("columns.source"), text: true },
        { label: t("columns.origin"), text: true },
        { label: t("columns.edit"), text: true },
      ]}
      rows={list.rows}
      empty={t("noModels")}
    >
      {(row) => {
        const edited = row.editedFacts;
        return (
          <tr key={row.slug}>
            <td className={styles.name}>
              <Link href={`/models/${row.slug}`}>{row.name}</Link>
            </td>
            <td className="text">{row.organization.name}</td>
            <td>
              <Fact edited={edited} column="paramsB" t={t}>
                {formatParams(row.paramsB)}
              </Fact>
              {row.activeParamsB !== null && (
                <span className="cell-sub">
                  <Fact edited={edited} column="activeParamsB" t={t}>
                    {formatParams(row.activeParamsB)}
                  </Fact>
                </span>
              )}
            </td>
            <td className="text">
              <Fact edited={edited} column="architecture" t={t}>
                {t(`architectures.${row.architecture}`)}
              </Fact>
            </td>
            <td>
              <Fact edited={edited} column="contextLength" t={t}>
                {row.contextLength === null ? "—" : formatContext(row.contextLength)}
              </Fact>
            </td>
            <td className={styles.wrap}>
              {row.hfRepo ? (
                <a href={`https://huggingface.co/${row.hfRepo}`} rel="noreferrer">
                  <Fact edited={edited} column="hfRepo" t={t}>
                    {row.hfRepo}
                  </Fact>
                </a>
              ) : (
                "—"
              )}
            </td>
            <Source url={row.specSource} asOf={row.factsAsOf} t={t} />
            <Origin curated={row.curated} edited={edited} t={t} />
            <td className="text">
              <Link href={`/admin/catalogue/models/${row.slug}`} aria-label={t("editLink", { name: row.name })}>
                {t("edit")}
              </Link>
            </td>
          </tr>
        );
      }}
    </ListTable>
  );
}

export default async function CatalogueAdminPage({ params, searchParams }: Props) {
  const locale: Locale = await readPageLocale(params);
  const t = translate(locale, "AdminCatalogue");
  const path = getPathname({ locale, href: "/admin/catalogue" });
  await requireAdmin(path);
  const query = catalogueQuerySchema.parse(await searchParams);
  const hardware = await listCatalogueHardware(query.q, query.hardwarePage);
  const models = await listCatalogueModels(query.q, query.modelsPage);
  return (
    <div className="wide-frame">
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>
      <form method="get" action={path} className={`card ${styles.filters}`} aria-label={t("filterLabel")}>
        <label>
          <span>{t("filterName")}</span>
          <input type="search" name="q" defaultValue={query.q} maxLength={100} />
        </label>
        <Button type="submit">{t("filterApply")}</Button>
        {query.q && <Link href="/admin/catalogue">{t("filterReset")}</Link>}
      </form>
      <Section id="catalogue-hardware" title={t("hardwareTitle", { total: hardware.total })}>
        <HardwareTable list={hardware} t={t} locale={locale} />
        <Pages
          page={hardware}
          label={t("pagesHardware")}
          href={(page) => pageHref(query, { hardwarePage: page })}
          t={t}
        />
      </Section>
      <Section id="catalogue-models" title={t("modelsTitle", { total: models.total })}>
        <ModelTable list={models} t={t} />
        <Pages page={models} label={t("pagesModels")} href={(page) => pageHref(query, { modelsPage: page })} t={t} />
      </Section>
    </div>
  );
}
