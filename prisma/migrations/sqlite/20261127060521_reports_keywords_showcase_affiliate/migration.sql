-- CreateTable
CREATE TABLE "TrackedKeyword" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "keyword" TEXT NOT NULL,
    "keywordKey" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "KeywordPosition" (
    "merchantId" TEXT NOT NULL,
    "keywordId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "position" INTEGER,
    "url" TEXT NOT NULL DEFAULT '',
    "checkedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "keywordId", "day"),
    CONSTRAINT "KeywordPosition_merchantId_keywordId_fkey" FOREIGN KEY ("merchantId", "keywordId") REFERENCES "TrackedKeyword" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SearchQueryDay" (
    "merchantId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "clicks" INTEGER NOT NULL,
    "impressions" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,

    PRIMARY KEY ("merchantId", "day", "query")
);

-- CreateTable
CREATE TABLE "ShowcaseSlot" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "productId" TEXT,
    "googleCategory" TEXT NOT NULL,
    "durationMonths" INTEGER NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'inactive',
    "startsOn" TEXT,
    "endsOn" TEXT,
    "productSetOn" TEXT,
    "guaranteedViews" INTEGER NOT NULL,
    "guaranteedClicks" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "AffiliateEvent" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "AffiliateRegistration" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "contact" TEXT NOT NULL DEFAULT '',
    "company" TEXT NOT NULL DEFAULT '',
    "source" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "AffiliateRegistration_merchantId_eventId_fkey" FOREIGN KEY ("merchantId", "eventId") REFERENCES "AffiliateEvent" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_SiteEvent" (
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
    "slotId" TEXT,
    "affiliateId" TEXT,
    "affiliateSource" TEXT NOT NULL DEFAULT '',

    PRIMARY KEY ("merchantId", "id")
);
INSERT INTO "new_SiteEvent" ("at", "channel", "contact", "day", "device", "hour", "id", "ip", "kind", "landing", "merchantId", "page", "productId", "referralCode", "referrer", "source", "sourceHost", "term") SELECT "at", "channel", "contact", "day", "device", "hour", "id", "ip", "kind", "landing", "merchantId", "page", "productId", "referralCode", "referrer", "source", "sourceHost", "term" FROM "SiteEvent";
DROP TABLE "SiteEvent";
ALTER TABLE "new_SiteEvent" RENAME TO "SiteEvent";
CREATE INDEX "SiteEvent_merchantId_day_idx" ON "SiteEvent"("merchantId", "day");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "TrackedKeyword_merchantId_keywordKey_key" ON "TrackedKeyword"("merchantId", "keywordKey");

-- CreateIndex
CREATE INDEX "KeywordPosition_merchantId_day_idx" ON "KeywordPosition"("merchantId", "day");

-- CreateIndex
CREATE INDEX "ShowcaseSlot_merchantId_createdAt_idx" ON "ShowcaseSlot"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "AffiliateEvent_merchantId_createdAt_idx" ON "AffiliateEvent"("merchantId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "AffiliateEvent_merchantId_code_key" ON "AffiliateEvent"("merchantId", "code");

-- CreateIndex
CREATE INDEX "AffiliateRegistration_merchantId_createdAt_idx" ON "AffiliateRegistration"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "AffiliateRegistration_merchantId_eventId_createdAt_idx" ON "AffiliateRegistration"("merchantId", "eventId", "createdAt");
