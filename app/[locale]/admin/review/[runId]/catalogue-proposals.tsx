import { Table, TableHead } from "@/components/ui/table";
import { formatFactField, formatFactValue, type ProposalStanding } from "@/lib/catalogue/facts";
import type { RunProposal } from "@/lib/catalogue/data";
import { formatDate } from "@/lib/format";
import styles from "./catalogue-proposals.module.css";
import { ProposalDecision } from "./proposal-decision";

const STANDING: Record<ProposalStanding, { badge: string; words: string }> = {
  "fills-gap": { badge: "warn", words: "No value yet: becomes the fact when you pass the run, or accept it now" },
  provisional: { badge: "warn", words: "Provisional: this run created the entry; settled when you pass the run" },
  matches: { badge: "good", words: "The catalogue holds this value already" },
  changes: { badge: "bad", words: "Differs from the catalogue: changes it only if you accept" },
};
const STATE_BADGE = { pending: "warn", accepted: "good", rejected: "bad" } as const;

/**
 * What the run's bundle says about the shared catalogue (its model, organization, hardware) that
 * the catalogue does not hold: the value now beside the proposed one, the source, and a decision.
 */
export function CatalogueProposals({ runId, proposals }: { runId: string; proposals: RunProposal[] }) {
  if (proposals.length === 0) {
    return <p className="muted">The bundle states nothing the catalogue does not hold already.</p>;
  }
  const provisional = proposals.some((proposal) => proposal.state === "pending" && proposal.standing === "provisional");
  return (
    <>
      <p>
        Facts a contributor&apos;s bundle states about shared entries are proposals: the catalogue changes only when you
        accept one. Accepting recomputes every run of that model or hardware; the other pending proposals for the same
        fact are settled with it.
      </p>
      {provisional && (
        <p className="callout warn">
          This run created a new catalogue entry from its bundle. Its facts are provisional until you pass the
          run&apos;s sanity check (or accept them one by one); its quality figures count only from then on.
        </p>
      )}
      <Table caption="Proposed catalogue facts, pending first">
        <TableHead columns={["Entry", "Fact", "Catalogue now", "Proposed", "Source", "Standing", "Decision"]} />
        <tbody>
          {proposals.map((proposal) => {
            const label = `${formatFactField(proposal.field)} of ${proposal.targetType} ${proposal.targetSlug}`;
            return (
              <tr key={proposal.id}>
                <td>
                  {proposal.targetType}
                  <span className="cell-sub">{proposal.targetSlug}</span>
                </td>
                <td>{formatFactField(proposal.field)}</td>
                <td className={styles.value}>{formatFactValue(proposal.liveValue)}</td>
                <td className={styles.value}>
                  <strong>{formatFactValue(proposal.value)}</strong>
                </td>
                <td className={styles.value}>{proposal.source ?? "—"}</td>
                <td>
                  {proposal.state === "pending" ? (
                    <span className={`badge ${STANDING[proposal.standing].badge}`}>
                      {STANDING[proposal.standing].words}
                    </span>
                  ) : (
                    <span className={`badge ${STATE_BADGE[proposal.state]}`}>{proposal.state}</span>
                  )}
                </td>
                <td>
                  {proposal.state === "pending" ? (
                    <ProposalDecision proposalId={proposal.id} runId={runId} label={label} />
                  ) : (
                    <span className="muted">
                      {proposal.decidedBy ? `@${proposal.decidedBy.handle}` : "trusted import"}
                      {proposal.decidedAt && `, ${formatDate(proposal.decidedAt)}`}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}
