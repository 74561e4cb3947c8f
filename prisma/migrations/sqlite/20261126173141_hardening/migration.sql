/*
  Warnings:

  - You are about to drop the `MassUpdateItem` table. If the table is not empty, all the data it contains will be lost.
  - You are about to alter the column `paidTotalSen` on the `Member` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `addOnSen` on the `Order` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `additionalChargeSen` on the `Order` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `commissionSen` on the `Order` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `discountSen` on the `Order` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `memberPointsSen` on the `Order` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `salesTaxSen` on the `Order` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `serviceTaxSen` on the `Order` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `shippingDiscountSen` on the `Order` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `shippingSen` on the `Order` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `subtotalSen` on the `Order` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `totalSen` on the `Order` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `voucherSen` on the `Order` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `weightGrams` on the `Order` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `basePriceSen` on the `OrderItem` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `finalPriceSen` on the `OrderItem` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `singlePriceSen` on the `OrderItem` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `weightGrams` on the `OrderItem` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `amountSen` on the `OrderPayment` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `salesSen` on the `ProductSalesMonth` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `units` on the `ProductSalesMonth` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.
  - You are about to alter the column `sen` on the `VoucherUse` table. The data in that column could be lost. The data in that column will be cast from `Int` to `BigInt`.

*/
-- DropIndex
DROP INDEX "MassUpdateItem_merchantId_productId_idx";

-- AlterTable
ALTER TABLE "Product" ADD COLUMN "editedAt" DATETIME;

-- AlterTable
ALTER TABLE "RateLimitBucket" ADD COLUMN "blockedUntil" DATETIME;

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "MassUpdateItem";
PRAGMA foreign_keys=on;

-- CreateTable
CREATE TABLE "KnownDevice" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "secretHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "KnownDevice_merchantId_userId_fkey" FOREIGN KEY ("merchantId", "userId") REFERENCES "User" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Job" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "params" TEXT NOT NULL DEFAULT '{}',
    "uploadId" TEXT,
    "fileName" TEXT NOT NULL DEFAULT '',
    "totalRows" INTEGER NOT NULL DEFAULT 0,
    "doneRows" INTEGER NOT NULL DEFAULT 0,
    "failedCount" INTEGER NOT NULL DEFAULT 0,
    "errorFileKey" TEXT,
    "resultKey" TEXT,
    "summary" TEXT NOT NULL DEFAULT '',
    "createdBy" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" DATETIME,
    "finishedAt" DATETIME,
    "claimedUntil" DATETIME,
    "claimedBy" TEXT,
    "committedAt" DATETIME,
    "published" INTEGER NOT NULL DEFAULT 0,
    "state" TEXT NOT NULL DEFAULT '{}',

    PRIMARY KEY ("merchantId", "id")
);
INSERT INTO "new_Job" ("claimedUntil", "createdAt", "createdBy", "doneRows", "errorFileKey", "failedCount", "fileName", "finishedAt", "id", "kind", "merchantId", "params", "resultKey", "startedAt", "status", "summary", "totalRows", "uploadId") SELECT "claimedUntil", "createdAt", "createdBy", "doneRows", "errorFileKey", "failedCount", "fileName", "finishedAt", "id", "kind", "merchantId", "params", "resultKey", "startedAt", "status", "summary", "totalRows", "uploadId" FROM "Job";
DROP TABLE "Job";
ALTER TABLE "new_Job" RENAME TO "Job";
CREATE INDEX "Job_merchantId_kind_createdAt_idx" ON "Job"("merchantId", "kind", "createdAt");
CREATE INDEX "Job_merchantId_status_idx" ON "Job"("merchantId", "status");
CREATE TABLE "new_LoginChallenge" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "secretHash" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "usedAt" DATETIME,
    "timeZone" TEXT NOT NULL DEFAULT '',
    "throttleKey" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "LoginChallenge_merchantId_userId_fkey" FOREIGN KEY ("merchantId", "userId") REFERENCES "User" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_LoginChallenge" ("attempts", "createdAt", "expiresAt", "id", "merchantId", "secretHash", "timeZone", "usedAt", "userId") SELECT "attempts", "createdAt", "expiresAt", "id", "merchantId", "secretHash", "timeZone", "usedAt", "userId" FROM "LoginChallenge";
