-- CreateTable
CREATE TABLE "SavedCard" (
    "merchantId" TEXT NOT NULL PRIMARY KEY,
    "provider" TEXT NOT NULL,
    "customerRef" TEXT NOT NULL,
    "paymentMethodRef" TEXT NOT NULL DEFAULT '',
    "label" TEXT NOT NULL DEFAULT '',
    "setupRef" TEXT NOT NULL DEFAULT '',
    "savedAt" DATETIME
);

-- CreateTable
CREATE TABLE "CreditAutoReload" (
    "merchantId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "mode" TEXT NOT NULL DEFAULT 'manual',
    "packId" TEXT NOT NULL,
    "dueAt" DATETIME,
    "dueReason" TEXT NOT NULL DEFAULT '',
    "purchaseId" TEXT NOT NULL DEFAULT '',
    "lastOutcome" TEXT NOT NULL DEFAULT '',
    "lastAt" DATETIME,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "kind")
);

-- CreateTable
CREATE TABLE "EInvoiceSupplier" (
    "merchantId" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "tin" TEXT NOT NULL,
    "brn" TEXT NOT NULL,
    "sstNo" TEXT NOT NULL DEFAULT '',
    "msicCode" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "addressLine1" TEXT NOT NULL,
    "addressLine2" TEXT NOT NULL DEFAULT '',
    "addressLine3" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL,
    "postcode" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "EInvoiceRequest" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "orderNo" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "openOrderId" TEXT,
    "buyerKind" TEXT NOT NULL,
    "buyerName" TEXT NOT NULL,
    "buyerTin" TEXT NOT NULL,
    "buyer" TEXT NOT NULL,
    "rejectReason" TEXT NOT NULL DEFAULT '',
    "submissionUid" TEXT NOT NULL DEFAULT '',
    "uuid" TEXT NOT NULL DEFAULT '',
    "longId" TEXT NOT NULL DEFAULT '',
    "errors" TEXT NOT NULL DEFAULT '[]',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "submittedAt" DATETIME,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "EInvoiceConsolidation" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "month" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "orderCount" INTEGER NOT NULL,
    "totalSen" BIGINT NOT NULL,
    "submissionUid" TEXT NOT NULL DEFAULT '',
    "uuid" TEXT NOT NULL DEFAULT '',
    "longId" TEXT NOT NULL DEFAULT '',
    "errors" TEXT NOT NULL DEFAULT '[]',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "AiChatbot" (
    "merchantId" TEXT NOT NULL PRIMARY KEY,
    "onService" BOOLEAN NOT NULL DEFAULT false,
    "scopes" TEXT NOT NULL DEFAULT '',
    "agentName" TEXT NOT NULL DEFAULT '',
    "agentContact" TEXT NOT NULL DEFAULT '',
    "agentIntro" TEXT NOT NULL DEFAULT '',
    "agentWelcome" TEXT NOT NULL DEFAULT '',
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "AiChatbotWord" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "word" TEXT NOT NULL,
    "wordKey" TEXT NOT NULL,
    "identifiedAs" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "AiChatbotNumber" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "businessName" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "linkedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "AiChatbotConversation" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "customer" TEXT NOT NULL,
    "openKey" TEXT,
    "status" TEXT NOT NULL,
    "charged" BOOLEAN NOT NULL DEFAULT false,
    "replyingSince" DATETIME,
    "startedAt" DATETIME NOT NULL,
    "lastMessageAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "AiChatbotMessage" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "conversationId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id"),
    CONSTRAINT "AiChatbotMessage_merchantId_conversationId_fkey" FOREIGN KEY ("merchantId", "conversationId") REFERENCES "AiChatbotConversation" ("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "EInvoiceRequest_merchantId_status_createdAt_idx" ON "EInvoiceRequest"("merchantId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "EInvoiceRequest_merchantId_createdAt_idx" ON "EInvoiceRequest"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "EInvoiceRequest_merchantId_orderId_idx" ON "EInvoiceRequest"("merchantId", "orderId");

-- CreateIndex
CREATE UNIQUE INDEX "EInvoiceRequest_merchantId_openOrderId_key" ON "EInvoiceRequest"("merchantId", "openOrderId");

-- CreateIndex
CREATE UNIQUE INDEX "EInvoiceConsolidation_merchantId_month_key" ON "EInvoiceConsolidation"("merchantId", "month");

-- CreateIndex
CREATE UNIQUE INDEX "AiChatbotWord_merchantId_wordKey_language_key" ON "AiChatbotWord"("merchantId", "wordKey", "language");

-- CreateIndex
CREATE UNIQUE INDEX "AiChatbotNumber_merchantId_phone_key" ON "AiChatbotNumber"("merchantId", "phone");

-- CreateIndex
CREATE INDEX "AiChatbotConversation_merchantId_channel_channelId_lastMessageAt_idx" ON "AiChatbotConversation"("merchantId", "channel", "channelId", "lastMessageAt");

-- CreateIndex
CREATE UNIQUE INDEX "AiChatbotConversation_merchantId_openKey_key" ON "AiChatbotConversation"("merchantId", "openKey");

-- CreateIndex
CREATE INDEX "AiChatbotMessage_merchantId_conversationId_createdAt_idx" ON "AiChatbotMessage"("merchantId", "conversationId", "createdAt");
