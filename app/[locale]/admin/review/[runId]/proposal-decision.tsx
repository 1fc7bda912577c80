"use client";

import { decideProposalAction, type AdminFormState } from "@/app/[locale]/admin/actions";
import { FormAnswer } from "../form-fields";
import styles from "./catalogue-proposals.module.css";
import { LocaleInput, useActionForm } from "@/components/ui/action-form";
import type { Texts } from "@/lib/i18n/fill";

/** The two answers to a proposed fact: one form, the button pressed says which. */
const DECISIONS = [
  { value: "accept", className: "button" },
  { value: "reject", className: "button secondary" },
] as const;

type Props = {
  proposalId: string;
  runId: string;
  label: string;
  texts: Pick<Texts<"CatalogueReview">, "accept" | "reject">;
};

/** Accept and Reject buttons for one proposed fact; `label` names the fact for screen readers. */
export function ProposalDecision({ proposalId, runId, label, texts }: Props) {
  const { state, pending, form } = useActionForm<AdminFormState>(decideProposalAction, {});
  return (
    <form {...form} className={styles.decision}>
      <input type="hidden" name="proposalId" value={proposalId} />
      <input type="hidden" name="runId" value={runId} />
      <LocaleInput />
      {DECISIONS.map((decision) => (
        <button
          key={decision.value}
          className={decision.className}
          type="submit"
          name="decision"
          value={decision.value}
          disabled={pending}
          aria-label={`${texts[decision.value]} ${label}`}
        >
          {texts[decision.value]}
        </button>
      ))}
      <FormAnswer state={state} />
    </form>
  );
}
