import type { Metadata } from "next";
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
import { buildPageMetadata } from "@/lib/discovery/metadata";

export const metadata: Metadata = buildPageMetadata({
  title: "Methodology",
  description:
    "How every figure of Inference Arena is made: eligibility, headline figures, effective throughput, capacity, " +
    "VRAM, the suitability score and ranks, with a worked example.",
  path: "/methodology",
});

const CONTENTS: Array<{ id: string; title: string }> = [
  { id: "eligibility", title: "Eligibility" },
  { id: "headline", title: "Headline figures" },
  { id: "throughput", title: "Effective throughput" },
  { id: "capacity", title: "Capacity" },
  { id: "memory", title: "VRAM" },
  { id: "score", title: "Suitability score" },
  { id: "ranks", title: "Ranks" },
  { id: "ceiling", title: "Decode ceiling" },
  { id: "matrix", title: "Speed matrix summaries" },
  { id: "notes", title: "Notes on a run" },
  { id: "review", title: "Review and sanity checks" },
  { id: "versions", title: "Rules versions" },
  { id: "definitions", title: "What each tool's figures mean" },
  { id: "health", title: "Setup health" },
  { id: "history", title: "Engine-version history" },
  { id: "cost", title: "Cost and energy" },
  { id: "planner", title: "Capacity planner" },
];

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

function ExampleIntro({ example }: { example: Example }) {
  if (!example) {
    return (
      <p className="lead" role="status">
        The worked example is unavailable: seed run 000 (Qwen3.5-9B, BF16, on a DGX Spark) is not stored in this arena.
        The rules below apply all the same.
      </p>
    );
  }
  const { run, steps } = example;
  return (
    <>
      <p className="lead">
        Each rule comes with the same step worked through on a stored run, seed 000:{" "}
        <Link href={run.modelHref}>{run.model.name}</Link> at {run.model.precision} on {run.hardware.name} with{" "}
        {formatEngineName(run.engine.name)} v{run.engine.version}, measured on {formatIsoDate(run.measuredAt)}. The
        example reads the figures stored for that run and recomputes every step from them.
      </p>
      <p className="meta-line">
        <Link href={`/runs/${run.runId}`}>Run · source data and metadata →</Link>
        <Link href={run.modelHref}>Model · {run.model.name} →</Link>
        <span>Figures stored under rules version {run.rulesVersion}</span>
        <span className={`badge ${steps.matches ? "good" : "bad"}`}>
          {steps.matches
            ? "Every step matches the stored figures"
            : "Some stored figures differ from the rules: marked below"}
        </span>
      </p>
    </>
  );
}

export default async function MethodologyPage() {
  if (isBuildPrerender()) return null;
  const example = await loadExample();
  return (
    <article>
      <header>
        <p className="eyebrow">Rules version {RULES_VERSION}</p>
        <h1>Methodology</h1>
        <p className="lead">
          How every figure in the arena is made from the uploaded measurements, in plain words and formulas. Each figure
          on a run’s profile links to its rule here.
        </p>
        <ExampleIntro example={example} />
        <nav aria-label="On this page" className={styles.toc}>
          <ol>
            {CONTENTS.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`}>{item.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      </header>
      <EligibilitySection example={example} />
      <HeadlineSection example={example} />
      <ThroughputSection example={example} />
      <CapacitySection example={example} />
      <MemorySection example={example} />
      <ScoreSection example={example} />
      <RanksSection example={example} />
      <CeilingSection example={example} />
      <MatrixSection example={example} />
      <NotesSection example={example} />
      <ReviewSection example={example} />
      <VersionsSection example={example} />
      <DefinitionsSection />
      <HealthSection />
      <HistorySection />
      <CostSection />
      <PlannerSection />
    </article>
  );
}
