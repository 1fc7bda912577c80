import type { Metadata } from "next";
import { Table, TableHead } from "@/components/ui/table";
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
import { Badge } from "@/components/ui/badge";

export const metadata: Metadata = { title: "API tokens" };

type Token = Awaited<ReturnType<typeof listApiTokens>>[number];

/** Revoked, expired, or usable (with the button that revokes it). */
function TokenState({ token, now }: { token: Token; now: Date }) {
  if (token.revokedAt) return <>revoked {formatDate(token.revokedAt)}</>;
  if (token.expiresAt && token.expiresAt <= now) return <Badge tone="negative">expired</Badge>;
  return (
    <form action={revokeTokenAction}>
      <input type="hidden" name="tokenId" value={token.id} />
      <button className="link-button" type="submit" aria-label={`Revoke ${token.name}`}>
        Revoke
      </button>
    </form>
  );
}

export default async function TokensPage() {
  const user = await requireUser("/account/tokens");
  const tokens = await listApiTokens(user.id);
  const origin = isPublicUrlConfigured() ? env.ARENA_PUBLIC_URL : readSiteOrigin(await headers(), DEFAULT_PUBLIC_URL);
  const now = new Date();
  return (
    <>
      <h1>API tokens</h1>
      <p className="lead">
        A token lets a machine upload runs as you. On the GPU box, with nothing but <code>sh</code> and{" "}
        <code>curl</code>: write the run&apos;s metadata to <code>run.json</code>, then run
      </p>
      <CodeBlock label="Upload command">{buildUploadCommand(origin)}</CodeBlock>
      <p>
        <code>upload.sh</code> asks for the token (typed without echo) or reads it from <code>ARENA_TOKEN</code>, and
        hands it to curl on its input: it never appears in a command line, a process list or your shell history. Its
        files are the tools&apos; output as they wrote them; <code>run.json</code> says what they do not:
      </p>
      <CodeBlock label="Example run.json">{JSON.stringify(MANIFEST_EXAMPLE, null, 2)}</CodeBlock>
      <p className="muted">
        Every field is described in the <a href="/api/v1/schema/run-bundle.json">run bundle&apos;s JSON Schema</a> and
        on <a href="/api-docs">the API page</a>; add <code>&quot;sanity&quot;</code> samples (prompt and answer) for the
        review.
      </p>
      <p>
        A token with the <code>upload</code> scope uploads and previews runs; only an admin&apos;s token with the{" "}
        <code>admin</code> scope can use the admin API. A token that expires limits the harm of one that leaks.
      </p>
      <CreateTokenForm offerAdminScope={user.role === "admin"} />
      <Table wrapClassName="section" caption="Your tokens">
        <TableHead columns={["Name", "Starts with", "Scope", "Created", "Expires", "Last used", "State"]} />
        <tbody>
          {tokens.length === 0 && (
            <tr>
              <td colSpan={7}>No tokens yet.</td>
            </tr>
          )}
          {tokens.map((token) => (
            <tr key={token.id}>
              <td>{token.name}</td>
              <td>
                <code>{token.prefix}…</code>
              </td>
              <td>{token.scope}</td>
              <td>{formatDate(token.createdAt)}</td>
              <td>{token.expiresAt ? formatDate(token.expiresAt) : "never"}</td>
              <td>{token.lastUsedAt ? formatDate(token.lastUsedAt) : "never"}</td>
              <td>
                <TokenState token={token} now={now} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
