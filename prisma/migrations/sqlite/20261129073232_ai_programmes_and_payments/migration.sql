-- CreateTable
CREATE TABLE "CreditLot" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "credits" INTEGER NOT NULL,
    "remaining" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "refId" TEXT NOT NULL DEFAULT '',
    "expiresAt" DATETIME,
    "expiredAt" DATETIME,
    "createdAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "Purchase" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "itemRef" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'MYR',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "provider" TEXT NOT NULL DEFAULT '',
    "providerRef" TEXT NOT NULL DEFAULT '',
    "createdBy" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL,
    "grantedAt" DATETIME,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "SmeProgramme" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "joined" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "SmeProfile" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "memberNo" INTEGER NOT NULL,
    "companyName" TEXT NOT NULL,
    "industry" TEXT NOT NULL,
    "homeTitle" TEXT NOT NULL,
    "shortServices" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "area" TEXT NOT NULL,
    "founded" INTEGER NOT NULL,
    "employees" TEXT NOT NULL,
    "intentions" TEXT NOT NULL,
    "certificatePhotoId" TEXT NOT NULL,
    "contactName" TEXT NOT NULL,
    "contactPhone" TEXT NOT NULL,
    "contactEmail" TEXT NOT NULL,
    "joinedAt" DATETIME NOT NULL,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "SmeCertificate" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "bannerId" TEXT NOT NULL DEFAULT '',
    "imageId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "SmeRequest" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "requestKey" TEXT NOT NULL,
    "direction" TEXT NOT NULL,
    "counterpartMerchantId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "pendingKey" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "decidedAt" DATETIME,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "PluginSlot" (
    "merchantId" TEXT NOT NULL,
    "slotType" TEXT NOT NULL,
    "capacity" INTEGER NOT NULL,
    "used" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("merchantId", "slotType")
);

-- CreateTable
CREATE TABLE "MerchantPlugin" (
    "merchantId" TEXT NOT NULL,
    "pluginKey" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT false,
    "purchasedAt" DATETIME,
    "pricePaidSen" INTEGER NOT NULL DEFAULT 0,
    "switchedAt" DATETIME,

    PRIMARY KEY ("merchantId", "pluginKey")
);

