"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";

/** Shown when a page fails; the message never includes server details. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.warn("page error", error.digest ?? "");
  }, [error]);
  return (
    <>
      <h1>Something went wrong</h1>
      <p className="lead">
        This page could not be shown just now. If the database is restarting, it will be back in a few seconds.
        {error.digest && <span className="muted"> (reference {error.digest})</span>}
      </p>
      <Button type="button" onClick={reset}>
        Try again
      </Button>
    </>
  );
}
