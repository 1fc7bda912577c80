"use client";

import { useEffect } from "react";
import { usePageTexts } from "@/components/page-texts";
import { Button } from "@/components/ui/button";

/** Shown when a page fails; the message never includes server details. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const texts = usePageTexts();
  useEffect(() => {
    console.warn("page error", error.digest ?? "");
  }, [error]);
  return (
    <>
      <h1>{texts.errorTitle}</h1>
      <p className="lead">
        {texts.errorLead}
        {error.digest && <span className="muted"> ({`${texts.errorReference} ${error.digest}`})</span>}
      </p>
      <Button type="button" onClick={reset}>
        {texts.errorRetry}
      </Button>
    </>
  );
}
