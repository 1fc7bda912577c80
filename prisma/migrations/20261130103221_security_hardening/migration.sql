-- CreateEnum
CREATE TYPE "ApiTokenScope" AS ENUM ('upload', 'admin');

-- CreateEnum
CREATE TYPE "CatalogueTarget" AS ENUM ('organization', 'model', 'hardware');

-- CreateEnum
CREATE TYPE "ProposalState" AS ENUM ('pending', 'accepted', 'rejected');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "sessionVersion" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "ApiToken" ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "scope" "ApiTokenScope" NOT NULL DEFAULT 'upload';

-- CreateTable
CREATE TABLE "RateLimitCounter" (
    "key" TEXT NOT NULL,
    "windowStart" TIMESTAMP(3) NOT NULL,
    "count" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RateLimitCounter_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "CatalogueProposal" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "proposerId" TEXT,
    "targetType" "CatalogueTarget" NOT NULL,
    "targetSlug" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "currentValue" JSONB,
    "source" TEXT,
    "state" "ProposalState" NOT NULL DEFAULT 'pending',
    "decidedById" TEXT,
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CatalogueProposal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RateLimitCounter_updatedAt_idx" ON "RateLimitCounter"("updatedAt");

-- CreateIndex
CREATE INDEX "CatalogueProposal_runId_idx" ON "CatalogueProposal"("runId");

-- CreateIndex
CREATE INDEX "CatalogueProposal_proposerId_idx" ON "CatalogueProposal"("proposerId");

-- CreateIndex
CREATE INDEX "CatalogueProposal_decidedById_idx" ON "CatalogueProposal"("decidedById");

-- CreateIndex
CREATE INDEX "CatalogueProposal_state_createdAt_idx" ON "CatalogueProposal"("state", "createdAt");

-- CreateIndex
CREATE INDEX "CatalogueProposal_targetType_targetSlug_idx" ON "CatalogueProposal"("targetType", "targetSlug");

-- AddForeignKey
ALTER TABLE "CatalogueProposal" ADD CONSTRAINT "CatalogueProposal_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CatalogueProposal" ADD CONSTRAINT "CatalogueProposal_proposerId_fkey" FOREIGN KEY ("proposerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CatalogueProposal" ADD CONSTRAINT "CatalogueProposal_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

