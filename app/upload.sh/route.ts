import { isPublicUrlConfigured } from "@/lib/discovery/site";
import { env } from "@/lib/env";
import { route } from "@/lib/http";
import { buildUploadScript } from "@/lib/uploads/upload-script";

/**
 * GET /upload.sh: the uploader for a GPU box (sh and curl only), with this site as its default
 * address. That address is ARENA_PUBLIC_URL when the operator set it, and then the script may be
 * cached by anything in front. Otherwise it is the address this request was sent to, and the
 * answer is never stored: a shared cache that ignores the Host header would otherwise hand
 * everybody a script sending their token to whatever host one request named.
 */
export const GET = route({
  handle: ({ request }) => {
    const configured = isPublicUrlConfigured();
    return new Response(buildUploadScript(configured ? env.ARENA_PUBLIC_URL : new URL(request.url).origin), {
      headers: {
        "Content-Type": "text/x-shellscript; charset=utf-8",
        "Content-Disposition": 'inline; filename="upload.sh"',
        "Cache-Control": configured ? "public, max-age=3600" : "private, no-store",
      },
    });
  },
});
