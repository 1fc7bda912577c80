-- CreateEnum
CREATE TYPE "Provenance" AS ENUM ('uploaded', 'transcribed');

-- AlterTable
ALTER TABLE "Run" ADD COLUMN     "provenance" "Provenance" NOT NULL DEFAULT 'uploaded',
ADD COLUMN     "source" TEXT;

-- AlterTable
ALTER TABLE "Artifact" ADD COLUMN     "setup" JSONB;

-- AlterTable
ALTER TABLE "Measurement" ADD COLUMN     "definition" TEXT,
ADD COLUMN     "testLabel" TEXT;

-- CreateIndex
CREATE INDEX "Measurement_definition_testLabel_idx" ON "Measurement"("definition", "testLabel");


-- Measurements stored before definitions existed mean what their tool's figures mean.
UPDATE "Measurement" AS m SET "definition" = a."tool" FROM "Artifact" AS a WHERE a."id" = m."artifactId";

-- And their test's name in llama-bench's words (lib/measurements/groups.ts formatTestLabel):
-- "pp2048+tg480 @ d100000 ×8", without the parts that are zero or absent.
UPDATE "Measurement" SET "testLabel" =
  COALESCE(NULLIF(concat_ws('+',
    CASE WHEN "promptTokens" > 0 THEN 'pp' || "promptTokens" END,
    CASE WHEN "genTokens" > 0 THEN 'tg' || "genTokens" END), ''), 'test')
  || CASE WHEN "depth" > 0 THEN ' @ d' || "depth" ELSE '' END
  || CASE WHEN "concurrency" > 1 THEN ' ×' || "concurrency" ELSE '' END;
