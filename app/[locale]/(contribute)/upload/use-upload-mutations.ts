/**
 * The upload form's two requests, as TanStack Query mutations: the preview (POST /api/v1/runs/preview)
 * and the upload (POST /api/v1/runs). Both send the form data with XMLHttpRequest, whose upload
 * events tell how much of the body has gone (fetch has no upload progress). Browser-only.
 */
import { useMutation } from "@tanstack/react-query";

export type SentUpload = { status: number; body: Record<string, unknown>; retryAfter: string | null };

/**
 * `onProgress` gets the share of the body sent (0 to 1), then null while the server works on it;
 * `unreachable` is what the error says when the request does not reach the site.
 */
function sendUpload(url: string, form: FormData, onProgress: (sent: number | null) => void, unreachable: string) {
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

/** What a mutation sends: the form data, and who hears how much of it has gone. */
export type UploadRequest = { body: FormData; onProgress: (sent: number | null) => void };

/**
 * Resolves with any answer (the form says what a refusal means, field by field); rejects with
 * `unreachable` when the request does not reach the site. Never retried: an upload is not idempotent.
 */
export function useUploadPreviewMutation(unreachable: string) {
  return useMutation({
    mutationFn: ({ body, onProgress }: UploadRequest) =>
      sendUpload("/api/v1/runs/preview", body, onProgress, unreachable),
  });
}

/** As useUploadPreviewMutation, for the upload itself. */
export function useUploadMutation(unreachable: string) {
  return useMutation({
    mutationFn: ({ body, onProgress }: UploadRequest) => sendUpload("/api/v1/runs", body, onProgress, unreachable),
  });
}
