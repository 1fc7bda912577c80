import { createHash } from "node:crypto";

// biome-ignore format: a table
/** Cyrillic letters as Latin ones (a simple, common scheme): readable slugs for Russian, Ukrainian ... names. */
const CYRILLIC: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", ґ: "g", д: "d", е: "e", ё: "e", є: "ye", ж: "zh", з: "z", и: "i", і: "i",
  ї: "yi", й: "y", к: "k", л: "l", м: "m", н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f",
  х: "kh", ц: "ts", ч: "ch", ш: "sh", щ: "shch", ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya",
};

const MAX_LENGTH = 80;
const HASH_LENGTH = 6;

/** Letters or digits that no transliteration turned into ASCII: Han, kana, Hangul, Arabic ... */
const OTHER_SCRIPT = /[\p{L}\p{N}]/u;

/**
 * URL slugs: lower case, ASCII letters and digits joined by single hyphens. "Qwen3.5-9B" ->
 * "qwen3-5-9b"; accents are dropped ("Café" -> "cafe") and Cyrillic is transliterated. A name
 * with letters of any other script (or Cyrillic, whose transliteration may merge two names) also
 * gets the first 6 hex digits of the SHA-256 of the normalised name ("通义千问 2" -> "2-1a2b3c"):
 * two different names never share a slug through the letters dropped, and one name always gets
 * the same slug. A name of nothing but punctuation is "unnamed".
 */
export function slugify(text: string): string {
  const normalised = text.normalize("NFKC").trim().toLowerCase();
  let foreign = false;
  const latin = [...normalised.normalize("NFKD").replace(/[\u0300-\u036f]/g, "")]
    .map((char) => {
      const transliterated = CYRILLIC[char];
      if (transliterated !== undefined) foreign = true;
      else if (!/[a-z0-9]/.test(char) && OTHER_SCRIPT.test(char)) foreign = true;
      return transliterated ?? char;
    })
    .join("");
  const base = latin.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (!foreign) return base.slice(0, MAX_LENGTH) || "unnamed";
  const hash = createHash("sha256").update(normalised).digest("hex").slice(0, HASH_LENGTH);
  const head = base.slice(0, MAX_LENGTH - HASH_LENGTH - 1).replace(/-+$/, "");
  return head ? `${head}-${hash}` : hash;
}
