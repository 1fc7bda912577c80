import type { Metadata } from "next";
import Link from "next/link";
import { toSafeCallbackPath } from "@/lib/accounts/callback-url";
import { PASSWORD_MIN_LENGTH } from "@/lib/accounts/password-policy";
import { SignUpForm } from "./sign-up-form";

export const metadata: Metadata = { title: "Create an account" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The hint is made here: the form would otherwise ship the common-password list to the browser.
const PASSWORD_HINT = [
  `At least ${PASSWORD_MIN_LENGTH} characters, not a common password:`,
  "a phrase of unrelated words works well.",
].join(" ");

export default async function SignUpPage({ searchParams }: Props) {
  const callbackUrl = toSafeCallbackPath((await searchParams).callbackUrl, "/upload");
  return (
    <>
      <h1>Create an account</h1>
      <p className="lead">
        Contributors upload the output of the benchmark tools they ran. Admins review each run before it fully counts.
      </p>
      <SignUpForm callbackUrl={callbackUrl} passwordHint={PASSWORD_HINT} />
      <p className="section">
        Have an account? <Link href={`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`}>Sign in</Link>.
      </p>
    </>
  );
}
