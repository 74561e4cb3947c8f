-- AlterTable
ALTER TABLE "EventRollupMark" ADD COLUMN     "openThrough" TEXT NOT NULL DEFAULT '';
