import type { ReactNode } from "react";
import { formatDecodeMode, formatNumber, formatPrefillMode } from "@/lib/format";
import type { RunMatrix } from "@/lib/runs/data";

function Block({ title, rows }: { title: string; rows: Array<[string, ReactNode | null | undefined]> }) {
  return (
    <section className="card" aria-label={title}>
      <h2 style={{ fontSize: "1.1rem" }}>{title}</h2>
      <dl className="specs">
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== "")
          .map(([label, value]) => (
            <div key={label} style={{ display: "contents" }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** Hardware, engine and run blocks of a matrix page, as the reference pages lay them out. */
export function SpecBlocks({ run }: { run: RunMatrix }) {
  const { hardware, engine, matrixMeta: meta, benchmarkTools: tools } = run;
  return (
    <div className="grid">
      <Block
        title="Hardware"
        rows={[
          ["Type", hardware.memoryKind === "unified" ? "Unified memory" : "Discrete GPU"],
          ["GPU", `${hardware.count > 1 ? `${hardware.count}× ` : ""}${hardware.name}`],
          [hardware.memoryKind === "unified" ? "Memory" : "VRAM", `${formatNumber(hardware.memoryGB, 0)} GB`],
          ["Bandwidth", hardware.bandwidthGBs ? `${formatNumber(hardware.bandwidthGBs, 0)} GB/s` : null],
          ["CPU", run.hostCpu],
          ["RAM", run.hostRamGB ? `${formatNumber(run.hostRamGB, 0)} GB` : null],
          ["OS", run.hostOs],
        ]}
      />
      <Block
        title="Engine"
        rows={[
          ["Engine", engine.name],
          ["Version", engine.version],
          ["Quantization", run.variant.precision],
          ["Backend", engine.backend],
          ["Repository", engine.repository],
          ["Build", engine.build],
          ["Commit", engine.commit ? <code key="commit">{engine.commit}</code> : null],
        ]}
      />
      <Block
        title="Run"
        rows={[
          ["Served model", run.servedModel],
          ["Revision", run.revision],
          ["Benchmark tool", tools.map((tool) => `${tool.name} v${tool.version}`).join(", ")],
          ["Decode test", formatDecodeMode(meta.decodeMode)],
          ["Prefill mode", formatPrefillMode(meta.prefillMode)],
          [
            "Time per measurement",
            meta.secondsPerMeasurement ? `${formatNumber(meta.secondsPerMeasurement, 0)} s` : null,
          ],
          ["Max output", meta.maxOutputTokens ? `${formatNumber(meta.maxOutputTokens, 0)} tokens` : null],
        ]}
      />
    </div>
  );
}
