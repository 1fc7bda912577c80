"use client";

import { CodeBlock } from "@/components/ui/code-block";
import { useHydrated } from "@/components/use-hydrated";
import { buildUploadCommand } from "@/lib/uploads/upload-script";

/**
 * The GPU box's upload command for this site. The page is cached and the same for every host
 * name the site answers on: the address is the browser's, known once the page runs there.
 */
export function UploadCommand({ label }: { label: string }) {
  const hydrated = useHydrated();
  const origin = hydrated ? window.location.origin : "https://ARENA_HOST";
  return <CodeBlock label={label}>{buildUploadCommand(origin)}</CodeBlock>;
}
