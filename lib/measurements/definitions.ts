/**
 * What a stored figure means, per tool and kind of test. Tools measure "prompt speed",
 * "generation speed" and "time to first token" differently (llama-benchy times the first streamed
 * chunk and decodes after it; llama-bench times a generation of N tokens with no prompt; vLLM
 * reports output tokens over the whole benchmark), so figures are only put side by side when
 * their definitions are the same. Each measurement stores its definition key; the methodology
 * page lists them all (#definitions). Pure module, safe on the client.
 */

import type { FIGURE_KEYS } from "@/lib/measurements/schema";

export type FigureKey = (typeof FIGURE_KEYS)[number];

export type MeasurementDefinition = {
  key: string;
  /** The tool's name as its users know it. */
  tool: string;
  /** What one measurement of this definition is. */
  summary: string;
  /** What each figure the tool reports means; figures absent here are not reported by it. */
  figures: Partial<Record<FigureKey, string>>;
  /** The figure runs are ranked by on the measurements leaderboard (higher is better). */
  rankBy: FigureKey;
};

const DEFINITIONS: MeasurementDefinition[] = [
  {
    key: "llama-benchy",
    rankBy: "perUserTps",
    tool: "llama-benchy",
    summary:
      "One rung: a prompt of N tokens (after D tokens of context) then a generation of M tokens, at a given " +
      "concurrency, against an OpenAI-compatible server; mean of the repeats.",
    figures: {
      prefillTps:
        "Prompt tokens per second: prompt tokens over the time to the first streamed token, all requests together.",
      perUserTps: "Generation tokens per second per request, counted after the first token (decode only).",
      ttftMeanMs: "Time from sending the request to the first content token (e2e_ttft), mean.",
    },
  },
  {
    key: "vllm-bench-serve",
    rankBy: "perUserTps",
    tool: "vllm bench serve",
    summary:
      "A serving benchmark: a set of prompts sent at a request rate or concurrency to a running server; figures " +
      "over the whole benchmark.",
    figures: {
      perUserTps: "Output tokens per second per request, from the mean time per output token.",
      totalTps: "Output tokens per second over the whole benchmark, all requests together.",
      ttftMeanMs: "Time to the first token, mean over the requests.",
      e2elMeanMs: "Request latency from send to last token, mean.",
    },
  },
  {
    key: "aiperf",
    rankBy: "perUserTps",
    tool: "AIPerf",
    summary:
      "One profiling run of NVIDIA AIPerf (profile_export_aiperf.json) at a concurrency or request rate against a " +
      "running server; figures over the profiling phase, warm-up excluded.",
    figures: {
      perUserTps:
        "Output tokens per second per user: mean over requests of 1 ÷ inter-token latency, which excludes the " +
        "first token ((latency − TTFT) ÷ (output tokens − 1)).",
      totalTps: "Output tokens per second over the benchmark duration, all requests together.",
      ttftMeanMs: "Time from sending the request to the first response token, mean.",
      e2elMeanMs: "Request latency from send to the last response, mean.",
    },
  },
  {
    key: "genai-perf",
    rankBy: "perUserTps",
    tool: "GenAI-Perf",
    summary:
      "One profiling run of NVIDIA GenAI-Perf (profile_export_genai_perf.json, AIPerf's predecessor) through " +
      "perf_analyzer at a concurrency or request rate.",
    figures: {
      perUserTps:
        "Output tokens per second per request (output_token_throughput_per_user, else 1 ÷ inter-token latency).",
      totalTps: "Output tokens per second over the measurement, all requests together.",
      ttftMeanMs: "Time to the first response, mean; without streaming it is the whole request's latency.",
      e2elMeanMs: "Request latency, mean.",
    },
  },
  {
    key: "guidellm-v1",
    rankBy: "perUserTps",
    tool: "GuideLLM",
    summary:
      "One benchmark of a GuideLLM report (benchmarks.json, metadata version 1, guidellm 0.4 to 0.6): a " +
      "synchronous, concurrent, throughput, constant-rate or Poisson-rate load against a running server; figures " +
      "of the successful requests.",
    figures: {
      perUserTps:
        "Output tokens per second per request: 1 ÷ GuideLLM's mean inter-token latency, which excludes the first " +
        "token. GuideLLM's own time per output token includes it and is stored apart.",
      totalTps:
        "Output tokens per second over the benchmark, all requests together (mean of GuideLLM's " +
        "output_tokens_per_second).",
      ttftMeanMs: "Time to the first token, mean over the successful requests.",
      e2elMeanMs: "Request latency, mean (GuideLLM writes it in seconds).",
    },
  },
  {
    key: "guidellm-v2",
    rankBy: "perUserTps",
    tool: "GuideLLM",
    summary:
      "One benchmark of a GuideLLM report (benchmarks.json, metadata version 2, guidellm 0.7 and later): a " +
      "synchronous, concurrent, throughput, constant-rate or Poisson-rate load against a running server; figures " +
      "of the successful requests.",
    figures: {
      perUserTps:
        "Output tokens per second per request: 1 ÷ GuideLLM's mean inter-token latency, which excludes the first " +
        "token. GuideLLM's own time per output token includes it and is stored apart.",
      totalTps:
        "Output tokens per second over the benchmark, all requests together (mean of GuideLLM's " +
        "output_tokens_per_second).",
      ttftMeanMs: "Time to the first token, mean over the successful requests.",
      e2elMeanMs: "Request latency, mean (GuideLLM writes it in seconds).",
    },
  },
  {
    key: "sglang-bench-serving",
    rankBy: "perUserTps",
    tool: "SGLang bench_serving",
    summary:
      "One run of SGLang's bench_serving (a line of its JSON Lines file): a set of prompts sent at a request rate, " +
      "under an optional concurrency cap, to a running server; figures over the whole run.",
    figures: {
      perUserTps:
        "Output tokens per second per request, from the mean time per output token, which excludes the first token.",
      totalTps: "Output tokens per second over the whole run, all requests together.",
      ttftMeanMs: "Time to the first non-empty streamed chunk, mean over the requests.",
      e2elMeanMs: "Request latency from send to the last token, mean.",
    },
  },
  {
    key: "llm-inference-bench",
    rankBy: "perUserTps",
    tool: "llm-inference-bench",
    summary: "Decode and prefill measured over a context × concurrency grid for a fixed duration per cell.",
    figures: {
      perUserTps: "Generation tokens per second per request.",
      totalTps: "Generation tokens per second, all active requests together.",
      prefillTps: "Prompt tokens per second while prefilling.",
      ttftMeanMs: "Time to the first token.",
    },
  },
  {
    key: "summary",
    rankBy: "perUserTps",
    tool: "summary (stated figures)",
    summary: "Figures stated by the uploader in the arena's own units, not parsed from a tool's output.",
    figures: {
      prefillTps: "Prompt tokens per second, as stated.",
      perUserTps: "Generation tokens per second per request, as stated.",
      totalTps: "Generation tokens per second in total, as stated.",
      ttftMeanMs: "Time to the first token, as stated.",
    },
  },
  {
    key: "llama-bench:pp",
    rankBy: "prefillTps",
    tool: "llama-bench",
    summary:
      "ppN @ dD: N random prompt tokens processed in batches after D tokens already in the KV cache, with no " +
      "generation; mean ± std of the repetitions. Runs in-process, no server.",
    figures: { prefillTps: "Prompt tokens per second of the timed prompt processing." },
  },
  {
    key: "llama-bench:tg",
    rankBy: "perUserTps",
    tool: "llama-bench",
    summary:
      "tgN @ dD: N tokens generated one at a time after D tokens in the KV cache, with no prompt; mean ± std of " +
      "the repetitions. Runs in-process, no server.",
    figures: { perUserTps: "Generated tokens per second of the timed generation (single sequence)." },
  },
  {
    key: "llama-bench:pg",
    rankBy: "totalTps",
    tool: "llama-bench",
    summary: "ppN+tgM: a prompt of N tokens then M generated tokens, timed together.",
    figures: { totalTps: "Prompt and generated tokens together per second of the whole test." },
  },
  {
    key: "llama-batched-bench",
    rankBy: "totalTps",
    tool: "llama-batched-bench",
    summary:
      "B sequences in parallel, each a prompt of PP tokens then TG generated tokens, in one process (no server).",
    figures: {
      prefillTps: "Prompt tokens of all B sequences per second of prompt processing (S_PP).",
      totalTps: "Generated tokens of all B sequences per second of generation (S_TG).",
      perUserTps: "Generated tokens per second per sequence (S_TG ÷ B).",
    },
  },
  {
    key: "llama-batched-bench:shared-prompt",
    rankBy: "totalTps",
    tool: "llama-batched-bench",
    summary:
      "B sequences sharing one prompt of PP tokens (-pps), then TG generated tokens each, in one process (no server).",
    figures: {
      prefillTps: "Tokens of the one shared prompt per second of prompt processing (S_PP counts it once).",
      totalTps: "Generated tokens of all B sequences per second of generation (S_TG).",
      perUserTps: "Generated tokens per second per sequence (S_TG ÷ B).",
    },
  },
  {
    key: "llama-batched-bench:separate-tg",
    rankBy: "totalTps",
    tool: "llama-batched-bench",
    summary:
      "B sequences prompted together, then generated one after another (is_tg_separate), in one process (no server).",
    figures: {
      prefillTps: "Prompt tokens of all B sequences per second of prompt processing (S_PP).",
      totalTps: "Generated tokens of all B sequences per second of the sequential generation (S_TG).",
      perUserTps: "Generated tokens per second of one sequence decoding alone (S_TG: the sequences took turns).",
    },
  },
  {
    key: "llama-sweep-bench",
    rankBy: "perUserTps",
    tool: "llama-sweep-bench",
    summary:
      "PPn @ N_KV d (ik_llama.cpp): with d tokens already in the KV cache, TG tokens generated one at a time and a " +
      "batch of PP prompt tokens processed; one sequence, in one process (no server), d growing row by row.",
    figures: {
      prefillTps: "Prompt tokens per second of the batch processed after N_KV tokens of context (S_PP).",
      perUserTps: "Generated tokens per second after N_KV tokens of context, single sequence (S_TG).",
    },
  },
];

const BY_KEY = new Map(DEFINITIONS.map((definition) => [definition.key, definition]));

export function listDefinitions(): readonly MeasurementDefinition[] {
  return DEFINITIONS;
}

/** The definition of `key`, or one that says only which tool wrote the figure. */
export function getDefinition(key: string | null, tool: string): MeasurementDefinition {
  const found = key ? BY_KEY.get(key) : undefined;
  return (
    found ?? { key: key ?? tool, tool, summary: `Figures as ${tool} reports them.`, figures: {}, rankBy: "perUserTps" }
  );
}

/** The anchor of a definition on /methodology. */
export function definitionAnchor(key: string): string {
  return `definition-${key.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
}
