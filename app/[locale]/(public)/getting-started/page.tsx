import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { Section } from "@/components/section";
import { CodeBlock } from "@/components/ui/code-block";
import { Table, TableHead } from "@/components/ui/table";
import { MANIFEST_EXAMPLE } from "@/lib/uploads/upload-script";
import { SuiteCommands } from "./suite-commands";
import { UploadCommand } from "./upload-command";

export const metadata: Metadata = {
  title: "Getting started",
  description:
    "Measure your own server with the arena's suite and upload the results; read a run, its score and its matrix.",
};

/** Which tool answers which question, and where its answer shows. */
const TOOLS = [
  {
    question: "How fast is it for my users, and how many can it serve at once?",
    tool: "The standard suite: llama-benchy (closed loop) and vllm bench serve (open loop)",
    shows: <Link href="/leaderboard">a score on the leaderboard</Link>,
  },
  {
    question: "How fast does llama.cpp run this GGUF file on this machine?",
    tool: "llama-bench (prompt and generation speed at each depth); llama-batched-bench (parallel sequences)",
    shows: <a href="/measurements">the measurements leaderboard</a>,
  },
  {
    question: "How do speed and waiting change with context length and concurrent requests?",
    tool: "llm-inference-bench (a context × concurrency matrix)",
    shows: <Link href="/matrix-runs">a speed matrix</Link>,
  },
];

export default function GettingStartedPage() {
  return (
    <>
      <h1>Getting started</h1>
      <p className="lead">
        The arena ranks self-hosted LLM servers by what their users wait for: tokens per second per user, time to the
        first token and how many requests fit at once, all measured. To add your server, run a benchmark tool against it
        and upload what the tool wrote. To read the results, start below at <a href="#reading-a-run">reading a run</a>.
      </p>

      <Section number="01" title="Which tool answers which question" id="tools">
        <Table caption="Pick the tool by the question" wrapClassName="text-table">
          <TableHead columns={["Your question", "Tool", "Where it shows"]} />
          <tbody>
            {TOOLS.map((row) => (
              <tr key={row.question}>
                <td className="wrap-cell">{row.question}</td>
                <td className="wrap-cell">{row.tool}</td>
                <td className="wrap-cell">{row.shows}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <p className="muted">
          Every tool&apos;s own command is on the <Link href="/benchmarks#tools">benchmarks page</Link>; any of them can
          be uploaded on its own or beside the suite.
        </p>
      </Section>

      <Section number="02" title="Run the standard suite against your server" id="suite">
        <p>
          Type your server&apos;s details: the commands below follow as you type. Nothing you type is sent anywhere. If
          the server wants an API key, export it in your shell first (<code>export VLLM_API_KEY=…</code>) and name the
          variable here: the commands read it from there.
        </p>
        <SuiteCommands />
      </Section>

      <Section number="03" title="Upload the results" id="upload">
        <ol className="steps">
          <li>
            <strong>In the browser</strong>: <Link href="/signin">sign in</Link>, open{" "}
            <Link href="/upload">Upload</Link>, describe the run (model, precision, hardware, engine, launch command)
            and add the files as the tools wrote them. A preview shows the figures before anything is stored.
          </li>
          <li>
            <strong>From the GPU box</strong>: create a token under <Link href="/account/tokens">Tokens</Link>, write
            the run&apos;s description to <code>run.json</code> and send it with the result files; the script asks for
            the token (or reads <code>ARENA_TOKEN</code>) and needs only <code>sh</code> and <code>curl</code>:
            <UploadCommand />
            <CodeBlock label="Example run.json">{JSON.stringify(MANIFEST_EXAMPLE, null, 2)}</CodeBlock>
          </li>
          <li>
            <strong>With the arena&apos;s CLI</strong>, from a checkout of the arena:{" "}
            <code>ARENA_TOKEN=… npm run arena -- upload results/* --url https://ARENA_HOST --manifest run.json</code>.
            The API itself is described under <Link href="/api-docs">API docs</Link>.
          </li>
        </ol>
      </Section>

      <Section number="04" title="What review means" id="review">
        <p>
          An upload is listed and ranked at once, marked <span className="badge warn">Not reviewed yet</span>. It
          carries the model&apos;s answers to sanity prompts, so that a server producing fast nonsense is caught: an
          admin reads them and passes or fails the run, or single tests. A failed test stops counting and the score is
          recomputed; your own runs and their verdicts are under <Link href="/account/runs">Your runs</Link>. The rules
          are in the <Link href="/methodology#review">methodology</Link>.
        </p>
      </Section>

      <Section number="05" title="Reading a run" id="reading-a-run">
        <p>
          A run is one model at one precision on one hardware with one engine, measured on one day. Its page starts with
          the setup (launch command, engine version, host), then the headline figures, then each suite test with its
          measurements, the command that made them and the raw files. Notes say what counts and what does not: a test
          with too few successful requests, a failed sanity check.
        </p>
      </Section>

      <Section number="06" title="The score" id="score">
        <p>
          The suitability score (0 to 100) is 70 % speed and 30 % quality. Speed is the mean of the suite&apos;s test
          scores: each places the test&apos;s tokens per second per user and wait for the first token between a floor
          and a target (the capacity test: the requests per second it carries); a missing test scores 0. Quality is the
          model&apos;s vendor-reported benchmark figures. Runs without the suite have no score. How each figure is
          computed, with a worked example, is in the <Link href="/methodology">methodology</Link>.
        </p>
      </Section>

      <Section number="07" title="The speed matrix" id="matrix">
        <p>
          A matrix run measures decode and prefill speed at each context length (rows) and number of concurrent requests
          (columns): where a cell is empty, that many requests of that length did not fit. The peak total decode speed
          says what the box can deliver; the per-request speed what one user sees. Every matrix run is listed under{" "}
          <Link href="/matrix-runs">Matrix runs</Link>.
        </p>
      </Section>
    </>
  );
}
