/**
 * How figures read on the site, one function per kind of figure, as the seed pages write
 * them. Pure: safe on client and server.
 */
/** The site's languages (lib/i18n/locales.ts) and the `Intl` locale each formats with. */
export type FormatLocale = "en" | "ja";
const NUMBER_LOCALES: Record<FormatLocale, string> = { en: "en-US", ja: "ja-JP" };
const DATE_LOCALES: Record<FormatLocale, string> = { en: "en-GB", ja: "ja-JP" };

/**
 * One formatter per locale and number of digits, made on first use: constructing an
 * Intl.NumberFormat costs about as much as formatting a hundred numbers, and a page formats hundreds.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numbers(digits: number, locale: FormatLocale): Intl.NumberFormat {
  const key = `${locale}:${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
    format = new Intl.NumberFormat(NUMBER_LOCALES[locale], options);
    numberFormats.set(key, format);
  }
  return format;
}

const LONG_DATE_OPTIONS = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
const LONG_DATES: Record<FormatLocale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(DATE_LOCALES.en, LONG_DATE_OPTIONS),
  ja: new Intl.DateTimeFormat(DATE_LOCALES.ja, LONG_DATE_OPTIONS),
};

export const EMPTY = "—";

/** 12.51 -> "12.5"; 1234.5 -> "1,234.5" (in `locale`'s way: English unless named). */
export function formatNumber(value: number | null | undefined, digits = 1, locale: FormatLocale = "en"): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? EMPTY
    : numbers(digits, locale).format(value);
}

/** Tokens per second: "12.5 t/s". */
export function formatTps(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined ? EMPTY : `${formatNumber(value, digits)} t/s`;
}

/**
 * A rate as llama.cpp's tools, llama-benchy and vLLM print theirs (two decimals, "%.2f ± %.2f"), the
 * mean and its spread at the same precision: 130.00 ± 3.90, 9,904.47, never 130.0 ± 3.90.
 */
export function formatMeasuredRate(value: number | null | undefined, std?: number | null): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY;
  const mean = formatNumber(value, 2);
  return std != null && std > 0 ? `${mean} ± ${formatNumber(std, 2)}` : mean;
}

/** Large throughput as the matrix pages show it: 46700 -> "46.7K", 9919 -> "9,919.0", 408.2 -> "408.2". */
export function formatThroughput(value: number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY;
  return value >= 10_000 ? `${formatNumber(value / 1000, 1)}K` : formatNumber(value, 1);
}

/** A wait given in ms: under a second in ms ("637 ms"), else seconds with two decimals ("1.82 s"). */
export function formatDurationMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return EMPTY;
  return ms < 1000 ? `${formatNumber(ms, 0)} ms` : `${formatNumber(ms / 1000, 2)} s`;
}

/** Milliseconds with a thousands separator, as the matrix tables show TTFT: 1560 -> "1,560 ms". */
export function formatMs(ms: number | null | undefined, digits = 0): string {
  return ms === null || ms === undefined ? EMPTY : `${formatNumber(ms, digits)} ms`;
}

/** Context length in binary thousands: 8192 -> "8K", 257024 -> "251K", 0 -> "0", 25000 -> "25,000". */
export function formatContext(tokens: number): string {
  if (tokens === 0) return "0";
  return tokens % 1024 === 0 ? `${tokens / 1024}K` : formatNumber(tokens, 0);
}

/** "7 August 2026"; in Japanese "2026年8月7日". */
export function formatDate(date: Date | string, locale: FormatLocale = "en"): string {
  return LONG_DATES[locale].format(new Date(date));
}

/** "2026-08-07". */
export function formatIsoDate(date: Date | string): string {
  return new Date(date).toISOString().slice(0, 10);
}

/** Parameters in billions: 9 -> "9B", 0.6 -> "0.6B", 235 -> "235B". */
export function formatParams(billions: number): string {
  return `${Number.isInteger(billions) ? billions : formatNumber(billions, 1)}B`;
}

