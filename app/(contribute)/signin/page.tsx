import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { z } from "zod";
import { getCurrentUser, isGitHubEnabled } from "@/lib/auth";
import { signInWithGitHub } from "../actions";
import { SignInForm } from "./sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

const searchSchema = z.object({ callbackUrl: z.string().startsWith("/").max(500).catch("/upload") });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: Props) {
  const { callbackUrl } = searchSchema.parse({ callbackUrl: "/upload", ...(await searchParams) });
  if (await getCurrentUser()) redirect(callbackUrl);
  return (
    <>
      <h1>Sign in</h1>
      <p className="lead">Sign in to upload runs and manage the API tokens your GPU boxes upload with.</p>
      <SignInForm callbackUrl={callbackUrl} />
      {isGitHubEnabled && (
        <form action={signInWithGitHub} className="section">
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <button className="button secondary" type="submit">
            Sign in with GitHub
          </button>
        </form>
      )}
      <p className="section">
        No account yet? <Link href={`/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`}>Create one</Link>.
      </p>
    </>
  );
}
