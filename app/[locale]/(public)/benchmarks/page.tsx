import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { Section } from "@/components/section";
import { CodeBlock } from "@/components/ui/code-block";
import { formatPercent } from "@/lib/format";
import { MIN_SUCCESS_RATIO } from "@/lib/scoring/rules";
import { buildTestCommand, type CommandContext } from "@/lib/suite/command";
import { SUITE_TESTS, SUITE_VERSION } from "@/lib/suite/definition";
import { SuiteTestCard } from "./suite-test-card";
import { buildPageMetadata } from "@/lib/discovery/metadata";

export const metadata: Metadata = buildPageMetadata({
  title: "Benchmarks",
  description:
    "The arena's standard suite: 11 tests with llama-benchy and vllm bench serve, their parameters and commands.",
  path: "/benchmarks",
});

/** A command per tool that writes a file the arena accepts as it is. */
const TOOL_COMMANDS = [
  {
    id: "llama-benchy",
    name: "llama-benchy",
    note: "Markdown (the default), --format json or csv. A depth sweep as people publish it:",
    command:
      "uvx llama-benchy==0.4.0 --base-url http://localhost:8000/v1 --model MODEL \\\n" +
      "  --pp 2048 --tg 480 --depth 0 1000 5000 10000 20000 50000 100000 150000 200000 \\\n" +
      "  --format md > llama-benchy-depth-sweep.md",
  },
  {
    id: "vllm-bench-serve",
    name: "vllm bench serve",
    note: "The result file of --save-result (JSON), one or several runs (JSON Lines).",
    command:
      "vllm bench serve --model HF_REPO --served-model-name MODEL --dataset-name random \\\n" +
      "  --random-input-len 1024 --random-output-len 1024 --max-concurrency 10 --num-prompts 100 \\\n" +
      "  --save-result --result-filename vllm-bench.json",
  },
  {
    id: "llama-bench",
    name: "llama-bench (llama.cpp)",
    note: "Any output format: -o md (the default), csv, json, jsonl or sql; old and new builds. One model per file.",
    command: "llama-bench -m model.gguf -ngl 99 -fa 1 -p 512 -n 128 -d 0,4096,16384,32768 -o json > llama-bench.json",
  },
  {
    id: "llama-batched-bench",
    name: "llama-batched-bench (llama.cpp)",
    note: "Its table as printed (with the settings line above it), or --output-format jsonl.",
    command:
      "llama-batched-bench -m model.gguf -ngl 99 -fa 1 -c 32768 -npp 512 -ntg 128 -npl 1,2,4,8,16 \\\n" +
      "  > llama-batched-bench.txt",
  },
  {
    id: "llm-inference-bench",
    name: "llm-inference-bench",
    note: "The JSON its save_results writes: a context × concurrency speed matrix.",
    command:
      "python3 llm_decode_bench.py --port 8000 --model MODEL \\\n" +
      "  --concurrency 1,8,16,32 --contexts 0,65536,131072 --output results.json",
  },
];

/** Placeholders in the commands; the page says what to put in their place. */
const PLACEHOLDERS: CommandContext = { servedModel: "MODEL", hfRepo: "HF_REPO", llamaBenchyVersion: "0.4.0" };

const tests = SUITE_TESTS.map((test, position) => ({
  test,
  position,
  command: buildTestCommand(test, position, PLACEHOLDERS),
}));

export default function BenchmarksPage() {
  const closed = tests.filter(({ test }) => test.loop === "closed");
  const open = tests.filter(({ test }) => test.loop === "open");
  return (
    <>
      <p className="eyebrow">Suite version {SUITE_VERSION}</p>
      <h1>The benchmark suite</h1>
      <p className="lead">
        {tests.length} tests: {closed.length} closed-loop tests with llama-benchy and {open.length} open-loop tests with
        vllm bench serve, run against the model&apos;s own OpenAI-compatible server. Only complete runs without failed
        sanity checks are eligible; open-loop tests require at least {formatPercent(MIN_SUCCESS_RATIO)} successful
        requests. Raw results remain visible. <Link href="/methodology">Methodology →</Link>
      </p>
      <p>
        In the commands below, <code>MODEL</code> stands for the name your server serves the model under (
        <code>--served-model-name</code>) and <code>HF_REPO</code> for the Hugging Face repository of its weights, from
        which vllm bench serve loads the tokenizer: replace both. The server is assumed at{" "}
        <code>http://localhost:8000</code>, and llama-benchy is pinned to 0.4.0, the version of the reference run.
      </p>
      <Section number="01" title={`Closed loop · llama-benchy · ${closed.length} tests`} id="closed-loop">
        <p className="muted">
          A fixed number of requests at once, each sent as soon as the previous one finishes: tokens per second per user
          and the wait for the first token, three repeats each.
        </p>
        <div className="grid">
          {closed.map(({ test, position, command }) => (
            <SuiteTestCard key={test.key} test={test} position={position} command={command} />
          ))}
        </div>
      </Section>
      <Section number="02" title={`Open loop · vllm bench serve · ${open.length} tests`} id="open-loop">
        <p className="muted">
          Requests arrive at a set rate whether or not earlier ones have finished, as users do: waits, success and how
          many requests per second a setup carries.
        </p>
        <div className="grid">
          {open.map(({ test, position, command }) => (
            <SuiteTestCard key={test.key} test={test} position={position} command={command} />
          ))}
        </div>
      </Section>
      <Section number="03" title="Every tool the arena reads" id="tools">
        <p className="muted">
          Beyond the suite, upload any run of these tools with the parameters you chose: every measurement is kept,
          shown on the run page (with a context-scaling profile when you sweep the depth) and ranked on the{" "}
          <a href="/measurements">measurements leaderboard</a> against runs of the same test and tool. Upload the file
          as the tool wrote it.
        </p>
        <div className="grid">
          {TOOL_COMMANDS.map((tool) => (
            <article key={tool.name} className="card" aria-labelledby={`tool-${tool.id}`}>
              <h3 id={`tool-${tool.id}`}>{tool.name}</h3>
              <p className="muted">{tool.note}</p>
              <CodeBlock label={`Command for ${tool.name}`}>{tool.command}</CodeBlock>
            </article>
          ))}
        </div>
      </Section>
    </>
  );
}