DROP TABLE "LoginChallenge";
ALTER TABLE "new_LoginChallenge" RENAME TO "LoginChallenge";
CREATE INDEX "LoginChallenge_merchantId_userId_idx" ON "LoginChallenge"("merchantId", "userId");
CREATE TABLE "new_Member" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "memberNo" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "emailKey" TEXT NOT NULL,
    "phone" TEXT NOT NULL DEFAULT '',
    "gender" TEXT NOT NULL DEFAULT '',
    "passwordHash" TEXT,
    "status" INTEGER NOT NULL DEFAULT 1,
    "emailVerified" BOOLEAN NOT NULL DEFAULT false,
    "dateOfBirth" TEXT,
    "shipAddress" TEXT NOT NULL DEFAULT '',
    "shipCity" TEXT NOT NULL DEFAULT '',
    "shipPostcode" TEXT NOT NULL DEFAULT '',
    "shipState" TEXT NOT NULL DEFAULT '',
    "shipCountry" TEXT NOT NULL DEFAULT 'MY',
    "billingAddress" TEXT NOT NULL DEFAULT '',
    "source" TEXT NOT NULL,
    "importBatch" TEXT,
    "joinedAt" DATETIME NOT NULL,
    "lastLoginAt" DATETIME,
    "paidOrderCount" INTEGER NOT NULL DEFAULT 0,
    "paidTotalSen" BIGINT NOT NULL DEFAULT 0,
    "lastPaidAt" DATETIME,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);
