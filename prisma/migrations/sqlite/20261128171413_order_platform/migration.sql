-- AlterTable: a column added in place (SQLite accepts NOT NULL with a default), not a copy of every order.
ALTER TABLE "Order" ADD COLUMN "platform" TEXT NOT NULL DEFAULT 'website';
