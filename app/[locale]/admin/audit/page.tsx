import { Link } from "@/components/locale-link";
import { ListTable } from "@/components/ui/table";
import { requireAdmin } from "@/lib/auth";
import { listAuditLog, type AuditLogPage } from "@/lib/reviews/data";
import { auditPageSchema } from "@/lib/reviews/schema";
import styles from "./audit.module.css";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";
import { buildTitleMetadata } from "@/lib/discovery/page-metadata";

type Props = { params?: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };
type Entry = AuditLogPage["entries"][number];
type Translate = ReturnType<typeof translate<"Audit">>;
type States = ReturnType<typeof translate<"AdminQueue">>;

/** A stored verdict in words: a run's (passed, failed) or a report's (listed, rejected); else as stored. */
function nameVerdict(verdict: unknown, states: States): string {
  if (verdict === "passed" || verdict === "failed") return states(`reviewStates.${verdict}`);
  if (verdict === "listed" || verdict === "rejected") return states(`reportStates.${verdict}`);
  return String(verdict);
}

export const generateMetadata = buildTitleMetadata("Audit");

/** Each stored action's words in `Audit.actions`. */
const ACTION_KEYS = {
  "run.review": "runReview",
  "run.hide": "runHide",
  "run.restore": "runRestore",
  "user.suspend": "userSuspend",
  "user.unsuspend": "userUnsuspend",
  "user.unlock": "userUnlock",
  "catalogue.accept": "catalogueAccept",
  "catalogue.reject": "catalogueReject",
  "catalogue.edit": "catalogueEdit",
  "report.review": "reportReview",
  "report.hide": "reportHide",
  "report.restore": "reportRestore",
} as const;

const describeAction = (action: string, t: Translate) =>
  action in ACTION_KEYS ? t(`actions.${ACTION_KEYS[action as keyof typeof ACTION_KEYS]}`) : action;

const timestamp = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** A review's score change as its audit entry stores it, or null when it holds none. */
function readScoreChange(value: unknown): { from: unknown; to: unknown } | null {
  return typeof value === "object" && value !== null && "from" in value && "to" in value ? value : null;
}

/** What the action did, in a few words, from its stored details. */
function describe(entry: Entry, t: Translate, states: States): string {
  const { details } = entry;
  if (entry.action === "run.review") {
    const tests = Array.isArray(details.tests) && details.tests.length > 0 ? details.tests.join(", ") : t("wholeRun");
    const score = readScoreChange(details.score);
    const scoreWords = score
      ? ` · ${t("scoreChange", { from: String(score.from ?? "—"), to: String(score.to ?? "—") })}`
      : "";
    return `${nameVerdict(details.verdict, states)} (${tests})${scoreWords}`;
  }
  if (entry.action === "report.review") return nameVerdict(details.verdict, states);
  if (entry.action === "catalogue.edit" && typeof details.changes === "object" && details.changes !== null) {
    return t("changedFacts", { facts: Object.keys(details.changes).join(", ") });
  }
  if (entry.targetType === "user") return t("recomputed", { count: String(details.runs ?? 0) });
  return "";
}

function Target({ entry, t }: { entry: Entry; t: Translate }) {
  if (entry.targetType === "run") {
    return <Link href={`/admin/review/${entry.targetId}`}>{t("run", { id: entry.targetId })}</Link>;
  }
  const { slug } = entry.details;
  if ((entry.targetType === "hardware" || entry.targetType === "model") && typeof slug === "string") {
    const kind = entry.targetType === "hardware" ? "hardware" : "models";
    return <Link href={`/admin/catalogue/${kind}/${slug}`}>{t("entry", { kind: entry.targetType, slug })}</Link>;
  }
  if (entry.targetType === "report" && typeof slug === "string") {
    return <Link href={`/admin/review/reports/${slug}`}>{t("report", { slug })}</Link>;
  }
  const handle = entry.details.handle;
  return <>{typeof handle === "string" ? `@${handle}` : t("user", { id: entry.targetId })}</>;
}

export default async function AuditPage({ params, searchParams }: Props) {
  const locale: Locale = await readPageLocale(params);
  const t = translate(locale, "Audit");
  const states = translate(locale, "AdminQueue");
  await requireAdmin(getPathname({ locale, href: "/admin/audit" }));
  const page = auditPageSchema.parse((await searchParams).page);
  const log = await listAuditLog(page);
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>
      <ListTable
        caption={t("caption", { page: log.page })}
        columns={[
          t("columns.when"),
          t("columns.who"),
          { label: t("columns.what"), text: true },
          t("columns.target"),
          { label: t("columns.why"), text: true },
        ]}
        rows={log.entries}
        empty={t("none")}
      >
        {(entry) => (
          <tr key={entry.id}>
            <td>
              <time dateTime={entry.createdAt.toISOString()}>{timestamp(entry.createdAt)}</time>
            </td>
            <td>@{entry.actor.handle}</td>
            <td className={styles.text}>
              {describeAction(entry.action, t)}
              <div className="cell-sub">{describe(entry, t, states)}</div>
            </td>
            <td>
              <Target entry={entry} t={t} />
            </td>
            <td className={styles.text}>{entry.reason ?? "—"}</td>
          </tr>
        )}
      </ListTable>
      <nav aria-label={t("pages")} className="meta-line section">
        {log.page > 1 && <Link href={`/admin/audit?page=${log.page - 1}`}>{t("newer")}</Link>}
        {log.hasOlder && <Link href={`/admin/audit?page=${log.page + 1}`}>{t("older")}</Link>}
      </nav>
    </>
  );
}
