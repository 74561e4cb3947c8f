-- CreateTable
CREATE TABLE "LiveCommerceSetting" (
    "merchantId" TEXT NOT NULL,
    "pageId" TEXT NOT NULL DEFAULT '',
    "replyText" TEXT NOT NULL DEFAULT '',
    "cartHoldHours" INTEGER NOT NULL DEFAULT 24,
    "enabled" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "LiveCommerceSetting_pkey" PRIMARY KEY ("merchantId")
);

-- CreateTable
CREATE TABLE "LiveProductSet" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LiveProductSet_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "LiveProductSetItem" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "setId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "optionId" TEXT,
    "code" TEXT NOT NULL,
    "priceSen" INTEGER NOT NULL,
    "qty" INTEGER NOT NULL,
    "sold" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'active',
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "LiveProductSetItem_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "LiveSession" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "pageId" TEXT NOT NULL,
    "videoId" TEXT NOT NULL,
    "productSetId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'scheduled',
    "startedAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LiveSession_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "FbMember" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "pageId" TEXT NOT NULL,
    "psid" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "firstSeenAt" TIMESTAMP(3) NOT NULL,
    "lastCommentAt" TIMESTAMP(3) NOT NULL,
    "comments" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "FbMember_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "LiveComment" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "fbMemberId" TEXT NOT NULL,
    "commentId" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "result" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LiveComment_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "LiveCartLine" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "fbMemberId" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "qty" INTEGER NOT NULL,
    "unitPriceSen" INTEGER NOT NULL,
    "commentId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LiveCartLine_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateIndex
CREATE INDEX "LiveProductSet_merchantId_createdAt_idx" ON "LiveProductSet"("merchantId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "LiveProductSetItem_merchantId_setId_code_key" ON "LiveProductSetItem"("merchantId", "setId", "code");

-- CreateIndex
CREATE INDEX "LiveSession_merchantId_pageId_status_idx" ON "LiveSession"("merchantId", "pageId", "status");

-- CreateIndex
CREATE INDEX "LiveSession_merchantId_productSetId_idx" ON "LiveSession"("merchantId", "productSetId");

-- CreateIndex
CREATE INDEX "LiveSession_merchantId_createdAt_idx" ON "LiveSession"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "FbMember_merchantId_lastCommentAt_idx" ON "FbMember"("merchantId", "lastCommentAt");

-- CreateIndex
CREATE UNIQUE INDEX "FbMember_merchantId_pageId_psid_key" ON "FbMember"("merchantId", "pageId", "psid");

-- CreateIndex
CREATE INDEX "LiveComment_merchantId_sessionId_at_idx" ON "LiveComment"("merchantId", "sessionId", "at");

-- CreateIndex
CREATE UNIQUE INDEX "LiveComment_merchantId_commentId_key" ON "LiveComment"("merchantId", "commentId");

-- CreateIndex
CREATE INDEX "LiveCartLine_merchantId_sessionId_createdAt_idx" ON "LiveCartLine"("merchantId", "sessionId", "createdAt");

-- CreateIndex
CREATE INDEX "LiveCartLine_merchantId_fbMemberId_status_idx" ON "LiveCartLine"("merchantId", "fbMemberId", "status");

-- CreateIndex
CREATE INDEX "LiveCartLine_merchantId_status_createdAt_idx" ON "LiveCartLine"("merchantId", "status", "createdAt");

-- AddForeignKey
ALTER TABLE "LiveProductSetItem" ADD CONSTRAINT "LiveProductSetItem_merchantId_setId_fkey" FOREIGN KEY ("merchantId", "setId") REFERENCES "LiveProductSet"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;
