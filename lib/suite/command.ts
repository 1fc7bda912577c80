/**
 * The command behind each suite test, reconstructed from its definition and the run's
 * served model, as contributors would type it. Pure.
 */
import type { ClosedLoopParams, OpenLoopParams, SuiteTestDefinition } from "@/lib/suite/definition";

export type CommandContext = {
  /** `--served-model-name` of the run; falls back to the model repo. */
  servedModel: string | null;
  /** Hugging Face repo of the weights, for the tokenizer. */
  hfRepo: string | null;
  llamaBenchyVersion: string | null;
  /** The server's address without /v1; the suite's own default when absent. */
  baseUrl?: string;
  /**
   * The name of the shell variable that holds the server's API key (`VLLM_API_KEY`): the
   * commands reference it as `$NAME`, so no key is ever written into them. None: no key sent.
   */
  apiKeyVariable?: string;
};

const DEFAULT_BASE_URL = "http://localhost:8000";

/** A shell variable's name, or nothing: anything else would be run by the shell. */
const SHELL_VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*$/;

function toApiKeyReference(context: CommandContext): string | null {
  const name = context.apiKeyVariable?.trim();
  return name && SHELL_VARIABLE.test(name) ? `"$${name}"` : null;
}

/** An http(s) address with nothing the shell would read as more than a word. */
const SAFE_URL = /^https?:\/\/[^\s'"`$;&|<>\\()]+$/;

function toBaseUrl(context: CommandContext): string {
  const url = context.baseUrl?.trim() ?? "";
  return (SAFE_URL.test(url) ? url : DEFAULT_BASE_URL).replace(/\/+$/, "").replace(/\/v1$/, "");
}

function joinLines(lines: string[]): string {
  return lines.join(" \\\n  ");
}

function buildLlamaBenchyCommand(params: ClosedLoopParams, context: CommandContext): string {
  const version = context.llamaBenchyVersion ? `==${context.llamaBenchyVersion}` : "";
  const apiKey = toApiKeyReference(context);
  return joinLines([
    `uvx llama-benchy${version}`,
    `--base-url ${toBaseUrl(context)}/v1`,
    ...(apiKey ? [`--api-key ${apiKey}`] : []),
    `--model ${context.servedModel ?? context.hfRepo ?? "MODEL"}`,
    `--pp ${params.promptTokens.join(" ")}`,
    `--tg ${params.genTokens}`,
    `--depth ${params.depth}`,
    `--concurrency ${params.concurrency.join(" ")}`,
    `--runs ${params.runs}`,
    "--latency-mode generation",
    "--format md",
  ]);
}

/** Python-style floats as the seed's commands show them: 1 -> "1.0", 0.7 -> "0.7". */
function formatRateArg(rate: number): string {
  return Number.isInteger(rate) ? rate.toFixed(1) : String(rate);
}

function buildVllmCommand(
  key: string,
  position: number,
  params: OpenLoopParams,
  rung: { index: number; requestRate: number },
  context: CommandContext,
): string {
  const repo = context.hfRepo ?? context.servedModel ?? "MODEL";
  const rate = formatRateArg(rung.requestRate);
  const sweep = params.requestRates.length > 1;
  const number = String(position + 1).padStart(2, "0");
  const fileName = sweep ? `${number}-rate-sweep-${rate}.json` : `${number}-${key}.json`;
  const apiKey = toApiKeyReference(context);
  const lines = [
    // vllm bench serve reads the key from OPENAI_API_KEY, in the container it runs in.
    `docker exec${apiKey ? ` -e OPENAI_API_KEY=${apiKey}` : ""} vllm-bench vllm bench serve`,
    "--backend openai-chat",
    `--base-url ${toBaseUrl(context)}`,
    "--endpoint /v1/chat/completions",
    `--model ${repo}`,
    `--tokenizer ${repo}`,
    ...(context.servedModel ? [`--served-model-name ${context.servedModel}`] : []),
    `--dataset-name ${params.dataset}`,
    ...(params.dataset === "sharegpt" ? ["--dataset-path /tmp/ShareGPT_V3.json"] : []),
    ...(params.inputLen !== undefined ? [`--random-input-len ${params.inputLen}`] : []),
    ...(params.outputLen !== undefined ? [`--random-output-len ${params.outputLen}`] : []),
    ...(params.rangeRatio !== undefined ? [`--random-range-ratio ${params.rangeRatio}`] : []),
    `--num-prompts ${params.numPrompts[rung.index]}`,
    `--request-rate ${rate}`,
    `--burstiness ${formatRateArg(params.burstiness)}`,
    ...(params.maxConcurrency !== undefined ? [`--max-concurrency ${params.maxConcurrency}`] : []),
    "--percentile-metrics ttft,tpot,itl,e2el",
    "--metric-percentiles 50,90,95,99",
    `--seed ${params.seed}`,
    "--save-result",
    "--result-dir /tmp",
    `--result-filename ${fileName}`,
  ];
  const command = joinLines(lines);
  return sweep ? `# ${rate} req/s\n${command}` : command;
}

/** The full command of one test; a rate sweep gives one command per rate. */
export function buildTestCommand(test: SuiteTestDefinition, position: number, context: CommandContext): string {
  const params = test.params;
  if (params.tool === "llama-benchy") return buildLlamaBenchyCommand(params, context);
  return params.requestRates
    .map((requestRate, index) => buildVllmCommand(test.key, position, params, { index, requestRate }, context))
    .join("\n\n");
}
