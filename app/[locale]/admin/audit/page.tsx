import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { HeaderCell, Table } from "@/components/ui/table";
import { requireAdmin } from "@/lib/auth";
import { listAuditLog, type AuditLogPage } from "@/lib/reviews/data";
import { auditPageSchema } from "@/lib/reviews/schema";
import styles from "./audit.module.css";

export const metadata: Metadata = { title: "Audit log" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
type Entry = AuditLogPage["entries"][number];

const ACTION_WORDS: Record<string, string> = {
  "run.review": "Reviewed run",
  "run.hide": "Hid run",
  "run.restore": "Restored run",
  "user.suspend": "Suspended contributor",
  "user.unsuspend": "Reinstated contributor",
  "catalogue.accept": "Accepted catalogue fact",
  "catalogue.reject": "Rejected catalogue fact",
  "report.review": "Reviewed report",
  "report.hide": "Hid report",
  "report.restore": "Restored report",
};

const timestamp = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** A review's score change as its audit entry stores it, or null when it holds none. */
function readScoreChange(value: unknown): { from: unknown; to: unknown } | null {
  return typeof value === "object" && value !== null && "from" in value && "to" in value ? value : null;
}

/** What the action did, in a few words, from its stored details. */
function describe(entry: Entry): string {
  const { details } = entry;
  if (entry.action === "run.review") {
    const tests = Array.isArray(details.tests) && details.tests.length > 0 ? details.tests.join(", ") : "whole run";
    const score = readScoreChange(details.score);
    const scoreWords = score ? ` · score ${score.from ?? "—"} → ${score.to ?? "—"}` : "";
    return `${String(details.verdict)} (${tests})${scoreWords}`;
  }
  if (entry.action === "report.review") return String(details.verdict);
  if (entry.targetType === "user") return `${String(details.runs ?? 0)} runs recomputed`;
  return "";
}

function Target({ entry }: { entry: Entry }) {
  if (entry.targetType === "run") return <Link href={`/admin/review/${entry.targetId}`}>run {entry.targetId}</Link>;
  const { slug } = entry.details;
  if (entry.targetType === "report" && typeof slug === "string") {
    return <Link href={`/admin/review/reports/${slug}`}>report {slug}</Link>;
  }
  const handle = entry.details.handle;
  return <>{typeof handle === "string" ? `@${handle}` : `user ${entry.targetId}`}</>;
}

export default async function AuditPage({ searchParams }: Props) {
  await requireAdmin("/admin/audit");
  const page = auditPageSchema.parse((await searchParams).page);
  const log = await listAuditLog(page);
  return (
    <>
      <h1>Audit log</h1>
      <p className="lead">Every admin action: who did what, to which run or contributor, when and why. Newest first.</p>
      <Table caption={<>Admin actions, page {log.page}</>}>
        <thead>
          <tr>
            <HeaderCell>When</HeaderCell>
            <HeaderCell>Who</HeaderCell>
            <HeaderCell className={styles.text}>What</HeaderCell>
            <HeaderCell>Target</HeaderCell>
            <HeaderCell className={styles.text}>Why</HeaderCell>
          </tr>
        </thead>
        <tbody>
          {log.entries.length === 0 && (
            <tr>
              <td colSpan={5}>No admin action on this page.</td>
            </tr>
          )}
          {log.entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.createdAt.toISOString()}>{timestamp(entry.createdAt)}</time>
              </td>
              <td>@{entry.actor.handle}</td>
              <td className={styles.text}>
                {ACTION_WORDS[entry.action] ?? entry.action}
                <div className="cell-sub">{describe(entry)}</div>
              </td>
              <td>
                <Target entry={entry} />
              </td>
              <td className={styles.text}>{entry.reason ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <nav aria-label="Audit log pages" className="meta-line section">
        {log.page > 1 && <Link href={`/admin/audit?page=${log.page - 1}`}>← Newer</Link>}
        {log.hasOlder && <Link href={`/admin/audit?page=${log.page + 1}`}>Older →</Link>}
      </nav>
    </>
  );
}
