import { Link } from "@/components/locale-link";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { formatEngineName, formatIsoDate } from "@/lib/format";
import { getWorkedExampleRun } from "@/lib/methodology/data";
import { computeWorkedExample } from "@/lib/methodology/worked-example";
import { RULES_VERSION } from "@/lib/scoring/rules";
import { CapacitySection, CeilingSection, MemorySection } from "./capacity-memory-rules";
import { CostSection, PlannerSection } from "./cost-rules";
import { styles, type Example } from "./formula";
import { DefinitionsSection } from "./definition-rules";
import { HealthSection, HistorySection } from "./insight-rules";
import { MatrixSection, NotesSection, ReviewSection, VersionsSection } from "./run-rules";
import { RanksSection, ScoreSection } from "./score-rules";
import { EligibilitySection, HeadlineSection, ThroughputSection } from "./suite-rules";
import { buildMessagesMetadata } from "@/lib/discovery/page-metadata";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

type Props = { params?: LocaleParams };

export const generateMetadata = buildMessagesMetadata("Methodology", "/methodology");

/**
 * The rules in the order of the page, each under its anchor (other pages link to /methodology#cost):
 * the table of contents and the sections are read from this one list.
 */
const RULES = [
  { id: "eligibility", Section: EligibilitySection },
  { id: "headline", Section: HeadlineSection },
  { id: "throughput", Section: ThroughputSection },
  { id: "capacity", Section: CapacitySection },
  { id: "memory", Section: MemorySection },
  { id: "score", Section: ScoreSection },
  { id: "ranks", Section: RanksSection },
  { id: "ceiling", Section: CeilingSection },
  { id: "matrix", Section: MatrixSection },
  { id: "notes", Section: NotesSection },
  { id: "review", Section: ReviewSection },
  { id: "versions", Section: VersionsSection },
  { id: "definitions", Section: DefinitionsSection },
  { id: "health", Section: HealthSection },
  { id: "history", Section: HistorySection },
  { id: "cost", Section: CostSection },
  { id: "planner", Section: PlannerSection },
] as const;

async function loadExample(): Promise<Example> {
  const run = await getWorkedExampleRun();
  if (!run) return null;
  const steps = computeWorkedExample({
    figures: run.figures,
    storedScore: run.storedScore,
    storedRulesVersion: run.rulesVersion,
    quality: run.quality,
    model: run.model,
    bandwidthGBs: run.hardware.bandwidthGBs,
    sweep: run.sweep,
  });
  return { run, steps };
}

function ExampleIntro({ example, locale }: { example: Example; locale: Locale }) {
  const t = translate(locale, "Methodology");
  if (!example) {
    return (
      <p className="lead" role="status">
        {t("exampleUnavailable")}
      </p>
    );
  }
  const { run, steps } = example;
  return (
    <>
      <p className="lead">
        {t.rich("exampleLead", {
          model: run.model.name,
          precision: run.model.precision,
          hardware: run.hardware.name,
          engine: formatEngineName(run.engine.name),
          version: run.engine.version,
          date: formatIsoDate(run.measuredAt),
          link: (chunks) => <Link href={run.modelHref}>{chunks}</Link>,
        })}
      </p>
      <p className="meta-line">
        <Link href={`/runs/${run.runId}`}>{t("runLink")}</Link>
        <Link href={run.modelHref}>{t("modelLink", { model: run.model.name })}</Link>
        <span>{t("storedUnder", { version: run.rulesVersion })}</span>
        <span className={`badge ${steps.matches ? "good" : "bad"}`}>
          {steps.matches ? t("allMatch") : t("someDiffer")}
        </span>
      </p>
    </>
  );
}

export default async function MethodologyPage({ params }: Props = {}) {
  const locale = await readPageLocale(params);
  if (isBuildPrerender()) return null;
  const example = await loadExample();
  const t = translate(locale, "Methodology");
  return (
    <article>
      <header>
        <p className="eyebrow">{t("eyebrow", { version: RULES_VERSION })}</p>
        <h1>{t("title")}</h1>
        <p className="lead">{t("lead")}</p>
        <ExampleIntro example={example} locale={locale} />
        <nav aria-label={t("onThisPage")} className={styles.toc}>
          <ol>
            {RULES.map(({ id }) => (
              <li key={id}>
                <a href={`#${id}`}>{t(`toc.${id}`)}</a>
              </li>
            ))}
          </ol>
        </nav>
      </header>
      {RULES.map(({ id, Section }) => (
        <Section key={id} example={example} locale={locale} />
      ))}
    </article>
  );
}
