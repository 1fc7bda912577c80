import { Section } from "@/components/section";
import { requireAdmin } from "@/lib/auth";
import { countPendingProposals, listRunsWithPendingProposals } from "@/lib/catalogue/data";
import { formatDate } from "@/lib/format";
import { listReportReviewQueue } from "@/lib/reports/data";
import { listReviewQueue, listSuspendedUsers, listUnlistedRuns } from "@/lib/reviews/data";
import { ProposalRuns } from "./proposal-runs";
import { ReportQueue } from "./report-queue";
import { ReviewQueue } from "./review-queue";
import { SuspendedList } from "./suspended-list";
import { UnlistedRuns } from "./unlisted-runs";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import { getPathname } from "@/lib/i18n/navigation";
import { buildTitleMetadata } from "@/lib/discovery/page-metadata";

type Props = { params?: LocaleParams };

export const generateMetadata = buildTitleMetadata("AdminQueue");

export default async function ReviewQueuePage({ params }: Props = {}) {
  const locale = await readPageLocale(params);
  const t = translate(locale, "AdminQueue");
  await requireAdmin(getPathname({ locale, href: "/admin/review" }));
  const [queue, unlisted, suspended, proposalRuns, reports] = await Promise.all([
    listReviewQueue(),
    listUnlistedRuns(),
    listSuspendedUsers(),
    listRunsWithPendingProposals(),
    listReportReviewQueue(),
  ]);
  const proposals = await countPendingProposals(queue.runs.map((run) => run.id));
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>
      <div className="stats">
        <div className="stat">
          <div className="stat-value">{queue.counts.pending}</div>
          <div className="stat-label">{t("awaiting")}</div>
        </div>
        <div className="stat">
          <div className="stat-value">{queue.counts.passed}</div>
          <div className="stat-label">{t("passed")}</div>
        </div>
        <div className="stat">
          <div className="stat-value">{queue.counts.failed}</div>
          <div className="stat-label">{t("failed")}</div>
        </div>
      </div>
      <Section title={t("awaiting")} id="queue">
        {queue.counts.pending > queue.runs.length && (
          <p className="muted">{t("oldest", { shown: queue.runs.length, total: queue.counts.pending })}</p>
        )}
        <ReviewQueue runs={queue.runs} proposals={proposals} locale={locale} />
      </Section>
      <Section title={t("reportsTitle", { count: reports.pending.length })} id="reports">
        <p className="muted">{t("reportsLead")}</p>
        <ReportQueue
          rows={reports.pending}
          caption={t("reportsPending")}
          empty={t("reportsPendingEmpty")}
          locale={locale}
        />
        <ReportQueue rows={reports.offPublic} caption={t("reportsOff")} empty={t("reportsOffEmpty")} locale={locale} />
      </Section>
      <Section title={t("catalogueTitle", { count: proposalRuns.total })} id="catalogue">
        <p className="muted">{t("catalogueLead")}</p>
        <ProposalRuns rows={proposalRuns.rows} locale={locale} />
      </Section>
      <Section title={t("unlistedTitle")} id="unlisted">
        <UnlistedRuns rows={unlisted} locale={locale} />
      </Section>
      <Section title={t("suspendedTitle")} id="suspended">
        <SuspendedList
          users={suspended.map((user) => ({
            handle: user.handle,
            name: user.name,
            suspendedOn: user.suspendedAt ? formatDate(user.suspendedAt, locale) : "",
            runs: user._count.runs,
          }))}
          texts={CATALOGUES[locale].SuspendedList}
        />
      </Section>
    </>
  );
}
