import type { ReactNode } from "react";
import { RunNotes } from "@/components/run-notes";
import { Section } from "@/components/section";
import { HeaderCell, Table } from "@/components/ui/table";
import { formatDate, formatNumber } from "@/lib/format";
import { RULES_VERSION } from "@/lib/scoring/rules";
import { translate } from "@/lib/i18n/translate";
import { ExampleBox, Formulas, Rule, type RuleProps, styles } from "./formula";

/** The rules versions, newest first; what changed in each is the message `versionChanges.v<version>`. */
const VERSIONS = [1] as const;

/** Rule 9: summaries of a context × concurrency speed matrix. */
export function MatrixSection({ example, locale }: RuleProps) {
  const matrix = example?.run.figures.matrix ?? null;
  const t = translate(locale, "MethodologyRun");
  return (
    <Section number="09" title={t("matrixTitle")} id="matrix">
      <Rule>
        <p>{t("matrixRule")}</p>
        <ul>
          <li>{t("matrixPeak")}</li>
          <li>{t("matrixBest")}</li>
          <li>{t("matrixLargest")}</li>
          <li>{t("matrixPrefill")}</li>
        </ul>
      </Rule>
      {example && (
        <ExampleBox id="example-matrix" title={matrix ? t("matrixExample") : t("matrixNone")} locale={locale}>
          {matrix ? (
            <p>
              {t("matrixFigures", {
                peak: formatNumber(matrix.peakTotalTps, 1),
                best: formatNumber(matrix.bestPerRequestTps, 1),
              })}
            </p>
          ) : (
            <p>{t("matrixNoneText")}</p>
          )}
        </ExampleBox>
      )}
    </Section>
  );
}

/** Rule 10: notes written from the figures. */
export function NotesSection({ example, locale }: RuleProps) {
  const t = translate(locale, "MethodologyRun");
  return (
    <Section number="10" title={t("notesTitle")} id="notes">
      <Rule>
        <p>{t("notesRule")}</p>
      </Rule>
      {example && (
        <ExampleBox id="example-notes" title={t("notesExample")} locale={locale}>
          <RunNotes notes={example.run.figures.notes} locale={locale} />
        </ExampleBox>
      )}
    </Section>
  );
}

/** The review of the sanity check. */
export function ReviewSection({ example, locale }: RuleProps) {
  const t = translate(locale, "MethodologyRun");
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  return (
    <Section number="11" title={t("reviewTitle")} id="review">
      <Rule>
        <p>{t("reviewRule")}</p>
        <ul>
          <li>{t.rich("reviewPending", { strong })}</li>
          <li>{t.rich("reviewPassed", { strong })}</li>
          <li>{t.rich("reviewFailed", { strong })}</li>
        </ul>
      </Rule>
      {example && (
        <ExampleBox id="example-review" title={t(`reviewExample.${example.run.reviewState}`)} locale={locale}>
          <p>{t(`reviewExampleText.${example.run.reviewState}`)}</p>
        </ExampleBox>
      )}
    </Section>
  );
}

/** Rules versions and what changes between them. */
export function VersionsSection({ example, locale }: RuleProps) {
  const t = translate(locale, "MethodologyRun");
  return (
    <Section number="12" title={t("versionsTitle")} id="versions">
      <Rule>
        <p>{t("versionsRule", { version: RULES_VERSION })}</p>
      </Rule>
      <Formulas lines={[{ formula: "npm run arena -- score recompute", note: t("recomputeNote") }]} />
      <Table caption={t("versionsTitle")}>
        <thead>
          <tr>
            <HeaderCell>{t("version")}</HeaderCell>
            <HeaderCell className={styles.text}>{t("changes")}</HeaderCell>
          </tr>
        </thead>
        <tbody>
          {VERSIONS.map((version) => (
            <tr key={version}>
              <HeaderCell scope="row">v{version}</HeaderCell>
              <td className={styles.text}>{t(`versionChanges.v${version}`)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {example && (
        <ExampleBox
          id="example-versions"
          title={t("versionsExample", { version: example.run.rulesVersion })}
          locale={locale}
        >
          <p>
            {t(example.steps.rules.matches ? "versionsCurrent" : "versionsStale", {
              date: formatDate(example.run.computedAt, locale),
              version: example.run.rulesVersion,
              current: RULES_VERSION,
            })}
          </p>
        </ExampleBox>
      )}
    </Section>
  );
}
