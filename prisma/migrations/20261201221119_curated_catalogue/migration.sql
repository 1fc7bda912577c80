-- AlterEnum
ALTER TYPE "Provenance" ADD VALUE 'imported';

-- AlterTable
ALTER TABLE "Model" ADD COLUMN     "aliases" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "cataloguePosition" INTEGER,
ADD COLUMN     "contextLength" INTEGER,
ADD COLUMN     "curated" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "editedFacts" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "factsAsOf" TEXT,
ADD COLUMN     "llamaCppNames" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "specSource" TEXT;

-- AlterTable
ALTER TABLE "Hardware" ADD COLUMN     "aliases" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "architecture" TEXT,
ADD COLUMN     "baseId" TEXT,
ADD COLUMN     "cataloguePosition" INTEGER,
ADD COLUMN     "curated" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "editedFacts" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "factsAsOf" TEXT,
ADD COLUMN     "launchDate" TEXT,
ADD COLUMN     "memoryOptionsGB" DOUBLE PRECISION[] DEFAULT ARRAY[]::DOUBLE PRECISION[],
ADD COLUMN     "memoryType" TEXT,
ADD COLUMN     "segment" TEXT,
ADD COLUMN     "specSource" TEXT,
ADD COLUMN     "vendor" TEXT;

-- AlterTable
ALTER TABLE "Run" ADD COLUMN     "catalogueMatch" JSONB,
ADD COLUMN     "machineMemoryGB" DOUBLE PRECISION,
ADD COLUMN     "sourceAuthor" TEXT;

-- CreateIndex
CREATE INDEX "Hardware_baseId_idx" ON "Hardware"("baseId");

-- AddForeignKey
ALTER TABLE "Hardware" ADD CONSTRAINT "Hardware_baseId_fkey" FOREIGN KEY ("baseId") REFERENCES "Hardware"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

