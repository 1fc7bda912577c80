-- AlterTable
ALTER TABLE "RunFigures" ADD COLUMN     "headline" JSONB NOT NULL DEFAULT '{"figures": [], "requests": null, "failed": null}';

