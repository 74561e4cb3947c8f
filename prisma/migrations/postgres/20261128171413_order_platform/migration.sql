-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "platform" TEXT NOT NULL DEFAULT 'website';
