import type { ReactNode } from "react";
import { EMPTY, formatHardwareName, formatNumber } from "@/lib/format";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import type { RunMatrix } from "@/lib/runs/data";
import styles from "./spec-blocks.module.css";

/** llm-inference-bench's decode_mode and prefill_mode, as the messages name them; an unknown one as it is. */
const DECODE_MODES = { duration: "decodeDuration", requests: "decodeRequests" } as const;
const PREFILL_MODES = {
  integrated_decode_scout: "prefillIntegrated",
  standalone_cold: "prefillCold",
  skipped: "prefillSkipped",
} as const;

function Block({ title, rows }: { title: string; rows: Array<[string, ReactNode | null | undefined]> }) {
  return (
    <section className="card" aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
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
export function SpecBlocks({ run, locale }: { run: RunMatrix; locale: Locale }) {
  const t = translate(locale, "MatrixSpecs");
  const { hardware, engine, matrixMeta: meta, benchmarkTools: tools } = run;
  const decodeMode = meta.decodeMode && DECODE_MODES[meta.decodeMode as keyof typeof DECODE_MODES];
  const prefillMode = meta.prefillMode && PREFILL_MODES[meta.prefillMode as keyof typeof PREFILL_MODES];
  return (
    <div className="grid">
      <Block
        title={t("hardware")}
        rows={[
          [t("type"), hardware.memoryKind === "unified" ? t("unified") : t("discrete")],
          [t("gpu"), formatHardwareName(hardware)],
          [hardware.memoryKind === "unified" ? t("memory") : t("vram"), `${formatNumber(hardware.memoryGB, 0)} GB`],
          [t("bandwidth"), hardware.bandwidthGBs ? `${formatNumber(hardware.bandwidthGBs, 0)} GB/s` : null],
          [t("cpu"), run.hostCpu],
          [t("ram"), run.hostRamGB ? `${formatNumber(run.hostRamGB, 0)} GB` : null],
          [t("os"), run.hostOs],
        ]}
      />
      <Block
        title={t("engine")}
        rows={[
          [t("engineName"), engine.name],
          [t("version"), engine.version],
          [t("quantization"), run.variant.precision],
          [t("backend"), engine.backend],
          [t("repository"), engine.repository],
          [t("build"), engine.build],
          [t("commit"), engine.commit ? <code key="commit">{engine.commit}</code> : null],
        ]}
      />
      <Block
        title={t("run")}
        rows={[
          [t("servedModel"), run.servedModel],
          [t("revision"), run.revision],
          [t("benchmarkTool"), tools.map((tool) => `${tool.name} v${tool.version}`).join(", ")],
          [t("decodeTest"), decodeMode ? t(decodeMode) : (meta.decodeMode ?? EMPTY)],
          [t("prefillMode"), prefillMode ? t(prefillMode) : (meta.prefillMode ?? EMPTY)],
          [
            t("timePerMeasurement"),
            meta.secondsPerMeasurement ? `${formatNumber(meta.secondsPerMeasurement, 0)} s` : null,
          ],
          [t("maxOutput"), meta.maxOutputTokens ? t("tokens", { count: formatNumber(meta.maxOutputTokens, 0) }) : null],
        ]}
      />
    </div>
  );
}
