import { Link } from "@/components/locale-link";
import { redirect } from "next/navigation";
import { toSafeCallbackPath } from "@/lib/accounts/callback-url";
import { getCurrentUser, getSignedOutReason, isGitHubEnabled } from "@/lib/auth";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { getPathname } from "@/lib/i18n/navigation";
import { signInWithGitHub } from "../actions";
import { SignInForm } from "./sign-in-form";
import { Button } from "@/components/ui/button";
import { buildTitleMetadata } from "@/lib/discovery/page-metadata";

type Props = { params?: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = buildTitleMetadata("SignIn");

export default async function SignInPage({ params, searchParams }: Props) {
  const locale = await readPageLocale(params);
  const t = translate(locale, "SignIn");
  // Only a path of this site: "//evil.example" or "/\evil.example" would send a signed-in visitor away.
  const callbackUrl = toSafeCallbackPath((await searchParams).callbackUrl, getPathname({ locale, href: "/upload" }));
  if (await getCurrentUser()) redirect(callbackUrl);
  const signedOutReason = await getSignedOutReason();
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>
      {signedOutReason === "suspended" && (
        <p className="callout warn" role="status">
          {t("suspended")}
        </p>
      )}
      <SignInForm callbackUrl={callbackUrl} texts={CATALOGUES[locale].SignIn} />
      {isGitHubEnabled && (
        <form action={signInWithGitHub} className="section">
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <Button variant="secondary" type="submit">
            {t("withGitHub")}
          </Button>
        </form>
      )}
      <p className="section">
        {t("noAccount")} <Link href={`/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`}>{t("createOne")}</Link>
      </p>
    </>
  );
}
