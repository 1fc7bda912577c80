import { FactList } from "@/components/ui/fact-list";
import { formatByteSize, formatNumber } from "@/lib/format";
import type { ArtifactSetup } from "@/lib/ingest/schema";
import { CATALOGUES } from "@/lib/i18n/translate";
import { fill, type Texts } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";

type Words = Texts<"RunSetupFacts">;
type Fact = {
  label: Exclude<keyof Words, "label" | "allLayers" | "noLayers" | "cpuOnlyLayers">;
  read: (setup: ArtifactSetup, words: Words) => string | null;
};

/** Backends that hold no GPU: a build of only these runs every layer on the CPU, whatever -ngl says. */
const CPU_BACKENDS = new Set(["cpu", "blas", "accelerate", "openblas"]);

function isCpuOnlyBuild(setup: ArtifactSetup): boolean {
  if (setup.gpuInfo) return false;
  const backends = (setup.backends ?? "").split(/[,\s]+/).filter(Boolean);
  return backends.length > 0 && backends.every((backend) => CPU_BACKENDS.has(backend.toLowerCase()));
}

/**
 * GPU layers as they were, not as asked: llama-bench prints its -ngl (99 by default) even in a
 * build without a GPU backend, where no layer is offloaded.
 */
function readGpuLayers(s: ArtifactSetup, words: Words): string | null {
  if (s.nGpuLayers === null) return null;
  if (s.nGpuLayers === 0) return fill(words.noLayers, { count: 0 });
  if (isCpuOnlyBuild(s)) return fill(words.cpuOnlyLayers, { count: s.nGpuLayers });
  return s.nGpuLayers < 0 || s.nGpuLayers >= 99 ? fill(words.allLayers, { count: s.nGpuLayers }) : String(s.nGpuLayers);
}

const FACTS: Fact[] = [
  {
    label: "build",
    read: (s) =>
      s.buildCommit || s.buildNumber !== null
        ? [s.buildCommit, s.buildNumber !== null ? `(${s.buildNumber})` : null].filter(Boolean).join(" ")
        : null,
  },
  { label: "gpu", read: (s) => s.gpuInfo },
  { label: "cpu", read: (s) => s.cpuInfo },
  { label: "backend", read: (s) => s.backends },
  { label: "modelFile", read: (s) => s.modelFile },
  { label: "modelType", read: (s) => s.modelType },
  { label: "modelSize", read: (s) => (s.modelSizeBytes === null ? null : formatByteSize(s.modelSizeBytes)) },
  {
    label: "parameters",
    read: (s) => (s.modelParams === null ? null : `${formatNumber(s.modelParams / 1e9, 2)} B`),
  },
  { label: "gpuLayers", read: readGpuLayers },
  { label: "flashAttention", read: (s) => s.flashAttention },
  {
    label: "batch",
    read: (s) => (s.nBatch === null && s.nUbatch === null ? null : `${s.nBatch ?? "—"} / ${s.nUbatch ?? "—"}`),
  },
  { label: "threads", read: (s) => (s.threads === null ? null : String(s.threads)) },
  {
    label: "kvCacheTypes",
    read: (s) => (s.typeK === null && s.typeV === null ? null : `K ${s.typeK ?? "—"} · V ${s.typeV ?? "—"}`),
  },
];

/**
 * Each fact the files state, every distinct value once ("a / b" when two files differ), labelled in
 * `locale` (English unless named).
 */
export function listSetupFacts(
  setups: ArtifactSetup[],
  locale: Locale = "en",
): Array<{ label: string; value: string }> {
  const words = CATALOGUES[locale].RunSetupFacts;
  return FACTS.flatMap(({ label, read }) => {
    const values = [
      ...new Set(
        setups.map((setup) => read(setup, words)).filter((value): value is string => value !== null && value !== ""),
      ),
    ];
    return values.length > 0 ? [{ label: words[label], value: values.join(" / ") }] : [];
  });
}

/** What the uploaded files say about the setup (llama.cpp's tools print it), as they say it. */
export function RunSetupFacts({ setups, locale = "en" }: { setups: ArtifactSetup[]; locale?: Locale }) {
  const facts = listSetupFacts(setups, locale);
  if (facts.length === 0) return null;
  return <FactList facts={facts} label={CATALOGUES[locale].RunSetupFacts.label} />;
}