INSERT INTO "new_Member" ("billingAddress", "dateOfBirth", "email", "emailKey", "emailVerified", "gender", "id", "importBatch", "joinedAt", "lastLoginAt", "lastPaidAt", "memberNo", "merchantId", "name", "nameKey", "paidOrderCount", "paidTotalSen", "passwordHash", "phone", "shipAddress", "shipCity", "shipCountry", "shipPostcode", "shipState", "source", "status", "updatedAt") SELECT "billingAddress", "dateOfBirth", "email", "emailKey", "emailVerified", "gender", "id", "importBatch", "joinedAt", "lastLoginAt", "lastPaidAt", "memberNo", "merchantId", "name", "nameKey", "paidOrderCount", "paidTotalSen", "passwordHash", "phone", "shipAddress", "shipCity", "shipCountry", "shipPostcode", "shipState", "source", "status", "updatedAt" FROM "Member";
DROP TABLE "Member";
ALTER TABLE "new_Member" RENAME TO "Member";
CREATE INDEX "Member_merchantId_nameKey_idx" ON "Member"("merchantId", "nameKey");
CREATE INDEX "Member_merchantId_joinedAt_idx" ON "Member"("merchantId", "joinedAt");
CREATE INDEX "Member_merchantId_lastLoginAt_idx" ON "Member"("merchantId", "lastLoginAt");
CREATE INDEX "Member_merchantId_importBatch_idx" ON "Member"("merchantId", "importBatch");
CREATE UNIQUE INDEX "Member_merchantId_memberNo_key" ON "Member"("merchantId", "memberNo");
CREATE UNIQUE INDEX "Member_merchantId_emailKey_key" ON "Member"("merchantId", "emailKey");
CREATE TABLE "new_Order" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "orderNo" INTEGER NOT NULL,
    "status" INTEGER NOT NULL,
    "shippingQuoted" BOOLEAN NOT NULL DEFAULT true,
    "memberId" TEXT,
    "buyerName" TEXT NOT NULL,
    "buyerNameKey" TEXT NOT NULL,
    "buyerEmail" TEXT NOT NULL DEFAULT '',
    "buyerPhone" TEXT NOT NULL DEFAULT '',
    "billingAddress" TEXT NOT NULL DEFAULT '',
    "shipName" TEXT NOT NULL DEFAULT '',
    "shipPhone" TEXT NOT NULL DEFAULT '',
    "shipAddress" TEXT NOT NULL DEFAULT '',
    "shipCity" TEXT NOT NULL DEFAULT '',
    "shipPostcode" TEXT NOT NULL DEFAULT '',
    "shipState" TEXT NOT NULL DEFAULT '',
    "shipCountry" TEXT NOT NULL DEFAULT 'MY',
    "selfPickup" BOOLEAN NOT NULL DEFAULT false,
    "pickupAddressId" TEXT,
    "cod" BOOLEAN NOT NULL DEFAULT false,
    "shippingOptionId" TEXT,
    "shippingTitle" TEXT NOT NULL DEFAULT '',
    "deliveryDate" TEXT,
    "deliverySlot" TEXT,
    "buyerNote" TEXT NOT NULL DEFAULT '',
    "remarks" TEXT NOT NULL DEFAULT '',
    "cancelRemark" TEXT NOT NULL DEFAULT '',
    "subtotalSen" BIGINT NOT NULL,
    "voucherSen" BIGINT NOT NULL DEFAULT 0,
    "discountSen" BIGINT NOT NULL DEFAULT 0,
    "memberPointsSen" BIGINT NOT NULL DEFAULT 0,
    "shippingSen" BIGINT NOT NULL DEFAULT 0,
    "salesTaxSen" BIGINT NOT NULL DEFAULT 0,
    "serviceTaxSen" BIGINT NOT NULL DEFAULT 0,
    "addOnSen" BIGINT NOT NULL DEFAULT 0,
    "additionalChargeSen" BIGINT NOT NULL DEFAULT 0,
    "additionalCharges" TEXT NOT NULL DEFAULT '[]',
    "totalSen" BIGINT NOT NULL,
    "weightGrams" BIGINT NOT NULL DEFAULT 0,
    "voucherId" TEXT,
    "voucherCode" TEXT NOT NULL DEFAULT '',
    "pointsRedeemed" INTEGER NOT NULL DEFAULT 0,
    "shippingDiscountSen" BIGINT NOT NULL DEFAULT 0,
    "paymentLinkId" TEXT,
    "purchaseLinkId" TEXT,
    "referrerCode" TEXT,
    "referrerName" TEXT NOT NULL DEFAULT '',
    "commissionRateBp" INTEGER NOT NULL DEFAULT 0,
    "commissionSen" BIGINT NOT NULL DEFAULT 0,
    "quotationReply" TEXT NOT NULL DEFAULT '',
    "quotationRepliedAt" DATETIME,
    "invoiceNo" TEXT,
    "invoiceDate" DATETIME,
    "placedAt" DATETIME NOT NULL,
    "paidAt" DATETIME,
    "shippedAt" DATETIME,
    "completedAt" DATETIME,
    "cancelledAt" DATETIME,
    "autoCancelAt" DATETIME,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);
