-- AlterTable
ALTER TABLE "Hardware" ADD COLUMN     "boardPowerSource" TEXT,
ADD COLUMN     "boardPowerW" DOUBLE PRECISION,
ADD COLUMN     "priceAsOf" TEXT,
ADD COLUMN     "priceSource" TEXT,
ADD COLUMN     "priceUsd" DOUBLE PRECISION;

-- AlterTable
ALTER TABLE "Run" ADD COLUMN     "measuredPowerW" DOUBLE PRECISION;

-- AlterTable
ALTER TABLE "RunFigures" ADD COLUMN     "powerMeasured" BOOLEAN,
ADD COLUMN     "powerW" DOUBLE PRECISION,
ADD COLUMN     "priceUsd" DOUBLE PRECISION,
ADD COLUMN     "tokensPerJoule" DOUBLE PRECISION;

-- CreateIndex
CREATE INDEX "RunFigures_listed_tokensPerJoule_idx" ON "RunFigures"("listed", "tokensPerJoule");

-- CreateIndex
CREATE INDEX "RunFigures_listed_priceUsd_idx" ON "RunFigures"("listed", "priceUsd");

