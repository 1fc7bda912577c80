-- AlterTable
ALTER TABLE "ReportRevision" ADD COLUMN     "html" TEXT;

