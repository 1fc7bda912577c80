/**
 * `npx tsx --conditions=react-server scripts/measure-report-render.ts`: times the save-time path of
 * a report body (lib/reports/render.ts) on the shapes of issue 24's review, at the body cap.
 * Before the limits, marked took 5.1 s on `_a` x 49,500 and 60.6 s on `*a_` x 33,000 here.
 */
import { prepareReportBody } from "@/lib/reports/render";

const SHAPES: Record<string, string> = {
  "_a x 49,500": "_a".repeat(49_500),
  "*a_ x 33,000": "*a_".repeat(33_000),
  "> x 49,500": "> ".repeat(49_500),
  "*a_ in paragraphs": `${"*a_ ".repeat(33)}\n\n`.repeat(700),
};
for (const [name, body] of Object.entries(SHAPES)) {
  const started = performance.now();
  const prepared = prepareReportBody(body);
  const elapsed = (performance.now() - started).toFixed(0);
  console.log(`${name}: ${elapsed} ms, ${prepared.ok ? "stored" : `refused (${prepared.issue.code})`}`);
}
