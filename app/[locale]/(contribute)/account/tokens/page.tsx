import { ListTable } from "@/components/ui/table";
import { listApiTokens } from "@/lib/accounts/data";
import { requireUser } from "@/lib/auth";
import { formatDate } from "@/lib/format";
import { revokeTokenAction } from "../../actions";
import { CreateTokenForm } from "./create-token-form";
import { CodeBlock } from "@/components/ui/code-block";
import { isPublicUrlConfigured } from "@/lib/discovery/site";
import { DEFAULT_PUBLIC_URL, env } from "@/lib/env";
import { readSiteOrigin } from "@/lib/security/origin";
import { buildUploadCommand, MANIFEST_EXAMPLE } from "@/lib/uploads/upload-script";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";
import { buildTitleMetadata } from "@/lib/discovery/page-metadata";

type Props = { params?: LocaleParams };

export const generateMetadata = buildTitleMetadata("Tokens");

const code = (chunks: ReactNode) => <code>{chunks}</code>;

type Token = Awaited<ReturnType<typeof listApiTokens>>[number];

/** Revoked, expired, or usable (with the button that revokes it). */
function TokenState({ token, now, locale }: { token: Token; now: Date; locale: Locale }) {
  const t = translate(locale, "Tokens");
  if (token.revokedAt) return <>{t("revoked", { date: formatDate(token.revokedAt, locale) })}</>;
  if (token.expiresAt && token.expiresAt <= now) return <Badge tone="negative">{t("expired")}</Badge>;
  return (
    <form action={revokeTokenAction}>
      <input type="hidden" name="tokenId" value={token.id} />
      <button className="link-button" type="submit" aria-label={t("revokeName", { name: token.name })}>
        {t("revoke")}
      </button>
    </form>
  );
}

export default async function TokensPage({ params }: Props) {
  const locale = await readPageLocale(params);
  const t = translate(locale, "Tokens");
  const user = await requireUser(getPathname({ locale, href: "/account/tokens" }));
  const tokens = await listApiTokens(user.id);
  const origin = isPublicUrlConfigured() ? env.ARENA_PUBLIC_URL : readSiteOrigin(await headers(), DEFAULT_PUBLIC_URL);
  const now = new Date();
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">{t.rich("lead", { code })}</p>
      <CodeBlock label={t("uploadCommand")}>{buildUploadCommand(origin)}</CodeBlock>
      <p>{t.rich("scriptNote", { code })}</p>
      <CodeBlock label={t("exampleLabel")}>{JSON.stringify(MANIFEST_EXAMPLE, null, 2)}</CodeBlock>
      <p className="muted">
        {t.rich("schemaNote", {
          code,
          schema: (chunks) => <a href="/api/v1/schema/run-bundle.json">{chunks}</a>,
          api: (chunks) => <a href={getPathname({ locale, href: "/api-docs" })}>{chunks}</a>,
        })}
      </p>
      <p>{t.rich("scopeNote", { code })}</p>
      <CreateTokenForm offerAdminScope={user.role === "admin"} texts={CATALOGUES[locale].CreateToken} />
      <ListTable
        wrapClassName="section"
        caption={t("caption")}
        columns={[
          t("columns.name"),
          t("columns.prefix"),
          t("columns.scope"),
          t("columns.created"),
          t("columns.expires"),
          t("columns.lastUsed"),
          t("columns.state"),
        ]}
        rows={tokens}
        empty={t("noTokens")}
      >
        {(token) => (
          <tr key={token.id}>
            <td>{token.name}</td>
            <td>
              <code>{token.prefix}…</code>
            </td>
            <td>{token.scope}</td>
            <td>{formatDate(token.createdAt, locale)}</td>
            <td>{token.expiresAt ? formatDate(token.expiresAt, locale) : t("never")}</td>
            <td>{token.lastUsedAt ? formatDate(token.lastUsedAt, locale) : t("never")}</td>
            <td>
              <TokenState token={token} now={now} locale={locale} />
            </td>
          </tr>
        )}
      </ListTable>
    </>
  );
}
