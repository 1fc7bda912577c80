-- DropIndex
DROP INDEX "RunFigures_listed_score_idx";

-- DropIndex
DROP INDEX "TestFigures_testKey_testScore_idx";

-- CreateIndex
CREATE INDEX "RunFigures_listed_score_measuredAt_runId_idx" ON "RunFigures"("listed", "score" DESC, "measuredAt" DESC, "runId");

-- CreateIndex
CREATE INDEX "TestFigures_testKey_testScore_runId_idx" ON "TestFigures"("testKey", "testScore" DESC, "runId");

