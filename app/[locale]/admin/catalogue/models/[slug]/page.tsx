import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { editModelAction } from "@/app/[locale]/admin/actions";
import { Link } from "@/components/locale-link";
import { requireAdmin } from "@/lib/auth";
import { getCatalogueModel } from "@/lib/catalogue/admin-data";
import { catalogueSlugSchema, MODEL_EDIT_FIELDS } from "@/lib/catalogue/edit-schema";
import { getPathname } from "@/lib/i18n/navigation";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import { CatalogueEditForm, type EditField } from "../../edit-form";

type Props = { params: Promise<{ slug: string; locale?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: translate(await readPageLocale(params as LocaleParams), "AdminCatalogue")("title") };
}

const NUMBERS = new Set(["paramsB", "activeParamsB", "contextLength"]);
const LINES = new Set(["aliases", "llamaCppNames"]);
const OPTIONAL = new Set(["activeParamsB", "contextLength", "hfRepo", "specSource"]);

export default async function EditModelPage({ params }: Props) {
  const { slug } = await params;
  const locale = await readPageLocale(params as LocaleParams);
  const t = translate(locale, "AdminCatalogue");
  await requireAdmin(getPathname({ locale, href: `/admin/catalogue/models/${slug}` }));
  const parsed = catalogueSlugSchema.safeParse(slug);
  const entry = parsed.success ? await getCatalogueModel(parsed.data) : null;
  if (!entry) notFound();
  const architectures = (["dense", "moe"] as const).map((value) => ({ value, label: t(`architectures.${value}`) }));
  const fields: EditField[] = MODEL_EDIT_FIELDS.map((name) => {
    const stored = entry[name];
    return {
      name,
      label: t(`fields.${name}`),
      value: Array.isArray(stored) ? stored.join("\n") : stored === null ? "" : String(stored),
      kind: LINES.has(name) ? "lines" : name === "architecture" ? "choice" : NUMBERS.has(name) ? "number" : "text",
      choices: name === "architecture" ? architectures : undefined,
      hint: LINES.has(name)
        ? t(name === "aliases" ? "hints.aliases" : "hints.llamaCppNames")
        : OPTIONAL.has(name)
          ? t("hints.optional")
          : undefined,
    };
  });
  return (
    <>
      <nav className="meta-line">
        <Link href="/admin/catalogue">{t("back")}</Link>
        <Link href={`/models/${entry.slug}`}>{t("publicPage")}</Link>
      </nav>
      <h1>{t("editModelTitle", { name: entry.name })}</h1>
      <p className="lead">{t("editLead")}</p>
      <CatalogueEditForm action={editModelAction} slug={entry.slug} fields={fields} submit={t("save")} />
    </>
  );
}
