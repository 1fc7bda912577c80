import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generateApiToken } from "@/lib/accounts/tokens";
import { REDACTED, redactJson, redactSecrets } from "@/lib/runs/redact";

const SEED_003 = path.resolve(__dirname, "../../../prisma/seed/003-qwen3-5-4b-bf16-h200-nvl.json");

describe("redactSecrets: secrets never reach storage", () => {
  it.each([
    ["--api-key X", "vllm serve m --api-key s3cr3t-value --port 8000", "vllm serve m --api-key <redacted> --port 8000"],
    ["--api-key=X", "vllm serve m --api-key=s3cr3t-value --port 8000", "vllm serve m --api-key=<redacted> --port 8000"],
    ["--hf-token X", "vllm serve m --hf-token hf_short --port 8000", "vllm serve m --hf-token <redacted> --port 8000"],
    ["a double-quoted value", 'vllm serve m --api-key "two words" --port 8000', "vllm serve m --api-key <redacted> --port 8000"],
    ["a single-quoted value", "vllm serve m --api-key 'two words' --port 8000", "vllm serve m --api-key <redacted> --port 8000"],
    ["HF_TOKEN=...", "HF_TOKEN=hf_short vllm serve m", "HF_TOKEN=<redacted> vllm serve m"],
    ["OPENAI_API_KEY=...", "OPENAI_API_KEY=abc123 vllm bench serve", "OPENAI_API_KEY=<redacted> vllm bench serve"],
    ["AWS_SECRET_ACCESS_KEY=...", "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG aws s3 cp", "AWS_SECRET_ACCESS_KEY=<redacted> aws s3 cp"],
    ["an exported variable before ;", "export HF_TOKEN=abc; vllm serve m", "export HF_TOKEN=<redacted>; vllm serve m"],
    ["Authorization: Bearer", "Authorization: Bearer abc.def-ghi", "Authorization: Bearer <redacted>"],
    [
      "a curl -H header",
      'curl -H "Authorization: Bearer abc.def-ghi" http://localhost:8000/v1/models',
      'curl -H "Authorization: Bearer <redacted>" http://localhost:8000/v1/models',
    ],
  ])("redacts %s", (_case, input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });

  it.each([
    ["Hugging Face", "hf_AbCdEfGhIjKlMnOpQrStUvWx0123"],
    ["OpenAI", "sk-proj-AbCdEfGhIjKlMnOpQrStUv"],
    ["GitHub", "ghp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789"],
    ["arena", "arena_AbCdEfGhIjKlMnOpQrStUvWxYz0123"],
  ])("redacts a bare %s token wherever it appears", (_kind, token) => {
    const out = redactSecrets(`the key was ${token} in the log`);
    expect(out).toBe(`the key was ${REDACTED} in the log`);
  });

  it("leaves no trace of a token the arena itself issued", () => {
    const { token } = generateApiToken();
    expect(redactSecrets(`arena upload --token-value ${token} run.json`)).not.toContain(token.slice(6, 26));
  });

  it("redacts JSON members that name a secret inside raw JSON text", () => {
    const text = '{"api_key": "abc", "hf_token": "hf_x", "max_tokens": 8192, "tokenizer_id": "Qwen/Qwen3.5-9B"}';
    expect(redactSecrets(text)).toBe(
      '{"api_key": "<redacted>", "hf_token": "<redacted>", "max_tokens": 8192, "tokenizer_id": "Qwen/Qwen3.5-9B"}',
    );
  });
});

describe("redactSecrets: figures and settings stay as written", () => {
  it.each([
    "vllm serve m --max-num-batched-tokens 32768",
    "vllm serve m --max-tokens 4096",
    "vllm serve m --max-tokens=4096",
    "vllm bench serve --tokenizer Qwen/Qwen3.5-9B",
    "--speculative-config '{\"method\":\"dflash\",\"num_speculative_tokens\":7}'",
    '{"max_tokens": 8192, "tokenizer_id": "Qwen/Qwen3.5-9B", "total_input_tokens": 404896}',
    "MAX_TOKENS=4096 TOKENIZERS_PARALLELISM=false python bench.py",
    "vllm serve acme/model-token --port 8000",
    "vllm serve m --api-key <redacted>",
  ])("keeps %s", (input) => {
    expect(redactSecrets(input)).toBe(input);
  });

  it("leaves seed 003's launch command (already redacted) unchanged", () => {
    const { launchCommand } = JSON.parse(readFileSync(SEED_003, "utf8")) as { launchCommand: string };
    expect(launchCommand).toContain("--api-key <redacted> --max-num-batched-tokens 32768");
    expect(redactSecrets(launchCommand)).toBe(launchCommand);
  });

  it("redacts a secret and keeps the figures beside it", () => {
    expect(redactSecrets("HF_TOKEN=abc vllm serve m --api-key k --max-num-batched-tokens 32768 --max-tokens 4096")).toBe(
      "HF_TOKEN=<redacted> vllm serve m --api-key <redacted> --max-num-batched-tokens 32768 --max-tokens 4096",
    );
  });
});

describe("redactJson", () => {
  it("redacts secret keys and every string in nested objects and arrays, keeping figures", () => {
    const input = {
      model_id: "Qwen/Qwen3.5-9B",
      tokenizer_id: "Qwen/Qwen3.5-9B",
      max_tokens: 8192,
      total_input_tokens: 404896,
      api_key: "plain-secret",
      metadata: {
        hf_token: "hf_short",
        Authorization: "Bearer abc",
        commands: ["vllm serve m --api-key k2 --max-num-batched-tokens 32768", { access_key: "AKIA0000" }],
      },
      generated_texts: ["The answer is 42.", null, 7],
    };
    expect(redactJson(input)).toEqual({
      model_id: "Qwen/Qwen3.5-9B",
      tokenizer_id: "Qwen/Qwen3.5-9B",
      max_tokens: 8192,
      total_input_tokens: 404896,
      api_key: REDACTED,
      metadata: {
        hf_token: REDACTED,
        Authorization: REDACTED,
        commands: ["vllm serve m --api-key <redacted> --max-num-batched-tokens 32768", { access_key: REDACTED }],
      },
      generated_texts: ["The answer is 42.", null, 7],
    });
  });

  it("does not change the value it was given", () => {
    const input = { api_key: "plain-secret", nested: ["--hf-token x"] };
    redactJson(input);
    expect(input).toEqual({ api_key: "plain-secret", nested: ["--hf-token x"] });
  });
});
