-- AlterTable
ALTER TABLE "MailMessage" ADD COLUMN "attachmentKey" TEXT;
ALTER TABLE "MailMessage" ADD COLUMN "attachmentName" TEXT;

-- CreateTable
CREATE TABLE "SiteEvent" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "at" DATETIME NOT NULL,
    "day" TEXT NOT NULL,
    "hour" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "ip" TEXT NOT NULL DEFAULT '',
    "page" TEXT NOT NULL DEFAULT '',
    "landing" BOOLEAN NOT NULL DEFAULT false,
    "referrer" TEXT NOT NULL DEFAULT '',
    "source" TEXT NOT NULL DEFAULT 'direct',
    "sourceHost" TEXT NOT NULL DEFAULT '',
    "device" TEXT NOT NULL DEFAULT 'desktop',
    "productId" TEXT,
    "term" TEXT NOT NULL DEFAULT '',
    "contact" TEXT NOT NULL DEFAULT '',
    "referralCode" TEXT NOT NULL DEFAULT '',

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "EventRollup" (
    "merchantId" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "dimension" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "sub" TEXT NOT NULL DEFAULT '',
    "count" INTEGER NOT NULL,
    "visitors" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("merchantId", "period", "channel", "dimension", "key", "sub")
);

-- CreateTable
CREATE TABLE "EventRollupMark" (
    "merchantId" TEXT NOT NULL PRIMARY KEY,
    "through" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Enquiry" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "subject" TEXT NOT NULL DEFAULT '',
    "message" TEXT NOT NULL DEFAULT '',
    "fields" TEXT NOT NULL DEFAULT '[]',
    "productId" TEXT,
    "page" TEXT NOT NULL DEFAULT '',
    "ip" TEXT NOT NULL DEFAULT '',
    "referralCode" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL,
    "readAt" DATETIME,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "MonthlyReport" (
    "merchantId" TEXT NOT NULL,
    "month" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "mailedAt" DATETIME,

    PRIMARY KEY ("merchantId", "month")
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Merchant" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "timeZone" TEXT NOT NULL DEFAULT 'Asia/Kuala_Lumpur',
    "website" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "tel" TEXT NOT NULL DEFAULT '',
    "fax" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "masterContact" TEXT NOT NULL DEFAULT '',
    "masterEmail" TEXT NOT NULL DEFAULT '',
    "billingCompanyName" TEXT NOT NULL DEFAULT '',
    "billingAddress" TEXT NOT NULL DEFAULT '',
    "billingEmail" TEXT NOT NULL DEFAULT '',
    "nmsVersionSince" TEXT NOT NULL DEFAULT '',
    "since" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "nextRenewalDate" DATETIME,
    "upgradeDate" DATETIME,
    "facebookRemarketingExpiry" DATETIME,
    "productsLastModifiedAt" DATETIME,
    "accountLimit" INTEGER NOT NULL DEFAULT 10,
    "reportEmail" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Merchant" ("accountLimit", "address", "billingAddress", "billingCompanyName", "billingEmail", "createdAt", "email", "facebookRemarketingExpiry", "fax", "id", "masterContact", "masterEmail", "name", "nextRenewalDate", "nmsVersionSince", "productsLastModifiedAt", "since", "tel", "timeZone", "updatedAt", "upgradeDate", "website") SELECT "accountLimit", "address", "billingAddress", "billingCompanyName", "billingEmail", "createdAt", "email", "facebookRemarketingExpiry", "fax", "id", "masterContact", "masterEmail", "name", "nextRenewalDate", "nmsVersionSince", "productsLastModifiedAt", "since", "tel", "timeZone", "updatedAt", "upgradeDate", "website" FROM "Merchant";
DROP TABLE "Merchant";
ALTER TABLE "new_Merchant" RENAME TO "Merchant";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "SiteEvent_merchantId_day_idx" ON "SiteEvent"("merchantId", "day");

-- CreateIndex
CREATE INDEX "EventRollup_merchantId_channel_dimension_period_idx" ON "EventRollup"("merchantId", "channel", "dimension", "period");

-- CreateIndex
CREATE INDEX "Enquiry_merchantId_channel_createdAt_idx" ON "Enquiry"("merchantId", "channel", "createdAt");

-- CreateIndex
CREATE INDEX "Enquiry_merchantId_referralCode_createdAt_idx" ON "Enquiry"("merchantId", "referralCode", "createdAt");
