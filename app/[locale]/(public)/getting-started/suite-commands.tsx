"use client";

import { type ChangeEvent, type ReactNode, useState } from "react";
import { CodeBlock } from "@/components/ui/code-block";
import { Field } from "@/components/ui/field";
import { buildTestCommand } from "@/lib/suite/command";
import { SUITE_TESTS } from "@/lib/suite/definition";
import type { Texts } from "@/lib/i18n/fill";

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
 * only the name of the variable that holds it. `children`: the note on running them, between the
 * form and the commands.
 */
export function SuiteCommands({ texts, children }: { texts: Texts<"SuiteCommands">; children: ReactNode }) {
  const [server, setServer] = useState<Server>(DEFAULTS);
  /** The props of the field that edits `name`: its words, value and change, never auto-completed. */
  const field = (name: keyof Server) => ({
    name,
    label: texts[name],
    hint: texts[`${name}Hint`],
    value: server[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setServer((current) => ({ ...current, [name]: event.target.value })),
    autoComplete: "off",
    spellCheck: false,
  });
  const variable = server.apiKeyVariable.trim();
  const variableProblem = variable !== "" && !SHELL_VARIABLE.test(variable) ? texts.notAVariable : undefined;
  return (
    <>
      <form
        aria-label={texts.form}
        className="suite-form"
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <Field {...field("baseUrl")} />
        <Field {...field("servedModel")} />
        <Field {...field("hfRepo")} />
        <Field {...field("apiKeyVariable")} placeholder="VLLM_API_KEY" error={variableProblem} />
      </form>
      <p className="muted">{children}</p>
      {/* Some 300 lines: scrolled in a box of its own, so that the page goes on below it. */}
      <div className="suite-script">
        <CodeBlock label={texts.script}>{buildSuiteScript(server)}</CodeBlock>
      </div>
    </>
  );
}
