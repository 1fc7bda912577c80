import type { Metadata } from "next";
import { listApiTokens } from "@/lib/accounts/data";
import { requireUser } from "@/lib/auth";
import { formatDate } from "@/lib/format";
import { revokeTokenAction } from "../../actions";
import { CreateTokenForm } from "./create-token-form";

export const metadata: Metadata = { title: "API tokens" };

export default async function TokensPage() {
  const user = await requireUser("/account/tokens");
  const tokens = await listApiTokens(user.id);
  return (
    <>
      <h1>API tokens</h1>
      <p className="lead">
        A token lets a machine upload runs as you, e.g. from the GPU box:{" "}
        <code>npm run arena -- upload results/*.json --manifest run.json --url https://arena.example --token $TOKEN</code> or{" "}
        <code>curl -H &quot;Authorization: Bearer $TOKEN&quot; …/api/v1/runs</code>.
      </p>
      <CreateTokenForm />
      <div className="table-wrap section">
        <table>
          <caption>Your tokens</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Starts with</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {tokens.length === 0 && (
              <tr>
                <td colSpan={5}>No tokens yet.</td>
              </tr>
            )}
            {tokens.map((token) => (
              <tr key={token.id}>
                <td>{token.name}</td>
                <td>
                  <code>{token.prefix}…</code>
                </td>
                <td>{formatDate(token.createdAt)}</td>
                <td>{token.lastUsedAt ? formatDate(token.lastUsedAt) : "never"}</td>
                <td>
                  {token.revokedAt ? (
                    `revoked ${formatDate(token.revokedAt)}`
                  ) : (
                    <form action={revokeTokenAction}>
                      <input type="hidden" name="tokenId" value={token.id} />
                      <button className="link-button" type="submit" aria-label={`Revoke ${token.name}`}>
                        Revoke
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
