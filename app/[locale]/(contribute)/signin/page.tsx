import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { toSafeCallbackPath } from "@/lib/accounts/callback-url";
import { getCurrentUser, getSignedOutReason, isGitHubEnabled } from "@/lib/auth";
import { signInWithGitHub } from "../actions";
import { SignInForm } from "./sign-in-form";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Sign in" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: Props) {
  // Only a path of this site: "//evil.example" or "/\evil.example" would send a signed-in visitor away.
  const callbackUrl = toSafeCallbackPath((await searchParams).callbackUrl, "/upload");
  if (await getCurrentUser()) redirect(callbackUrl);
  const signedOutReason = await getSignedOutReason();
  return (
    <>
      <h1>Sign in</h1>
      <p className="lead">Sign in to upload runs and manage the API tokens your GPU boxes upload with.</p>
      {signedOutReason === "suspended" && (
        <p className="callout warn" role="status">
          This account is suspended: it cannot sign in or upload, and its runs are off the leaderboards.
        </p>
      )}
      <SignInForm callbackUrl={callbackUrl} />
      {isGitHubEnabled && (
        <form action={signInWithGitHub} className="section">
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <Button variant="secondary" type="submit">
            Sign in with GitHub
          </Button>
        </form>
      )}
      <p className="section">
        No account yet? <Link href={`/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`}>Create one</Link>.
      </p>
    </>
  );
}
