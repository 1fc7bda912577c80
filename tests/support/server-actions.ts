/**
 * Calling pages and server actions as functions in tests: the form a browser posts, and where
 * Next.js sent the browser (it signals a redirect by throwing an error whose digest names it).
 */

/** Form data as a browser posts it; a list posts its field once per item. */
export function formData(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(name, item);
  return data;
}

/** Where a page or action sent the browser, or null when nothing redirected. */
export async function redirectOf(work: () => Promise<unknown>): Promise<string | null> {
  try {
    await work();
    return null;
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? "");
    if (digest.startsWith("NEXT_REDIRECT")) return digest.split(";")[2] ?? null;
    throw error;
  }
}

/** How a page or action refused: a redirect to sign in, a 404, or it did not refuse. */
export async function outcome(work: () => Promise<unknown>): Promise<"signin" | "notFound" | "ok"> {
  try {
    await work();
    return "ok";
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? "");
    if (digest.startsWith("NEXT_REDIRECT") && digest.includes("/signin")) return "signin";
    if (digest === "NEXT_HTTP_ERROR_FALLBACK;404") return "notFound";
    throw error;
  }
}
