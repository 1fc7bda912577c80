import type { Metadata } from "next";
import { Link } from "@/components/locale-link";
import { notFound } from "next/navigation";
import { RunProfile } from "@/components/run-profile";
import { requireUser } from "@/lib/auth";
import { getRun } from "@/lib/runs/data";
import { describeRunWithoutSuite } from "@/lib/runs/describe";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import { getPathname } from "@/lib/i18n/navigation";

type Props = { params: Promise<{ id: string; locale?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readPageLocale(params as LocaleParams);
  return { title: translate(locale, "AccountRun")("title"), robots: { index: false } };
}

/**
 * A run as its contributor (or an admin) sees it, hidden or not. The public page /runs/<id> is
 * the same for everyone and served from the cache, so a hidden run answers 404 there; its owner
 * reads it here, rendered for them on each request.
 */
export default async function OwnRunPage({ params }: Props) {
  const { id } = await params;
  const locale = await readPageLocale(params as LocaleParams);
  const t = translate(locale, "AccountRun");
  const user = await requireUser(getPathname({ locale, href: `/account/runs/${encodeURIComponent(id)}` }));
  const run = await getRun(id, user);
  if (!run) notFound();
  return (
    <>
      <p className="meta-line">
        <Link href="/account/runs">{t("back")}</Link>
        {!run.hiddenAt && <Link href={`/runs/${run.id}`}>{t("publicPage")}</Link>}
      </p>
      {run.derived?.suiteScore != null ? (
        <RunProfile run={run} locale={locale} />
      ) : (
        <header>
          <p className="eyebrow">{t("eyebrow")}</p>
          <h1>
            {t("heading", {
              model: run.variant.model.name,
              precision: run.variant.precision,
              hardware: run.hardware.name,
            })}
          </h1>
          {run.hiddenAt && (
            <p className="callout bad" role="status">
              <strong>
                {t("hidden", { reason: run.hiddenReason ?? translate(locale, "AccountRuns")("noReason") })}
              </strong>{" "}
              {t("hiddenNote")}
            </p>
          )}
          <p className="lead">
            {describeRunWithoutSuite(
              run.measurements.length,
              run._count.matrixCells,
              new Set(run.measurements.map((measurement) => measurement.definition)).size,
            )}
          </p>
        </header>
      )}
    </>
  );
}
