import { defineIndexPage } from "@/components/index-page";
import { Link } from "@/components/locale-link";
import { Table, TableHead } from "@/components/ui/table";
import { EMPTY, formatNumber } from "@/lib/format";
import { listHardware } from "@/lib/hardware/data";
import { translate } from "@/lib/i18n/translate";
import { getPathname } from "@/lib/i18n/navigation";

const page = defineIndexPage("HardwareIndex", "/hardware", listHardware, (hardware, locale) => {
  const t = translate(locale, "HardwareIndex");
  return (
    <Table caption={t("caption", { count: hardware.length })}>
      <TableHead
        columns={[
          t("hardware"),
          { label: t("accelerator"), text: true },
          t("memory"),
          t("bandwidth"),
          t("ceiling"),
          t("runs"),
          { label: t("calculator"), text: true },
        ]}
      />
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
            <td>{item.referenceCeilingTps === null ? EMPTY : `${formatNumber(item.referenceCeilingTps, 1)} tok/s`}</td>
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
  );
});

export const generateMetadata = page.generateMetadata;

export default page.Page;
