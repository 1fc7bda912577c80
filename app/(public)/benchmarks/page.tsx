import type { Metadata } from "next";
import Link from "next/link";
import { Section } from "@/components/section";
import { formatPercent } from "@/lib/format";
import { MIN_SUCCESS_RATIO } from "@/lib/scoring/rules";
import { buildTestCommand, type CommandContext } from "@/lib/suite/command";
import { SUITE_TESTS, SUITE_VERSION } from "@/lib/suite/definition";
import { SuiteTestCard } from "./suite-test-card";

export const metadata: Metadata = {
  title: "Benchmarks",
  description:
    "The arena's standard suite: 11 tests with llama-benchy and vllm bench serve, their parameters and commands.",
};

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
    </>
  );
}
