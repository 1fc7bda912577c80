import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import { SignUpForm } from "./sign-up-form";

export const metadata: Metadata = { title: "Create an account" };

const searchSchema = z.object({ callbackUrl: z.string().startsWith("/").max(500).catch("/upload") });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignUpPage({ searchParams }: Props) {
  const { callbackUrl } = searchSchema.parse({ callbackUrl: "/upload", ...(await searchParams) });
  return (
    <>
      <h1>Create an account</h1>
      <p className="lead">Contributors upload the output of the benchmark tools they ran. Admins review each run before it fully counts.</p>
      <SignUpForm callbackUrl={callbackUrl} />
      <p className="section">
        Have an account? <Link href={`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`}>Sign in</Link>.
      </p>
    </>
  );
}
