"use client";

import { type ChangeEvent, useState } from "react";
import { CodeBlock } from "@/components/ui/code-block";
import { Field } from "@/components/ui/field";
import { buildTestCommand } from "@/lib/suite/command";
import { SUITE_TESTS } from "@/lib/suite/definition";

/** What /benchmarks shows in place of a contributor's own values, and the suite's reference llama-benchy. */
const DEFAULTS = { baseUrl: "http://localhost:8000", servedModel: "MODEL", hfRepo: "HF_REPO", apiKeyVariable: "" };
const LLAMA_BENCHY_VERSION = "0.4.0";
const SHELL_VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*$/;

type Server = typeof DEFAULTS;

/** The whole suite as one script: each test's commands under a comment naming it. */
function buildSuiteScript(server: Server): string {
  const context = {
    baseUrl: server.baseUrl,
    servedModel: server.servedModel.trim() || DEFAULTS.servedModel,
    hfRepo: server.hfRepo.trim() || DEFAULTS.hfRepo,
    apiKeyVariable: server.apiKeyVariable,
    llamaBenchyVersion: LLAMA_BENCHY_VERSION,
  };
  return SUITE_TESTS.map((test, position) => {
    const heading = `# ${String(position + 1).padStart(2, "0")} ${test.name} (${test.key})`;
    return `${heading}\n${buildTestCommand(test, position, context)}`;
  }).join("\n\n");
}

/**
 * The suite's commands for the contributor's own server, rebuilt as they type. Nothing typed
 * leaves the page: the form has no action and is never sent. The key itself is never asked for,
 * only the name of the variable that holds it.
 */
export function SuiteCommands() {
  const [server, setServer] = useState<Server>(DEFAULTS);
  const change = (field: keyof Server) => (event: ChangeEvent<HTMLInputElement>) =>
    setServer((current) => ({ ...current, [field]: event.target.value }));
  const variable = server.apiKeyVariable.trim();
  const variableProblem =
    variable !== "" && !SHELL_VARIABLE.test(variable)
      ? "Not a variable name (letters, digits and _): the commands send no key. Type the name, never the key."
      : undefined;
  return (
    <>
      <form
        aria-label="Your server"
        className="suite-form"
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <Field
          label="Server URL"
          name="baseUrl"
          value={server.baseUrl}
          onChange={change("baseUrl")}
          hint="The OpenAI-compatible server, without /v1."
          autoComplete="off"
          spellCheck={false}
        />
        <Field
          label="Served model name"
          name="servedModel"
          value={server.servedModel}
          onChange={change("servedModel")}
          hint="What the server calls the model (--served-model-name)."
          autoComplete="off"
          spellCheck={false}
        />
        <Field
          label="Hugging Face repository"
          name="hfRepo"
          value={server.hfRepo}
          onChange={change("hfRepo")}
          hint="The weights' repository: vllm bench serve loads its tokenizer."
          autoComplete="off"
          spellCheck={false}
        />
        <Field
          label="API key variable"
          name="apiKeyVariable"
          value={server.apiKeyVariable}
          onChange={change("apiKeyVariable")}
          placeholder="VLLM_API_KEY"
          hint="The name of the shell variable holding the key, if the server wants one. Leave empty otherwise."
          error={variableProblem}
          autoComplete="off"
          spellCheck={false}
        />
      </form>
      <p className="muted">
        Run them in this order on a machine that reaches the server. The open-loop tests run{" "}
        <code>vllm bench serve</code> in a container named <code>vllm-bench</code> (any image with vLLM, on the host
        network); drop <code>docker exec vllm-bench</code> where vLLM is installed on the machine itself. Each writes
        its result file to <code>/tmp</code>; llama-benchy prints Markdown: redirect it to a file per test.
      </p>
      {/* Some 300 lines: scrolled in a box of its own, so that the page goes on below it. */}
      <div className="suite-script">
        <CodeBlock label="The standard suite for your server">{buildSuiteScript(server)}</CodeBlock>
      </div>
    </>
  );
}
