-- CreateTable
CREATE TABLE "KeywordCampaign" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "domain" TEXT NOT NULL,
    "keywords" TEXT NOT NULL,
    "periodMonths" INTEGER NOT NULL,
    "repeat" INTEGER,
    "checksDone" INTEGER NOT NULL DEFAULT 0,
    "emails" TEXT NOT NULL DEFAULT '[]',
    "lastSyncAt" DATETIME,
    "nextSyncAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "KeywordCampaignCheck" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "checkedAt" DATETIME NOT NULL,
    "results" TEXT NOT NULL,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "KeywordCampaignCheck_merchantId_campaignId_fkey" FOREIGN KEY ("merchantId", "campaignId") REFERENCES "KeywordCampaign" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WebPushSetting" (
    "merchantId" TEXT NOT NULL PRIMARY KEY,
    "publicKey" TEXT NOT NULL,
    "privateKeySealed" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "WebPushSubscription" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastPushAt" DATETIME,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "WebPush" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "imageUploadId" TEXT,
    "sentAt" DATETIME NOT NULL,
    "sentCount" INTEGER NOT NULL DEFAULT 0,
    "failedCount" INTEGER NOT NULL DEFAULT 0,
    "createdBy" TEXT NOT NULL DEFAULT '',

    PRIMARY KEY ("merchantId", "id")
);

-- CreateIndex
CREATE INDEX "KeywordCampaign_merchantId_createdAt_idx" ON "KeywordCampaign"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "KeywordCampaign_merchantId_nextSyncAt_idx" ON "KeywordCampaign"("merchantId", "nextSyncAt");

-- CreateIndex
CREATE INDEX "KeywordCampaignCheck_merchantId_campaignId_checkedAt_idx" ON "KeywordCampaignCheck"("merchantId", "campaignId", "checkedAt");

-- CreateIndex
CREATE INDEX "WebPushSubscription_merchantId_status_idx" ON "WebPushSubscription"("merchantId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "WebPushSubscription_merchantId_endpoint_key" ON "WebPushSubscription"("merchantId", "endpoint");

-- CreateIndex
CREATE INDEX "WebPush_merchantId_sentAt_idx" ON "WebPush"("merchantId", "sentAt");
