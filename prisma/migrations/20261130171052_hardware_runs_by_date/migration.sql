-- CreateIndex
CREATE INDEX "RunFigures_hardwareSlug_measuredAt_idx" ON "RunFigures"("hardwareSlug", "measuredAt");

