-- AlterTable
ALTER TABLE "Run" ADD COLUMN     "notes" TEXT;

