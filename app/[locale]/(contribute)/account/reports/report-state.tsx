type State = { state: "pending" | "listed" | "rejected"; hiddenAt: Date | null; hiddenReason: string | null };

const STATES = {
  pending: { badge: "warn", words: "Awaiting review" },
  listed: { badge: "good", words: "Published" },
  rejected: { badge: "bad", words: "Rejected" },
} as const;

/** A report's review state as a badge; hidden reports say so with the reason. */
export function ReportStateBadge({ report }: { report: State }) {
  if (report.hiddenAt) return <span className="badge bad">Hidden: {report.hiddenReason ?? "no reason given"}</span>;
  const state = STATES[report.state];
  return <span className={`badge ${state.badge}`}>{state.words}</span>;
}
