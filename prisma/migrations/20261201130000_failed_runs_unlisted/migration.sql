-- A run whose sanity check failed leaves every list and ranking (docs/decisions/0005-moderation.md):
-- RunFigures.listed is now false for it. The recompute writes that from now on; this sets the rows
-- written before.
UPDATE "RunFigures" f SET "listed" = false
FROM "Run" r
WHERE r."id" = f."runId" AND r."reviewState" = 'failed' AND f."listed";
