import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { requireUser } from "@/lib/auth";
import { UploadForm } from "./upload-form";

export const metadata: Metadata = { title: "Upload a run" };

export default async function UploadPage() {
  const user = await requireUser("/upload");
  return (
    <>
      <h1>Upload a run</h1>
      <p className="lead">
        Upload what the benchmark tools wrote, unchanged, and tell us what they do not say. Preview shows which suite
        test each file maps to and the figures it gives before anything is stored. Uploading as @{user.handle}.
      </p>
      <p className="muted">
        From a GPU box, use an <Link href="/account/tokens">API token</Link> with the CLI or curl; the format is
        described at <Link href="/api-docs">/api-docs</Link>.
      </p>
      <UploadForm />
    </>
  );
}
