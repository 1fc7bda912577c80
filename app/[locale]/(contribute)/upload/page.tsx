import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { requireUser } from "@/lib/auth";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { listSuiteTestNames } from "@/lib/suite/labels";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import { getPathname } from "@/lib/i18n/navigation";
import { UploadForm } from "./upload-form";

type Props = { params?: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: translate(await readPageLocale(params), "Upload")("title") };
}

export default async function UploadPage({ params }: Props) {
  const locale = await readPageLocale(params);
  const user = await requireUser(getPathname({ locale, href: "/upload" }));
  const t = translate(locale, "Upload");
  const messages = CATALOGUES[locale];
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead", { handle: user.handle })}</p>
      <p className="muted">
        {t.rich("fromGpuBox", {
          token: (chunks) => <Link href="/account/tokens">{chunks}</Link>,
          docs: (chunks) => <Link href="/api-docs">{chunks}</Link>,
        })}
      </p>
      <UploadForm
        texts={{
          form: messages.Upload,
          fields: messages.UploadFields,
          checks: messages.UploadChecks,
          health: messages.SetupHealth,
          testNames: listSuiteTestNames(locale),
        }}
      />
    </>
  );
}
