/**
 * Sends an upload's form data with XMLHttpRequest, whose upload events tell how much of the body
 * has gone (fetch has no upload progress), and reads the JSON answer. Browser-only.
 */

export type SentUpload = { status: number; body: Record<string, unknown>; retryAfter: string | null };

/**
 * `onProgress` gets the share of the body sent (0 to 1), then null while the server works on it;
 * `unreachable` is what the error says when the request does not reach the site.
 */
export function sendUpload(
  url: string,
  form: FormData,
  onProgress: (sent: number | null) => void,
  unreachable: string,
) {
  return new Promise<SentUpload>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "text";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(null);
    request.onerror = () => reject(new Error(unreachable));
    request.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {
        body = {};
      }
      resolve({ status: request.status, body, retryAfter: request.getResponseHeader("Retry-After") });
    };
    request.send(form);
  });
}
