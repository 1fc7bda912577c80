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
