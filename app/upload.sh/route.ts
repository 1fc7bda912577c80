import { route } from "@/lib/http";
import { readSiteOrigin } from "@/lib/security/origin";
import { buildUploadScript } from "@/lib/uploads/upload-script";

/** GET /upload.sh: the uploader for a GPU box (sh and curl only), with this site as its default address. */
export const GET = route({
  handle: ({ request }) =>
    new Response(buildUploadScript(readSiteOrigin(request.headers, new URL(request.url).origin)), {
      headers: {
        "Content-Type": "text/x-shellscript; charset=utf-8",
        "Content-Disposition": 'inline; filename="upload.sh"',
        "Cache-Control": "public, max-age=3600",
      },
    }),
});
