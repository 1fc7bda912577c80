"use client";

import { useActionState } from "react";
import { decideProposalAction, type AdminFormState } from "@/app/admin/actions";
import styles from "./catalogue-proposals.module.css";

/** Accept and Reject buttons for one proposed fact; `label` names the fact for screen readers. */
export function ProposalDecision({ proposalId, runId, label }: { proposalId: string; runId: string; label: string }) {
  const [state, action, pending] = useActionState<AdminFormState, FormData>(decideProposalAction, {});
  return (
    <form action={action} className={styles.decision}>
      <input type="hidden" name="proposalId" value={proposalId} />
      <input type="hidden" name="runId" value={runId} />
      <button
        className="button"
        type="submit"
        name="decision"
        value="accept"
        disabled={pending}
        aria-label={`Accept ${label}`}
      >
        Accept
      </button>
      <button
        className="button secondary"
        type="submit"
        name="decision"
        value="reject"
        disabled={pending}
        aria-label={`Reject ${label}`}
      >
        Reject
      </button>
      {state.error && (
        <p className="form-error" role="alert">
          {state.error}
        </p>
      )}
      {state.message && <p role="status">{state.message}</p>}
    </form>
  );
}
