import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Link } from "@/components/locale-link";
import { Section } from "@/components/section";
import { CodeBlock } from "@/components/ui/code-block";
import { formatPercent } from "@/lib/format";
import { MIN_SUCCESS_RATIO } from "@/lib/scoring/rules";
import { buildTestCommand, type CommandContext } from "@/lib/suite/command";
import { SUITE_TESTS, SUITE_VERSION } from "@/lib/suite/definition";
import { SuiteTestCard } from "./suite-test-card";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readPageLocale(params);
  const t = translate(locale, "Benchmarks");
  return buildPageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: "/benchmarks", locale });
}

/** A command per tool that writes a file the arena accepts as it is. */
const TOOL_COMMANDS = [
  {
    id: "llama-benchy",
    name: "llama-benchy",
    note: "noteLlamaBenchy",
    command:
      "uvx llama-benchy==0.4.0 --base-url http://localhost:8000/v1 --model MODEL \\\n" +
      "  --pp 2048 --tg 480 --depth 0 1000 5000 10000 20000 50000 100000 150000 200000 \\\n" +
      "  --format md > llama-benchy-depth-sweep.md",
  },
  {
    id: "vllm-bench-serve",
    name: "vllm bench serve",
    note: "noteVllm",
    command:
      "vllm bench serve --model HF_REPO --served-model-name MODEL --dataset-name random \\\n" +
      "  --random-input-len 1024 --random-output-len 1024 --max-concurrency 10 --num-prompts 100 \\\n" +
      "  --save-result --result-filename vllm-bench.json",
  },
  {
    id: "llama-bench",
    name: "llama-bench (llama.cpp)",
    note: "noteLlamaBench",
    command: "llama-bench -m model.gguf -ngl 99 -fa 1 -p 512 -n 128 -d 0,4096,16384,32768 -o json > llama-bench.json",
  },
  {
    id: "llama-batched-bench",
    name: "llama-batched-bench (llama.cpp)",
    note: "noteBatched",
    command:
      "llama-batched-bench -m model.gguf -ngl 99 -fa 1 -c 32768 -npp 512 -ntg 128 -npl 1,2,4,8,16 \\\n" +
      "  > llama-batched-bench.txt",
  },
  {
    id: "llm-inference-bench",
    name: "llm-inference-bench",
    note: "noteLlmInference",
    command:
      "python3 llm_decode_bench.py --port 8000 --model MODEL \\\n" +
      "  --concurrency 1,8,16,32 --contexts 0,65536,131072 --output results.json",
  },
] as const;

/** Placeholders in the commands; the page says what to put in their place. */
const PLACEHOLDERS: CommandContext = { servedModel: "MODEL", hfRepo: "HF_REPO", llamaBenchyVersion: "0.4.0" };

const tests = SUITE_TESTS.map((test, position) => ({
  test,
  position,
  command: buildTestCommand(test, position, PLACEHOLDERS),
}));

export default async function BenchmarksPage({ params }: Props) {
  const locale: Locale = await readPageLocale(params);
  const t = translate(locale, "Benchmarks");
  const closed = tests.filter(({ test }) => test.loop === "closed");
  const open = tests.filter(({ test }) => test.loop === "open");
  const code = (chunks: ReactNode) => <code>{chunks}</code>;
  const card = ({ test, position, command }: (typeof tests)[number]) => (
    <SuiteTestCard key={test.key} test={test} position={position} command={command} locale={locale} />
  );
  return (
    <>
      <p className="eyebrow">{t("eyebrow", { version: SUITE_VERSION })}</p>
      <h1>{t("title")}</h1>
      <p className="lead">
        {t("lead", {
          count: tests.length,
          closed: closed.length,
          open: open.length,
          ratio: formatPercent(MIN_SUCCESS_RATIO),
        })}{" "}
        <Link href="/methodology">{t("methodology")}</Link>
      </p>
      <p>{t.rich("placeholders", { code })}</p>
      <Section number="01" title={t("closedTitle", { count: closed.length })} id="closed-loop">
        <p className="muted">{t("closedNote")}</p>
        <div className="grid">{closed.map(card)}</div>
      </Section>
      <Section number="02" title={t("openTitle", { count: open.length })} id="open-loop">
        <p className="muted">{t("openNote")}</p>
        <div className="grid">{open.map(card)}</div>
      </Section>
      <Section number="03" title={t("toolsTitle")} id="tools">
        <p className="muted">
          {t("toolsBefore")} <a href={getPathname({ locale, href: "/measurements" })}>{t("toolsLink")}</a>{" "}
          {t("toolsAfter")}
        </p>
        <div className="grid">
          {TOOL_COMMANDS.map((tool) => (
            <article key={tool.name} className="card" aria-labelledby={`tool-${tool.id}`}>
              <h3 id={`tool-${tool.id}`}>{tool.name}</h3>
              <p className="muted">{t(tool.note)}</p>
              <CodeBlock label={t("commandFor", { name: tool.name })}>{tool.command}</CodeBlock>
            </article>
          ))}
        </div>
      </Section>
    </>
  );
}
