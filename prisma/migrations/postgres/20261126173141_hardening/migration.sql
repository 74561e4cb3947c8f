/*
  Warnings:

  - You are about to drop the `MassUpdateItem` table. If the table is not empty, all the data it contains will be lost.

*/
-- DropForeignKey
ALTER TABLE "MassUpdateItem" DROP CONSTRAINT "MassUpdateItem_merchantId_jobId_fkey";

-- DropForeignKey
ALTER TABLE "MassUpdateItem" DROP CONSTRAINT "MassUpdateItem_merchantId_productId_fkey";

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "claimedBy" TEXT,
ADD COLUMN     "committedAt" TIMESTAMP(3),
ADD COLUMN     "published" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "state" TEXT NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "LoginChallenge" ADD COLUMN     "throttleKey" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Member" ALTER COLUMN "paidTotalSen" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "Order" ALTER COLUMN "subtotalSen" SET DATA TYPE BIGINT,
ALTER COLUMN "voucherSen" SET DATA TYPE BIGINT,
ALTER COLUMN "discountSen" SET DATA TYPE BIGINT,
ALTER COLUMN "memberPointsSen" SET DATA TYPE BIGINT,
ALTER COLUMN "shippingSen" SET DATA TYPE BIGINT,
ALTER COLUMN "salesTaxSen" SET DATA TYPE BIGINT,
ALTER COLUMN "serviceTaxSen" SET DATA TYPE BIGINT,
ALTER COLUMN "addOnSen" SET DATA TYPE BIGINT,
ALTER COLUMN "additionalChargeSen" SET DATA TYPE BIGINT,
ALTER COLUMN "totalSen" SET DATA TYPE BIGINT,
ALTER COLUMN "weightGrams" SET DATA TYPE BIGINT,
ALTER COLUMN "commissionSen" SET DATA TYPE BIGINT,
ALTER COLUMN "shippingDiscountSen" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "OrderItem" ALTER COLUMN "singlePriceSen" SET DATA TYPE BIGINT,
ALTER COLUMN "finalPriceSen" SET DATA TYPE BIGINT,
ALTER COLUMN "weightGrams" SET DATA TYPE BIGINT,
ALTER COLUMN "basePriceSen" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "OrderPayment" ALTER COLUMN "amountSen" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "editedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ProductSalesMonth" ALTER COLUMN "salesSen" SET DATA TYPE BIGINT,
ALTER COLUMN "units" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "RateLimitBucket" ADD COLUMN     "blockedUntil" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "VoucherUse" ALTER COLUMN "sen" SET DATA TYPE BIGINT;

-- DropTable
DROP TABLE "MassUpdateItem";

-- CreateTable
CREATE TABLE "KnownDevice" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "secretHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "KnownDevice_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateIndex
CREATE INDEX "KnownDevice_merchantId_userId_lastUsedAt_idx" ON "KnownDevice"("merchantId", "userId", "lastUsedAt");

-- AddForeignKey
ALTER TABLE "KnownDevice" ADD CONSTRAINT "KnownDevice_merchantId_userId_fkey" FOREIGN KEY ("merchantId", "userId") REFERENCES "User"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;
