-- AlterEnum
ALTER TYPE "ProposalState" ADD VALUE 'withdrawn';

-- AlterTable
ALTER TABLE "Model" ADD COLUMN     "claimRunId" TEXT,
ADD COLUMN     "unsettledFacts" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "Hardware" ADD COLUMN     "claimRunId" TEXT,
ADD COLUMN     "unsettledFacts" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "Model_claimRunId_idx" ON "Model"("claimRunId");

-- CreateIndex
CREATE INDEX "Hardware_claimRunId_idx" ON "Hardware"("claimRunId");

-- AddForeignKey
ALTER TABLE "Model" ADD CONSTRAINT "Model_claimRunId_fkey" FOREIGN KEY ("claimRunId") REFERENCES "Run"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Hardware" ADD CONSTRAINT "Hardware_claimRunId_fkey" FOREIGN KEY ("claimRunId") REFERENCES "Run"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Entries a contributor's upload created before this migration: their facts were never settled
-- unless an admin accepted them. The creating run is the one whose pending proposal of the name
-- had no value to compare with (issue 24; docs/decisions/0006-curated-catalogue.md).
UPDATE "Model" m SET "unsettledFacts" = c.fields, "claimRunId" = c."runId"
FROM (
  SELECT n."targetSlug", n."runId",
    (SELECT array_agg(DISTINCT p.field) FROM "CatalogueProposal" p
      WHERE p."runId" = n."runId" AND p."targetType" = 'model' AND p."targetSlug" = n."targetSlug"
        AND p.state = 'pending' AND p."currentValue" IS NULL
        AND p.field IN ('name', 'paramsB', 'activeParamsB', 'architecture', 'hfRepo', 'description')) AS fields
  FROM "CatalogueProposal" n
  WHERE n."targetType" = 'model' AND n.field = 'name' AND n.state = 'pending' AND n."currentValue" IS NULL
) c
WHERE m.slug = c."targetSlug" AND c.fields IS NOT NULL;

UPDATE "Hardware" h SET "unsettledFacts" = c.fields, "claimRunId" = c."runId"
FROM (
  SELECT n."targetSlug", n."runId",
    (SELECT array_agg(DISTINCT p.field) FROM "CatalogueProposal" p
      WHERE p."runId" = n."runId" AND p."targetType" = 'hardware' AND p."targetSlug" = n."targetSlug"
        AND p.state = 'pending' AND p."currentValue" IS NULL
        AND p.field IN ('name', 'accelerator', 'count', 'memoryGB', 'memoryKind', 'bandwidthGBs')) AS fields
  FROM "CatalogueProposal" n
  WHERE n."targetType" = 'hardware' AND n.field = 'name' AND n.state = 'pending' AND n."currentValue" IS NULL
) c
WHERE h.slug = c."targetSlug" AND c.fields IS NOT NULL;

-- A claim whose run an admin failed or hid is withdrawn: its facts stay unsettled, shown as no one's.
UPDATE "Model" SET "claimRunId" = NULL
WHERE "claimRunId" IN (SELECT id FROM "Run" WHERE "hiddenAt" IS NOT NULL OR "reviewState" = 'failed');
UPDATE "Hardware" SET "claimRunId" = NULL
WHERE "claimRunId" IN (SELECT id FROM "Run" WHERE "hiddenAt" IS NOT NULL OR "reviewState" = 'failed');