/** 0.998 -> "99.8%", 1 -> "100%". */
export function formatPercent(ratio: number | null | undefined): string {
  if (ratio === null || ratio === undefined) return EMPTY;
  const percent = ratio * 100;
  return `${Number.isInteger(Math.round(percent * 10) / 10) ? Math.round(percent) : formatNumber(percent, 1)}%`;
}

/** Requests per second: "0.24 req/s". */
export function formatRate(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY : `${formatNumber(value, 2)} req/s`;
}

/** US dollars per million tokens: 0.3044 -> "$0.30", 0.0123 -> "$0.012", 12.5 -> "$12.50". */
export function formatUsdPerMTokens(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY;
  return value < 0.1 ? `$${value.toPrecision(2)}` : `$${formatNumber(value, 2)}`;
}

/** A price in US dollars: 1499 -> "$1,499". */
export function formatUsd(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY : `$${formatNumber(value, 0)}`;
}

/** Output tokens per joule: 0.349 -> "0.35", 0.0213 -> "0.021". */
export function formatTokensPerJoule(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY;
  return value < 0.1 ? value.toPrecision(2) : formatNumber(value, 2);
}

const ENGINE_NAMES: Record<string, string> = {
  vllm: "vLLM",
  sglang: "SGLang",
  "llama.cpp": "llama.cpp",
  trtllm: "TensorRT-LLM",
};

/** "vllm" -> "vLLM"; unknown engines as given. */
export function formatEngineName(name: string): string {
  return ENGINE_NAMES[name.toLowerCase()] ?? name;
}

const UNIFIED_MEMORY: Record<FormatLocale, string> = { en: "unified memory", ja: "ユニファイドメモリ" };

/** "DGX Spark, NVIDIA GB10, 128 GB unified memory"; in Japanese "… 128 GB ユニファイドメモリ". */
/** A hardware's name with its count: "2× RX 7900 XTX" for a system of two, "RTX 3090" for one. */
export function formatHardwareName(hardware: { name: string; count: number }): string {
  return hardware.count > 1 ? `${hardware.count}× ${hardware.name}` : hardware.name;
}

export function formatHardware(
  hardware: {
    name: string;
    accelerator: string;
    count: number;
    memoryGB: number;
    memoryKind: string;
  },
  locale: FormatLocale = "en",
): string {
  const memory = formatMemory(hardware.memoryGB, hardware.memoryKind, locale);
  return `${formatHardwareName(hardware)}, ${hardware.accelerator}, ${memory}`;
}

/** "24 GB VRAM", "128 GB unified memory" (in Japanese "128 GB ユニファイドメモリ"). */
export function formatMemory(memoryGB: number, memoryKind: string, locale: FormatLocale = "en"): string {
  return `${formatNumber(memoryGB, 0)} GB ${memoryKind === "unified" ? UNIFIED_MEMORY[locale] : "VRAM"}`;
}

const DECODE_MODES: Record<string, string> = { duration: "Fixed duration", requests: "Fixed request count" };
const PREFILL_MODES: Record<string, string> = {
  integrated_decode_scout: "Measured during decode warm-up",
  standalone_cold: "Measured cold, on its own",
  skipped: "Skipped",
};

/** llm-inference-bench's decode_mode in words: "duration" -> "Fixed duration". */
export function formatDecodeMode(mode: string | null | undefined): string {
  return mode ? (DECODE_MODES[mode] ?? mode) : EMPTY;
}

/** llm-inference-bench's prefill_mode in words. */
export function formatPrefillMode(mode: string | null | undefined): string {
  return mode ? (PREFILL_MODES[mode] ?? mode) : EMPTY;
}

/** A size limit in binary units, exact when it is a whole number of them: 65536 -> "64 KiB", 16777216 -> "16 MiB". */
export function formatByteSize(bytes: number): string {
  for (const [unit, size] of [
    ["GiB", 1024 ** 3],
    ["MiB", 1024 ** 2],
    ["KiB", 1024],
  ] as const) {
    if (bytes >= size) return `${bytes % size === 0 ? bytes / size : formatNumber(bytes / size, 1)} ${unit}`;
  }
  return `${bytes} bytes`;
}
