import { formatByteSize, formatNumber } from "@/lib/format";
import type { ArtifactSetup } from "@/lib/ingest/schema";

type Fact = { label: string; read: (setup: ArtifactSetup) => string | null };

const FACTS: Fact[] = [
  {
    label: "Build",
    read: (s) =>
      s.buildCommit || s.buildNumber !== null
        ? [s.buildCommit, s.buildNumber !== null ? `(${s.buildNumber})` : null].filter(Boolean).join(" ")
        : null,
  },
  { label: "GPU", read: (s) => s.gpuInfo },
  { label: "CPU", read: (s) => s.cpuInfo },
  { label: "Backend", read: (s) => s.backends },
  { label: "Model file", read: (s) => s.modelFile },
  { label: "Model type", read: (s) => s.modelType },
  { label: "Model size", read: (s) => (s.modelSizeBytes === null ? null : formatByteSize(s.modelSizeBytes)) },
  {
    label: "Parameters",
    read: (s) => (s.modelParams === null ? null : `${formatNumber(s.modelParams / 1e9, 2)} B`),
  },
  {
    label: "GPU layers",
    read: (s) =>
      s.nGpuLayers === null
        ? null
        : s.nGpuLayers < 0 || s.nGpuLayers >= 99
          ? `all (${s.nGpuLayers})`
          : String(s.nGpuLayers),
  },
  { label: "Flash attention", read: (s) => s.flashAttention },
  {
    label: "Batch / micro-batch",
    read: (s) => (s.nBatch === null && s.nUbatch === null ? null : `${s.nBatch ?? "—"} / ${s.nUbatch ?? "—"}`),
  },
  { label: "Threads", read: (s) => (s.threads === null ? null : String(s.threads)) },
  {
    label: "KV cache types",
    read: (s) => (s.typeK === null && s.typeV === null ? null : `K ${s.typeK ?? "—"} · V ${s.typeV ?? "—"}`),
  },
];

/** Each fact the files state, every distinct value once ("a / b" when two files differ). */
export function listSetupFacts(setups: ArtifactSetup[]): Array<{ label: string; value: string }> {
  return FACTS.flatMap(({ label, read }) => {
    const values = [...new Set(setups.map(read).filter((value): value is string => value !== null && value !== ""))];
    return values.length > 0 ? [{ label, value: values.join(" / ") }] : [];
  });
}

/** What the uploaded files say about the setup (llama.cpp's tools print it), as they say it. */
export function RunSetupFacts({ setups }: { setups: ArtifactSetup[] }) {
  const facts = listSetupFacts(setups);
  if (facts.length === 0) return null;
  return (
    <dl className="params" aria-label="Setup stated by the files">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
