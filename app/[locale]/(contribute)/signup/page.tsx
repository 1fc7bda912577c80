import { Link } from "@/components/locale-link";
import { toSafeCallbackPath } from "@/lib/accounts/callback-url";
import { PASSWORD_MIN_LENGTH } from "@/lib/accounts/password-policy";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import { getPathname } from "@/lib/i18n/navigation";
import { SignUpForm } from "./sign-up-form";
import { buildTitleMetadata } from "@/lib/discovery/page-metadata";

type Props = { params?: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = buildTitleMetadata("SignUp");

export default async function SignUpPage({ params, searchParams }: Props) {
  const locale = await readPageLocale(params);
  const t = translate(locale, "SignUp");
  const callbackUrl = toSafeCallbackPath((await searchParams).callbackUrl, getPathname({ locale, href: "/upload" }));
  // The hint is made here: the form would otherwise ship the common-password list to the browser.
  const passwordHint = t("passwordHint", { min: PASSWORD_MIN_LENGTH });
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>
      <SignUpForm callbackUrl={callbackUrl} passwordHint={passwordHint} texts={CATALOGUES[locale].SignUp} />
      <p className="section">
        {t("haveAccount")} <Link href={`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`}>{t("signIn")}</Link>
      </p>
    </>
  );
}
