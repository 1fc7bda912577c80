/** URL slugs: lower case, ASCII letters and digits joined by single hyphens. "Qwen3.5-9B" -> "qwen3-5-9b". */
export function slugify(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "unnamed"
  );
}
