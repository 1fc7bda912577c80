import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { editHardwareAction } from "@/app/[locale]/admin/actions";
import { Link } from "@/components/locale-link";
import { requireAdmin } from "@/lib/auth";
import { getCatalogueHardware } from "@/lib/catalogue/admin-data";
import { catalogueSlugSchema, HARDWARE_EDIT_FIELDS } from "@/lib/catalogue/edit-schema";
import { getPathname } from "@/lib/i18n/navigation";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import { CatalogueEditForm, type EditField } from "../../edit-form";

type Props = { params: Promise<{ slug: string; locale?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: translate(await readPageLocale(params as LocaleParams), "AdminCatalogue")("title") };
}

const NUMBERS = new Set(["memoryGB", "bandwidthGBs", "boardPowerW", "priceUsd"]);
const OPTIONAL = new Set(["bandwidthGBs", "boardPowerW", "priceUsd", "priceAsOf", "priceSource", "memoryType"]);

export default async function EditHardwarePage({ params }: Props) {
  const { slug } = await params;
  const locale = await readPageLocale(params as LocaleParams);
  const t = translate(locale, "AdminCatalogue");
  await requireAdmin(getPathname({ locale, href: `/admin/catalogue/hardware/${slug}` }));
  const parsed = catalogueSlugSchema.safeParse(slug);
  const entry = parsed.success ? await getCatalogueHardware(parsed.data) : null;
  if (!entry) notFound();
  const fields: EditField[] = HARDWARE_EDIT_FIELDS.map((name) => {
    const stored = entry[name];
    return {
      name,
      label: t(`fields.${name}`),
      value: Array.isArray(stored) ? stored.join("\n") : stored === null ? "" : String(stored),
      kind: name === "aliases" ? "lines" : NUMBERS.has(name) ? "number" : "text",
      hint: name === "aliases" ? t("hints.aliases") : OPTIONAL.has(name) ? t("hints.optional") : undefined,
    };
  });
  return (
    <>
      <nav className="meta-line">
        <Link href="/admin/catalogue">{t("back")}</Link>
        <Link href={`/hardware/${entry.slug}`}>{t("publicPage")}</Link>
      </nav>
      <h1>{t("editHardwareTitle", { name: entry.name })}</h1>
      <p className="lead">{t("editLead")}</p>
      <CatalogueEditForm action={editHardwareAction} slug={entry.slug} fields={fields} submit={t("save")} />
    </>
  );
}
