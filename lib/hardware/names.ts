/**
 * Accelerator names as benchmark tools print them, matched to the hardware catalogue: llama.cpp
 * prints "NVIDIA GeForce RTX 4090", "Vulkan0: AMD Radeon RX 7900 XTX (RADV NAVI31)", "Apple M2
 * Ultra"; contributors type "RTX 4090", "7900 XTX", "M2 Ultra". Both sides are reduced to the
 * words that tell one accelerator from another, so that the same card is one catalogue entry,
 * never a silent duplicate. Pure module.
 */

/** Words that name a vendor, a brand, a trademark or a driver rather than the accelerator. */
export const VENDOR_WORDS: ReadonlySet<string> = new Set([
  "nvidia",
  "geforce",
  "amd",
  "radeon",
  "ati",
  "apple",
  "intel",
  "arc",
  "graphics",
  "gpu",
  "the",
  "r",
  "tm",
  "c",
  "corporation",
  "inc",
  "ltd",
]);

/**
 * The words of an accelerator's name that identify it, lower case: "Vulkan0: NVIDIA GeForce RTX
 * 4090 (NVIDIA)" -> "rtx 4090"; "AMD Radeon RX 7900 XTX (RADV NAVI31)" -> "rx 7900 xtx".
 */
export function normalizeAcceleratorName(printed: string): string {
  const withoutDevice = printed
    .replace(/^\s*(?:vulkan|cuda|rocm|hip|metal|sycl|opencl|mtl)\d*\s*:\s*/i, "")
    .replace(/\([^)]*\)/g, " ");
  return withoutDevice
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .split(" ")
    .filter((word) => word.length > 0 && !VENDOR_WORDS.has(word))
    .join(" ");
}

/**
 * Whether two names denote the same accelerator ("RX 7900 XTX" and "7900 XTX" do; "RTX 4090" and
 * "RTX 4090 D" do not).
 */
export function isSameAccelerator(a: string, b: string): boolean {
  const left = normalizeAcceleratorName(a);
  const right = normalizeAcceleratorName(b);
  if (left.length === 0 || right.length === 0) return false;
  if (left === right) return true;
  // A series prefix one side leaves out ("rx", "rtx"): compare without it.
  const strip = (name: string) => name.replace(/^(?:rx|rtx|gtx|quadro|tesla)\s+/, "");
  return strip(left) === strip(right);
}

/** The catalogue entry among `entries` that `printed` names (by name or accelerator), if exactly one does. */
export function findCatalogueHardware<T extends { name: string; accelerator: string; count: number }>(
  printed: string,
  count: number,
  entries: T[],
): T | null {
  const matches = entries.filter(
    (entry) =>
      entry.count === count &&
      (isSameAccelerator(printed, entry.name) || isSameAccelerator(printed, entry.accelerator)),
  );
  return matches.length === 1 ? (matches[0] ?? null) : null;
}
