import { Link } from "@/components/locale-link";
import { HeaderCell, Table } from "@/components/ui/table";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { EMPTY, formatNumber } from "@/lib/format";
import { listHardware } from "@/lib/hardware/data";
import { buildMessagesMetadata } from "@/lib/discovery/page-metadata";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import { getPathname } from "@/lib/i18n/navigation";

type Props = { params: LocaleParams };

export const generateMetadata = buildMessagesMetadata("HardwareIndex", "/hardware");

export default async function HardwarePage({ params }: Props) {
  const locale = await readPageLocale(params);
  if (isBuildPrerender()) return null;
  const hardware = await listHardware();
  const t = translate(locale, "HardwareIndex");
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>
      <Table>
        <caption>{t("caption", { count: hardware.length })}</caption>
        <thead>
          <tr>
            <HeaderCell>{t("hardware")}</HeaderCell>
            <HeaderCell className="text">{t("accelerator")}</HeaderCell>
            <HeaderCell>{t("memory")}</HeaderCell>
            <HeaderCell>{t("bandwidth")}</HeaderCell>
            <HeaderCell>{t("ceiling")}</HeaderCell>
            <HeaderCell>{t("runs")}</HeaderCell>
            <HeaderCell className="text">{t("calculator")}</HeaderCell>
          </tr>
        </thead>
        <tbody>
          {hardware.map((item) => (
            <tr key={item.slug}>
              <td>
                <Link prefetch={false} href={`/hardware/${item.slug}`}>
                  {item.name}
                </Link>
              </td>
              {/* A product name: translators (people and browsers) leave it as it is. */}
              <td className="text" translate="no">
                {item.count > 1 ? `${item.count}× ` : ""}
                {item.accelerator}
              </td>
              <td>
                {formatNumber(item.memoryGB, 0)} GB {item.memoryKind === "unified" ? t("unified") : "VRAM"}
              </td>
              <td>{item.bandwidthGBs === null ? EMPTY : `${formatNumber(item.bandwidthGBs, 0)} GB/s`}</td>
              <td>
                {item.referenceCeilingTps === null ? EMPTY : `${formatNumber(item.referenceCeilingTps, 1)} tok/s`}
              </td>
              <td>{item.runCount}</td>
              <td className="text">
                <a href={getPathname({ locale, href: `/calculator?hardware=${item.slug}` })}>
                  {t("calculate")} <span className="visually-hidden">{t("calculateOf", { name: item.name })}</span> →
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
