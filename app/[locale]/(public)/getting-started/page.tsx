import type { ReactNode } from "react";
import { Link } from "@/components/locale-link";
import { Section } from "@/components/section";
import { CodeBlock } from "@/components/ui/code-block";
import { Table, TableHead } from "@/components/ui/table";
import { MANIFEST_EXAMPLE } from "@/lib/uploads/upload-script";
import { SuiteCommands } from "./suite-commands";
import { UploadCommand } from "./upload-command";
import { buildMessagesMetadata } from "@/lib/discovery/page-metadata";
import { type LocaleParams, readPageLocale } from "@/lib/i18n/page-locale";
import { CATALOGUES, translate } from "@/lib/i18n/translate";

type Props = { params: LocaleParams };

export const generateMetadata = buildMessagesMetadata("GettingStarted", "/getting-started");

/**
 * The manifest's `models` entry for a file of several models, keyed by the label the file prints;
 * on one line with a space after each brace, colon and comma, so that it wraps on a phone.
 */
const MODELS_EXAMPLE = JSON.stringify(
  { models: { "qwen3 14B Q4_0": { name: "Qwen3-14B", org: "Alibaba", paramsB: 14.8, precision: "GGUF Q4_0" } } },
  null,
  1,
).replace(/\s*\n\s*/g, " ");
const CLI_UPLOAD = "ARENA_TOKEN=… npm run arena -- upload results/* --url https://ARENA_HOST --manifest run.json";

/** Which tool answers which question (messages `tools.<key>`), and where its answer shows. */
const TOOLS = [
  { key: "suite", href: "/leaderboard" },
  { key: "llamaCpp", href: "/measurements" },
  { key: "matrix", href: "/matrix-runs" },
] as const;

export default async function GettingStartedPage({ params }: Props) {
  const locale = await readPageLocale(params);
  const t = translate(locale, "GettingStarted");
  const code = (chunks: ReactNode) => <code>{chunks}</code>;
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  const linkTo = (href: string) => (chunks: ReactNode) => <Link href={href}>{chunks}</Link>;
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="lead">{t.rich("lead", { link: (chunks) => <a href="#reading-a-run">{chunks}</a> })}</p>

      <Section number="01" title={t("toolsTitle")} id="tools">
        <Table caption={t("toolsCaption")} wrapClassName="text-table">
          <TableHead columns={[t("question"), t("tool"), t("shows")]} />
          <tbody>
            {TOOLS.map((row) => (
              <tr key={row.key}>
                <td className="wrap-cell">{t(`tools.${row.key}.question`)}</td>
                <td className="wrap-cell">{t(`tools.${row.key}.tool`)}</td>
                <td className="wrap-cell">
                  <Link href={row.href}>{t(`tools.${row.key}.shows`)}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <p className="muted">{t.rich("toolsNote", { link: linkTo("/benchmarks#tools") })}</p>
      </Section>

      <Section number="02" title={t("suiteTitle")} id="suite">
        <p>{t.rich("suiteIntro", { code, example: "export VLLM_API_KEY=…" })}</p>
        <SuiteCommands texts={CATALOGUES[locale].SuiteCommands}>{t.rich("suiteNote", { code })}</SuiteCommands>
      </Section>

      <Section number="03" title={t("uploadTitle")} id="upload">
        <ol className="steps">
          <li>{t.rich("uploadBrowser", { strong, signin: linkTo("/signin"), upload: linkTo("/upload") })}</li>
          <li>
            {t.rich("uploadScript", { strong, code, tokens: linkTo("/account/tokens") })}
            <UploadCommand label={t("uploadCommandLabel")} />
            <CodeBlock label={t("manifestLabel")}>{JSON.stringify(MANIFEST_EXAMPLE, null, 2)}</CodeBlock>
          </li>
          <li>{t.rich("uploadCli", { strong, code, command: CLI_UPLOAD, link: linkTo("/api-docs") })}</li>
        </ol>
        <p>{t.rich("severalModels", { strong, code, example: MODELS_EXAMPLE })}</p>
      </Section>

      <Section number="04" title={t("reviewTitle")} id="review">
        <p>
          {t.rich("review", {
            badge: (chunks) => <span className="badge warn">{chunks}</span>,
            runs: linkTo("/account/runs"),
            methodology: linkTo("/methodology#review"),
          })}
        </p>
      </Section>

      <Section number="05" title={t("readingTitle")} id="reading-a-run">
        <p>{t("reading")}</p>
      </Section>

      <Section number="06" title={t("scoreTitle")} id="score">
        <p>{t.rich("score", { link: linkTo("/methodology") })}</p>
      </Section>

      <Section number="07" title={t("matrixTitle")} id="matrix">
        <p>{t.rich("matrix", { link: linkTo("/matrix-runs") })}</p>
      </Section>
    </>
  );
}
