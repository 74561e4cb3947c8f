-- AlterTable
ALTER TABLE "SiteEvent" ADD COLUMN     "affiliateId" TEXT,
ADD COLUMN     "affiliateSource" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "slotId" TEXT;

-- CreateTable
CREATE TABLE "TrackedKeyword" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "keyword" TEXT NOT NULL,
    "keywordKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TrackedKeyword_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "KeywordPosition" (
    "merchantId" TEXT NOT NULL,
    "keywordId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "position" INTEGER,
    "url" TEXT NOT NULL DEFAULT '',
    "checkedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "KeywordPosition_pkey" PRIMARY KEY ("merchantId","keywordId","day")
);

-- CreateTable
CREATE TABLE "SearchQueryDay" (
    "merchantId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "clicks" INTEGER NOT NULL,
    "impressions" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "SearchQueryDay_pkey" PRIMARY KEY ("merchantId","day","query")
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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShowcaseSlot_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "AffiliateEvent" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AffiliateEvent_pkey" PRIMARY KEY ("merchantId","id")
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
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AffiliateRegistration_pkey" PRIMARY KEY ("merchantId","id")
);

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

-- AddForeignKey
ALTER TABLE "KeywordPosition" ADD CONSTRAINT "KeywordPosition_merchantId_keywordId_fkey" FOREIGN KEY ("merchantId", "keywordId") REFERENCES "TrackedKeyword"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AffiliateRegistration" ADD CONSTRAINT "AffiliateRegistration_merchantId_eventId_fkey" FOREIGN KEY ("merchantId", "eventId") REFERENCES "AffiliateEvent"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;