-- CreateTable
CREATE TABLE "AddOnPurchase" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "addOn" TEXT NOT NULL,
    "units" INTEGER NOT NULL DEFAULT 1,
    "amountSen" INTEGER NOT NULL,
    "startDate" TEXT NOT NULL DEFAULT '',
    "endDate" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL,
    "createdBy" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "AiConversation" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "assistant" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "titleKey" TEXT NOT NULL,
    "userMessages" INTEGER NOT NULL DEFAULT 0,
    "replyingSince" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "AiConversationMessage" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "conversationId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "AiConversationMessage_merchantId_conversationId_fkey" FOREIGN KEY ("merchantId", "conversationId") REFERENCES "AiConversation" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AiSuggestionSet" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "notes" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "AiSuggestionItem" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "setId" TEXT NOT NULL,
    "sort" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "reasoning" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "AiSuggestionItem_merchantId_setId_fkey" FOREIGN KEY ("merchantId", "setId") REFERENCES "AiSuggestionSet" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AiPositioningItem" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "questionKey" TEXT NOT NULL,
    "lastCheckedAt" DATETIME,
    "lastMentioned" BOOLEAN,
    "lastRank" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "AiPositioningCheck" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "mentioned" BOOLEAN NOT NULL,
    "rank" INTEGER,
    "answer" TEXT NOT NULL,
    "checkedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "AiPositioningCheck_merchantId_itemId_fkey" FOREIGN KEY ("merchantId", "itemId") REFERENCES "AiPositioningItem" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PosVendor" (
    "merchantId" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "logoUrl" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "features" TEXT NOT NULL DEFAULT '',
    "pricing" TEXT NOT NULL DEFAULT '',
    "contactEmail" TEXT NOT NULL DEFAULT '',
    "contactPhone" TEXT NOT NULL DEFAULT '',
    "website" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "PosConnection" (
    "merchantId" TEXT NOT NULL,
    "vendorId" TEXT NOT NULL,
    "connectedBy" TEXT NOT NULL,
    "connectedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "vendorId")
);

-- CreateTable
CREATE TABLE "PosVendorShop" (
    "merchantId" TEXT NOT NULL,
    "shopId" TEXT NOT NULL,
    "connectedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "shopId")
);

-- CreateTable
CREATE TABLE "PortalAd" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "imageUploadId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "startDate" TEXT NOT NULL,
    "endDate" TEXT NOT NULL,
    "startsAt" DATETIME NOT NULL,
    "endsAt" DATETIME NOT NULL,
    "impressions" INTEGER NOT NULL DEFAULT 0,
    "clicks" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "PortalAdKeyword" (
    "keywordKey" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "adId" TEXT NOT NULL,
    "keyword" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("keywordKey", "merchantId", "adId"),
    CONSTRAINT "PortalAdKeyword_merchantId_adId_fkey" FOREIGN KEY ("merchantId", "adId") REFERENCES "PortalAd" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "CreditLot_merchantId_kind_expiredAt_idx" ON "CreditLot"("merchantId", "kind", "expiredAt");

-- CreateIndex
CREATE INDEX "CreditLot_merchantId_expiredAt_expiresAt_idx" ON "CreditLot"("merchantId", "expiredAt", "expiresAt");

-- CreateIndex
CREATE INDEX "Purchase_merchantId_createdAt_idx" ON "Purchase"("merchantId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SmeProfile_merchantId_key" ON "SmeProfile"("merchantId");

-- CreateIndex
CREATE INDEX "SmeCertificate_merchantId_createdAt_idx" ON "SmeCertificate"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "SmeRequest_merchantId_counterpartMerchantId_idx" ON "SmeRequest"("merchantId", "counterpartMerchantId");

-- CreateIndex
CREATE INDEX "SmeRequest_merchantId_createdAt_idx" ON "SmeRequest"("merchantId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SmeRequest_merchantId_requestKey_key" ON "SmeRequest"("merchantId", "requestKey");

-- CreateIndex
CREATE UNIQUE INDEX "SmeRequest_merchantId_pendingKey_key" ON "SmeRequest"("merchantId", "pendingKey");

-- CreateIndex
CREATE INDEX "AddOnPurchase_merchantId_createdAt_idx" ON "AddOnPurchase"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "AddOnPurchase_merchantId_addOn_endDate_idx" ON "AddOnPurchase"("merchantId", "addOn", "endDate");

-- CreateIndex
CREATE INDEX "AiConversation_merchantId_userId_updatedAt_idx" ON "AiConversation"("merchantId", "userId", "updatedAt");

-- CreateIndex
CREATE UNIQUE INDEX "AiConversationMessage_merchantId_conversationId_seq_key" ON "AiConversationMessage"("merchantId", "conversationId", "seq");

-- CreateIndex
CREATE INDEX "AiSuggestionSet_merchantId_createdAt_idx" ON "AiSuggestionSet"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "AiSuggestionItem_merchantId_setId_sort_idx" ON "AiSuggestionItem"("merchantId", "setId", "sort");

-- CreateIndex
CREATE INDEX "AiPositioningItem_merchantId_createdAt_idx" ON "AiPositioningItem"("merchantId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "AiPositioningItem_merchantId_questionKey_key" ON "AiPositioningItem"("merchantId", "questionKey");

-- CreateIndex
CREATE INDEX "AiPositioningCheck_merchantId_itemId_checkedAt_idx" ON "AiPositioningCheck"("merchantId", "itemId", "checkedAt");

-- CreateIndex
CREATE INDEX "PosConnection_merchantId_connectedAt_idx" ON "PosConnection"("merchantId", "connectedAt");

-- CreateIndex
CREATE INDEX "PosVendorShop_merchantId_connectedAt_idx" ON "PosVendorShop"("merchantId", "connectedAt");

-- CreateIndex
CREATE INDEX "PortalAd_merchantId_createdAt_idx" ON "PortalAd"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "PortalAd_merchantId_endsAt_idx" ON "PortalAd"("merchantId", "endsAt");

-- CreateIndex
CREATE INDEX "PortalAdKeyword_merchantId_adId_idx" ON "PortalAdKeyword"("merchantId", "adId");
