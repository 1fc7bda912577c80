import { route } from "@/lib/http";
import { formatCsvLine, listLeaderboardCsvColumns } from "@/lib/leaderboard/csv";
import { listAllLeaderboardRows, type LeaderboardRow } from "@/lib/leaderboard/data";
import { leaderboardSearchSchema, type LeaderboardFilters } from "@/lib/leaderboard/schema";
import { API_EXAMPLE_ORIGIN as base } from "@/lib/route-docs";
import { leaderboardQuerySchema } from "@/lib/leaderboard/api-schema";

/**
 * GET /api/v1/leaderboard.csv: every listed run matching the filters (not one page), as CSV
 * with a header row. Same query parameters as /api/v1/leaderboard; streamed in batches.
 */
async function answerCsv(request: Request, filters: LeaderboardFilters) {
  const columns = listLeaderboardCsvColumns({ test: filters.test, origin: new URL(request.url).origin });
  const batches = listAllLeaderboardRows(filters);
  // The first batch is read before answering, so a database failure is an error status, not a cut file.
  const first = await batches.next();
  const encoder = new TextEncoder();
  const encode = (rows: LeaderboardRow[]) =>
    encoder.encode(rows.map((row) => formatCsvLine(columns.map((column) => column.value(row)))).join(""));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(formatCsvLine(columns.map((column) => column.header))));
      if (first.done) controller.close();
      else controller.enqueue(encode(first.value));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encode(next.value));
    },
  });
  const date = new Date().toISOString().slice(0, 10);
  const name = `inference-arena-leaderboard${filters.test ? `-${filters.test}` : ""}-${date}.csv`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}

export const GET = route({
  docs: {
    operationId: "exportLeaderboardCsv",
    summary: "Export the leaderboard as CSV",
    description: "The same rows as /api/v1/leaderboard with the same filters, every page, one run per line.",
    query: leaderboardQuerySchema.omit({ page: true }),
    responses: {
      "200": { description: "CSV with a header line.", content: { "text/csv": { json: { type: "string" } } } },
    },
    examples: [`curl -o leaderboard.csv "${base}/api/v1/leaderboard.csv?precision=BF16"`],
  },
  query: leaderboardSearchSchema,
  handle: ({ request, query }) => answerCsv(request, query),
});
