import { isPublicUrlConfigured } from "@/lib/discovery/site";
import { env } from "@/lib/env";
import { route } from "@/lib/http";
import { buildUploadScript, toScriptOrigin } from "@/lib/uploads/upload-script";

/**
 * GET /upload.sh: the uploader for a GPU box (sh and curl only), with this site's https address
 * as its default. That address is ARENA_PUBLIC_URL when the operator set an https one, and then
 * the script may be cached by anything in front. Otherwise it is the address this request was
 * sent to when that is https, and the answer is never stored: a shared cache that ignores the
 * Host header would otherwise hand everybody a script sending their token to whatever host one
 * request named. With neither, the script has no default and asks for `--url`: it never sends a
 * token in clear to a guessed plain-HTTP address (`http://localhost:3000` on a GPU box).
 */
export const GET = route({
  handle: ({ request }) => {
    const configured = isPublicUrlConfigured() ? toScriptOrigin(env.ARENA_PUBLIC_URL) : null;
    return new Response(buildUploadScript(configured ?? new URL(request.url).origin), {
      headers: {
        "Content-Type": "text/x-shellscript; charset=utf-8",
        "Content-Disposition": 'inline; filename="upload.sh"',
        "Cache-Control": configured ? "public, max-age=3600" : "private, no-store",
      },
    });
  },
});