INSERT INTO "new_Order" ("addOnSen", "additionalChargeSen", "additionalCharges", "autoCancelAt", "billingAddress", "buyerEmail", "buyerName", "buyerNameKey", "buyerNote", "buyerPhone", "cancelRemark", "cancelledAt", "cod", "commissionRateBp", "commissionSen", "completedAt", "deliveryDate", "deliverySlot", "discountSen", "id", "invoiceDate", "invoiceNo", "memberId", "memberPointsSen", "merchantId", "orderNo", "paidAt", "paymentLinkId", "pickupAddressId", "placedAt", "pointsRedeemed", "purchaseLinkId", "quotationRepliedAt", "quotationReply", "referrerCode", "referrerName", "remarks", "salesTaxSen", "selfPickup", "serviceTaxSen", "shipAddress", "shipCity", "shipCountry", "shipName", "shipPhone", "shipPostcode", "shipState", "shippedAt", "shippingDiscountSen", "shippingOptionId", "shippingQuoted", "shippingSen", "shippingTitle", "status", "subtotalSen", "totalSen", "updatedAt", "voucherCode", "voucherId", "voucherSen", "weightGrams") SELECT "addOnSen", "additionalChargeSen", "additionalCharges", "autoCancelAt", "billingAddress", "buyerEmail", "buyerName", "buyerNameKey", "buyerNote", "buyerPhone", "cancelRemark", "cancelledAt", "cod", "commissionRateBp", "commissionSen", "completedAt", "deliveryDate", "deliverySlot", "discountSen", "id", "invoiceDate", "invoiceNo", "memberId", "memberPointsSen", "merchantId", "orderNo", "paidAt", "paymentLinkId", "pickupAddressId", "placedAt", "pointsRedeemed", "purchaseLinkId", "quotationRepliedAt", "quotationReply", "referrerCode", "referrerName", "remarks", "salesTaxSen", "selfPickup", "serviceTaxSen", "shipAddress", "shipCity", "shipCountry", "shipName", "shipPhone", "shipPostcode", "shipState", "shippedAt", "shippingDiscountSen", "shippingOptionId", "shippingQuoted", "shippingSen", "shippingTitle", "status", "subtotalSen", "totalSen", "updatedAt", "voucherCode", "voucherId", "voucherSen", "weightGrams" FROM "Order";
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE INDEX "Order_merchantId_placedAt_idx" ON "Order"("merchantId", "placedAt");
CREATE INDEX "Order_merchantId_status_placedAt_idx" ON "Order"("merchantId", "status", "placedAt");
CREATE INDEX "Order_merchantId_buyerNameKey_idx" ON "Order"("merchantId", "buyerNameKey");
CREATE INDEX "Order_merchantId_autoCancelAt_idx" ON "Order"("merchantId", "autoCancelAt");
CREATE INDEX "Order_merchantId_invoiceDate_idx" ON "Order"("merchantId", "invoiceDate");
CREATE INDEX "Order_merchantId_memberId_placedAt_idx" ON "Order"("merchantId", "memberId", "placedAt");
CREATE UNIQUE INDEX "Order_merchantId_orderNo_key" ON "Order"("merchantId", "orderNo");
CREATE UNIQUE INDEX "Order_merchantId_invoiceNo_key" ON "Order"("merchantId", "invoiceNo");
CREATE TABLE "new_OrderItem" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "productId" TEXT,
    "optionId" TEXT,
    "sku" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "options" TEXT NOT NULL DEFAULT '',
    "qty" INTEGER NOT NULL,
    "singlePriceSen" BIGINT NOT NULL,
    "finalPriceSen" BIGINT NOT NULL,
    "basePriceSen" BIGINT NOT NULL DEFAULT 0,
    "promotion" TEXT NOT NULL DEFAULT '',
    "promotionId" TEXT,
    "picks" TEXT NOT NULL DEFAULT '',
    "weightGrams" BIGINT NOT NULL DEFAULT 0,
    "sort" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "OrderItem_merchantId_orderId_fkey" FOREIGN KEY ("merchantId", "orderId") REFERENCES "Order" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_OrderItem" ("basePriceSen", "finalPriceSen", "id", "merchantId", "name", "optionId", "options", "orderId", "picks", "productId", "promotion", "promotionId", "qty", "singlePriceSen", "sku", "sort", "weightGrams") SELECT "basePriceSen", "finalPriceSen", "id", "merchantId", "name", "optionId", "options", "orderId", "picks", "productId", "promotion", "promotionId", "qty", "singlePriceSen", "sku", "sort", "weightGrams" FROM "OrderItem";
