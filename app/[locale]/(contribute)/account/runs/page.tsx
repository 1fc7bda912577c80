import { Link } from "@/components/locale-link";
import { ListTable } from "@/components/ui/table";
import { requireUser } from "@/lib/auth";
import { formatDate, formatNumber } from "@/lib/format";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";
import { listOwnRuns, type OwnRun } from "@/lib/reviews/data";
import { SUITE_TESTS } from "@/lib/suite/definition";
import { translateSuiteTestName } from "@/lib/suite/labels";
import styles from "./runs.module.css";
import { buildTitleMetadata } from "@/lib/discovery/page-metadata";

type Props = { params?: LocaleParams };

export const generateMetadata = buildTitleMetadata("AccountRuns");

/** The badge of each review state; its words are the state's message. */
const BADGE = { pending: "warn", passed: "good", failed: "bad" } as const;

const testNames = (keys: string[], locale: Locale) =>
  SUITE_TESTS.filter((test) => keys.includes(test.key)).map((test) => translateSuiteTestName(locale, test.key));

function Review({ run, locale }: { run: OwnRun; locale: Locale }) {
  const t = translate(locale, "AccountRuns");
  const failed = testNames(run.failedTests, locale);
  const partly = run.reviewState === "failed" && failed.length > 0 && failed.length < SUITE_TESTS.length;
  return (
    <>
      <span className={`badge ${BADGE[run.reviewState]}`}>{t(run.reviewState)}</span>
      {partly && <div className="cell-sub">{t("notCounting", { tests: failed.join(", ") })}</div>}
      {run.reviewedAt && <div className="cell-sub">{t("reviewed", { date: formatDate(run.reviewedAt, locale) })}</div>}
    </>
  );
}

export default async function OwnRunsPage({ params }: Props = {}) {
  const locale = await readPageLocale(params);
  const user = await requireUser(getPathname({ locale, href: "/account/runs" }));
  const t = translate(locale, "AccountRuns");
  const runs = await listOwnRuns(user.id);
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>
      <ListTable
        caption={t("caption", { handle: user.handle })}
        columns={[
          t("columns.run"),
          t("columns.uploaded"),
          t("columns.review"),
          { label: t("columns.note"), text: true },
          t("columns.score"),
          { label: t("columns.leaderboards"), text: true },
        ]}
        rows={runs}
        empty={
          <>
            {t("noRuns")} <Link href="/upload">{t("uploadOne")}</Link>
          </>
        }
      >
        {(run) => (
          <tr key={run.id}>
            <td>
              {/* A hidden run has no public page: its owner's view is under /account. */}
              <Link href={run.hiddenAt ? `/account/runs/${run.id}` : `/runs/${run.id}`}>
                {run.variant.model.name} {run.variant.precision}
              </Link>
              <div className="cell-sub">{run.hardware.name}</div>
            </td>
            <td>{formatDate(run.createdAt, locale)}</td>
            <td>
              <Review run={run} locale={locale} />
            </td>
            <td className={styles.text}>{run.reviewNote ?? "—"}</td>
            <td>
              {formatNumber(run.figures?.score ?? null, 1)}
              {run.figures && (
                <div className="cell-sub">
                  {t("reliable", { reliable: run.figures.reliableCount, total: run.figures.testCount })}
                </div>
              )}
            </td>
            <td className={styles.text}>
              {run.hiddenAt
                ? t("hidden", { reason: run.hiddenReason ?? t("noReason") })
                : run.figures?.listed
                  ? t("listed")
                  : t("notListed")}
            </td>
          </tr>
        )}
      </ListTable>
    </>
  );
}
