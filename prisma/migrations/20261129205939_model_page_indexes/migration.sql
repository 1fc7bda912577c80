-- DropIndex
DROP INDEX "RunFigures_modelSlug_idx";

-- CreateIndex
CREATE INDEX "RunFigures_modelSlug_precision_hasSuite_score_idx" ON "RunFigures"("modelSlug", "precision", "hasSuite", "score");

-- CreateIndex
CREATE INDEX "RunFigures_modelSlug_measuredAt_idx" ON "RunFigures"("modelSlug", "measuredAt");

