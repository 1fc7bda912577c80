import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as reviewRun } from "@/app/api/v1/admin/runs/[id]/review/route";
import { GET as getRunApi } from "@/app/api/v1/runs/[id]/route";
import { POST as uploadRun } from "@/app/api/v1/runs/route";
import { truncateAll } from "@/tests/support/database";
import { createTestUser } from "@/tests/support/users";

const seed000 = readFileSync("prisma/seed/000-qwen3-5-9b-bf16-dgx-spark.json", "utf8");

async function readFigures(id: string) {
  const response = await getRunApi(new Request(`http://arena.test/api/v1/runs/${id}`), {
    params: Promise.resolve({ id }),
  });
  expect(response.status).toBe(200);
  const body = await response.json();
  return { ...body.figures, review: body.review };
}

beforeEach(async () => {
  await truncateAll(process.env.DATABASE_URL!);
});

describe("derived figures follow uploads and verdicts without anyone running a command", () => {
  it(
    "GET /api/v1/runs/{id} shows the figures right after an upload, " + "and the new ones right after a verdict",
    async () => {
      const contributor = await createTestUser("contributor");
      const admin = await createTestUser("admin");
      const upload = await uploadRun(
        new Request("http://arena.test/api/v1/runs", {
          method: "POST",
          headers: { authorization: `Bearer ${contributor.token}`, "content-type": "application/json" },
          body: seed000,
        }),
      );
      expect(upload.status).toBe(201);
      const { id } = await upload.json();

      const fresh = await readFigures(id);
      expect(fresh.rulesVersion).toBe(1);
      // Seed 000's model is new to the catalogue here: a contributor's vendor quality figures wait for
      // an admin's pass (docs/decisions/0006-curated-catalogue.md), so the score is 60.5 less 0.3 x 76.6.
      expect(fresh.score).toBe(37.5);
      expect(fresh.reliableCount).toBe(11);
      expect(fresh.review.state).toBe("pending");
      expect(fresh.notes.at(-1).text).toContain("No admin has reviewed this run");

      const verdict = await reviewRun(
        new Request(`http://arena.test/api/v1/admin/runs/${id}/review`, {
          method: "POST",
          headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
          body: JSON.stringify({ verdict: "failed", note: "Answers are empty strings.", tests: ["chat", "rag-8k"] }),
        }),
        { params: Promise.resolve({ id }) },
      );
      expect(verdict.status).toBe(200);

      const reviewed = await readFigures(id);
      expect(reviewed.rulesVersion).toBe(1);
      expect(reviewed.reliableCount).toBe(9);
      expect(reviewed.score).toBeLessThan(fresh.score);
      expect(reviewed.review).toMatchObject({ state: "failed", note: "Answers are empty strings." });
      const chat = reviewed.tests.find((test: { key: string }) => test.key === "chat");
      expect(chat).toMatchObject({ counts: false, testScore: 0 });
      expect(reviewed.throughputTps).toBeNull(); // the headline throughput is rag-8k's, which no longer counts
    },
  );
});
