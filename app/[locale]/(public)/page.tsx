import type { Metadata } from "next";
import Link from "next/link";
import { RunList } from "@/components/run-list";
import { Section } from "@/components/section";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { SITE_DESCRIPTION } from "@/lib/discovery/site";
import { listTopRuns } from "@/lib/leaderboard/data";
import { listLatestRuns } from "@/lib/runs/data";
import { TopRuns } from "./top-runs";

const HOME_TITLE = "Inference Arena: how fast LLMs really run self-hosted";

export const metadata: Metadata = {
  ...buildPageMetadata({
    title: HOME_TITLE,
    description: SITE_DESCRIPTION,
    path: "/",
    feeds: [{ title: "Inference Arena: new runs", path: "/feed.xml" }],
  }),
  // Already names the site: without the layout's " · Inference Arena".
  title: { absolute: HOME_TITLE },
};

export default async function HomePage() {
  if (isBuildPrerender()) return null;
  const [runs, top] = await Promise.all([listLatestRuns(10), listTopRuns(5)]);
  return (
    <>
      <h1>How fast does it really run?</h1>
      <p className="lead">
        Inference Arena compares self-hosted LLM inference from measured runs: pick a model, a precision, an engine and
        hardware, and see tokens per second per user, the wait for the first token at 1k or 25k context, and how many
        requests per second a setup carries before waits grow too long.
      </p>
      <p className="lead">
        Every figure comes from a standard benchmark tool&apos;s own output (llama-benchy, vllm bench serve,
        llm-inference-bench), uploaded by the person who ran it and kept as uploaded. These runs measure speed and
        waiting, not the quality of the answers.
      </p>
      <Section title="Top of the leaderboard" id="top">
        <TopRuns rows={top} />
      </Section>
      <Section title="Latest runs" id="latest">
        <RunList runs={runs} caption="The newest measured runs" />
      </Section>
      <Section title="Browse" id="browse">
        <p>
          <Link href="/models">All models →</Link>
        </p>
      </Section>
    </>
  );
}
