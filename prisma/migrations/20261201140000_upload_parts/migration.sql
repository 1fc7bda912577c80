-- AlterTable
ALTER TABLE "Run" ADD COLUMN     "distinguishing" JSONB;

-- AlterTable
ALTER TABLE "Artifact" ADD COLUMN     "notes" JSONB,
ADD COLUMN     "part" JSONB,
ADD COLUMN     "skipped" JSONB;

-- CreateIndex
CREATE INDEX "Artifact_sha256_idx" ON "Artifact"("sha256");

