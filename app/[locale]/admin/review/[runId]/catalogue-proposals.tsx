import { Table, TableHead } from "@/components/ui/table";
import { formatFactField, formatFactValue, type ProposalStanding } from "@/lib/catalogue/facts";
import type { RunProposal } from "@/lib/catalogue/data";
import { formatDate } from "@/lib/format";
import styles from "./catalogue-proposals.module.css";
import { ProposalDecision } from "./proposal-decision";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import { QUALITY_FIELD_PREFIX } from "@/lib/catalogue/schema";
import type { Locale } from "@/lib/i18n/locales";

/** Each standing's badge and the key of its words in `CatalogueReview`. */
const STANDING = {
  "fills-gap": { badge: "warn", words: "fillsGap" },
  provisional: { badge: "warn", words: "provisionalStanding" },
  matches: { badge: "good", words: "matches" },
  changes: { badge: "bad", words: "changes" },
} as const satisfies Record<ProposalStanding, { badge: string; words: string }>;
const STATE_BADGE = { pending: "warn", accepted: "good", rejected: "bad", withdrawn: "bad" } as const;

/**
 * What the run's bundle says about the shared catalogue (its model, organization, hardware) that
 * the catalogue does not hold: the value now beside the proposed one, the source, and a decision.
 */
type Props = { runId: string; proposals: RunProposal[]; locale: Locale };

/** A fact's name in `locale`: the catalogue's words for its field, or the shared English label. */
function nameFact(field: string, locale: Locale): string {
  const t = translate(locale, "CatalogueReview");
  if (field.startsWith(QUALITY_FIELD_PREFIX))
    return t("quality", { benchmark: field.slice(QUALITY_FIELD_PREFIX.length) });
  const facts: Partial<Record<string, string>> = CATALOGUES[locale].CatalogueReview.facts;
  return facts[field] ?? formatFactField(field);
}

export function CatalogueProposals({ runId, proposals, locale }: Props) {
  const t = translate(locale, "CatalogueReview");
  if (proposals.length === 0) {
    return <p className="muted">{t("none")}</p>;
  }
  const provisional = proposals.some((proposal) => proposal.state === "pending" && proposal.standing === "provisional");
  return (
    <>
      <p>{t("intro")}</p>
      {provisional && <p className="callout warn">{t("provisional")}</p>}
      <Table caption={t("caption")}>
        <TableHead
          columns={[
            t("columns.entry"),
            t("columns.fact"),
            t("columns.now"),
            t("columns.proposed"),
            t("columns.source"),
            t("columns.standing"),
            t("columns.decision"),
          ]}
        />
        <tbody>
          {proposals.map((proposal) => {
            const label = t("label", {
              field: nameFact(proposal.field, locale),
              type: t(`targets.${proposal.targetType}`),
              slug: proposal.targetSlug,
            });
            return (
              <tr key={proposal.id}>
                <td>
                  {t(`targets.${proposal.targetType}`)}
                  <span className="cell-sub">{proposal.targetSlug}</span>
                </td>
                <td>{nameFact(proposal.field, locale)}</td>
                <td className={styles.value}>{formatFactValue(proposal.liveValue)}</td>
                <td className={styles.value}>
                  <strong>{formatFactValue(proposal.value)}</strong>
                </td>
                <td className={styles.value}>{proposal.source ?? "—"}</td>
                <td>
                  {proposal.state === "pending" ? (
                    <span className={`badge ${STANDING[proposal.standing].badge}`}>
                      {t(STANDING[proposal.standing].words)}
                    </span>
                  ) : (
                    <span className={`badge ${STATE_BADGE[proposal.state]}`}>{t(`states.${proposal.state}`)}</span>
                  )}
                </td>
                <td>
                  {proposal.state === "pending" ? (
                    <ProposalDecision
                      proposalId={proposal.id}
                      runId={runId}
                      label={label}
                      texts={{ accept: t("accept"), reject: t("reject") }}
                    />
                  ) : (
                    <span className="muted">
                      {proposal.decidedBy ? `@${proposal.decidedBy.handle}` : t("trustedImport")}
                      {proposal.decidedAt && `, ${formatDate(proposal.decidedAt, locale)}`}
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