DROP TABLE "OrderItem";
ALTER TABLE "new_OrderItem" RENAME TO "OrderItem";
CREATE INDEX "OrderItem_merchantId_orderId_idx" ON "OrderItem"("merchantId", "orderId");
CREATE INDEX "OrderItem_merchantId_productId_idx" ON "OrderItem"("merchantId", "productId");
CREATE TABLE "new_OrderPayment" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "bankName" TEXT NOT NULL DEFAULT '',
    "accountNumber" TEXT NOT NULL DEFAULT '',
    "attachmentId" TEXT,
    "transactionId" TEXT NOT NULL DEFAULT '',
    "paidOn" DATETIME NOT NULL,
    "amountSen" BIGINT NOT NULL,
    "recordedBy" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "OrderPayment_merchantId_orderId_fkey" FOREIGN KEY ("merchantId", "orderId") REFERENCES "Order" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_OrderPayment" ("accountNumber", "amountSen", "attachmentId", "bankName", "createdAt", "id", "merchantId", "method", "orderId", "paidOn", "recordedBy", "transactionId") SELECT "accountNumber", "amountSen", "attachmentId", "bankName", "createdAt", "id", "merchantId", "method", "orderId", "paidOn", "recordedBy", "transactionId" FROM "OrderPayment";
DROP TABLE "OrderPayment";
ALTER TABLE "new_OrderPayment" RENAME TO "OrderPayment";
CREATE INDEX "OrderPayment_merchantId_orderId_idx" ON "OrderPayment"("merchantId", "orderId");
CREATE TABLE "new_ProductSalesMonth" (
    "merchantId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "month" TEXT NOT NULL,
    "salesSen" BIGINT NOT NULL DEFAULT 0,
    "units" BIGINT NOT NULL DEFAULT 0,

    PRIMARY KEY ("merchantId", "productId", "month"),
    CONSTRAINT "ProductSalesMonth_merchantId_productId_fkey" FOREIGN KEY ("merchantId", "productId") REFERENCES "Product" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ProductSalesMonth" ("merchantId", "month", "productId", "salesSen", "units") SELECT "merchantId", "month", "productId", "salesSen", "units" FROM "ProductSalesMonth";
DROP TABLE "ProductSalesMonth";
ALTER TABLE "new_ProductSalesMonth" RENAME TO "ProductSalesMonth";
CREATE INDEX "ProductSalesMonth_merchantId_month_salesSen_idx" ON "ProductSalesMonth"("merchantId", "month", "salesSen");
CREATE INDEX "ProductSalesMonth_merchantId_month_units_idx" ON "ProductSalesMonth"("merchantId", "month", "units");
CREATE TABLE "new_VoucherUse" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "voucherId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "memberId" TEXT,
    "codeId" TEXT,
    "sen" BIGINT NOT NULL,
    "usedAt" DATETIME NOT NULL,
    "reversedAt" DATETIME,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "VoucherUse_merchantId_voucherId_fkey" FOREIGN KEY ("merchantId", "voucherId") REFERENCES "Voucher" ("merchantId", "id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_VoucherUse" ("codeId", "id", "memberId", "merchantId", "orderId", "reversedAt", "sen", "usedAt", "voucherId") SELECT "codeId", "id", "memberId", "merchantId", "orderId", "reversedAt", "sen", "usedAt", "voucherId" FROM "VoucherUse";
DROP TABLE "VoucherUse";
ALTER TABLE "new_VoucherUse" RENAME TO "VoucherUse";
CREATE INDEX "VoucherUse_merchantId_voucherId_memberId_idx" ON "VoucherUse"("merchantId", "voucherId", "memberId");
CREATE UNIQUE INDEX "VoucherUse_merchantId_orderId_key" ON "VoucherUse"("merchantId", "orderId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "KnownDevice_merchantId_userId_lastUsedAt_idx" ON "KnownDevice"("merchantId", "userId", "lastUsedAt");
