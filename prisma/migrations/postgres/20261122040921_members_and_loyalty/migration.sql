-- CreateTable
CREATE TABLE "Member" (
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
    "joinedAt" TIMESTAMP(3) NOT NULL,
    "lastLoginAt" TIMESTAMP(3),
    "paidOrderCount" INTEGER NOT NULL DEFAULT 0,
    "paidTotalSen" INTEGER NOT NULL DEFAULT 0,
    "lastPaidAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Member_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "MemberSetting" (
    "merchantId" TEXT NOT NULL,
    "nextMemberNo" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "MemberSetting_pkey" PRIMARY KEY ("merchantId")
);

-- CreateTable
CREATE TABLE "MemberVisit" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "visitedAt" TIMESTAMP(3) NOT NULL,
    "staySeconds" INTEGER NOT NULL DEFAULT 0,
    "seo" TEXT NOT NULL DEFAULT '',
    "source" TEXT NOT NULL,
    "url" TEXT NOT NULL,

    CONSTRAINT "MemberVisit_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "MemberCartItem" (
    "merchantId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "optionId" TEXT NOT NULL DEFAULT '',
    "quantity" INTEGER NOT NULL,
    "addedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MemberCartItem_pkey" PRIMARY KEY ("merchantId","memberId","productId","optionId")
);

-- CreateTable
CREATE TABLE "LoyaltySetting" (
    "merchantId" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "pointsPerRinggit" INTEGER NOT NULL DEFAULT 100,
    "thousandPointsSen" INTEGER NOT NULL DEFAULT 1000,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LoyaltySetting_pkey" PRIMARY KEY ("merchantId")
);

-- CreateTable
CREATE TABLE "RewardRule" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "ruleType" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "pointsGrant" INTEGER NOT NULL,
    "earningLimit" INTEGER,
    "pointsType" INTEGER NOT NULL,
    "startAt" TIMESTAMP(3) NOT NULL,
    "endAt" TIMESTAMP(3),
    "amountToReachGoal" INTEGER,
    "terminatedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RewardRule_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "PointsEntry" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "ruleId" TEXT,
    "orderId" TEXT,
    "redemptionId" TEXT,
    "reversesId" TEXT,
    "note" TEXT NOT NULL DEFAULT '',
    "createdBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PointsEntry_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "MemberTier" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "reachPoints" INTEGER NOT NULL,
    "multiplierBp" INTEGER NOT NULL DEFAULT 10000,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MemberTier_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "RewardItem" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "pointsRequired" INTEGER NOT NULL,
    "redemptionLimit" INTEGER,
    "limitPerMember" INTEGER,
    "tierId" TEXT,
    "startAt" TIMESTAMP(3),
    "endAt" TIMESTAMP(3),
    "voucherLink" TEXT NOT NULL DEFAULT '',
    "availability" INTEGER NOT NULL DEFAULT 1,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RewardItem_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "Redemption" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "reason" TEXT NOT NULL DEFAULT '',
    "requestedAt" TIMESTAMP(3) NOT NULL,
    "decidedAt" TIMESTAMP(3),
    "decidedBy" TEXT,

    CONSTRAINT "Redemption_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateIndex
CREATE INDEX "Member_merchantId_nameKey_idx" ON "Member"("merchantId", "nameKey");

-- CreateIndex
CREATE INDEX "Member_merchantId_joinedAt_idx" ON "Member"("merchantId", "joinedAt");

-- CreateIndex
CREATE INDEX "Member_merchantId_lastLoginAt_idx" ON "Member"("merchantId", "lastLoginAt");

-- CreateIndex
CREATE INDEX "Member_merchantId_importBatch_idx" ON "Member"("merchantId", "importBatch");

-- CreateIndex
CREATE UNIQUE INDEX "Member_merchantId_memberNo_key" ON "Member"("merchantId", "memberNo");

-- CreateIndex
CREATE UNIQUE INDEX "Member_merchantId_emailKey_key" ON "Member"("merchantId", "emailKey");

-- CreateIndex
CREATE INDEX "MemberVisit_merchantId_memberId_visitedAt_idx" ON "MemberVisit"("merchantId", "memberId", "visitedAt");

-- CreateIndex
CREATE INDEX "RewardRule_merchantId_ruleType_startAt_idx" ON "RewardRule"("merchantId", "ruleType", "startAt");

-- CreateIndex
CREATE INDEX "PointsEntry_merchantId_memberId_createdAt_idx" ON "PointsEntry"("merchantId", "memberId", "createdAt");

-- CreateIndex
CREATE INDEX "PointsEntry_merchantId_orderId_idx" ON "PointsEntry"("merchantId", "orderId");

-- CreateIndex
CREATE INDEX "PointsEntry_merchantId_ruleId_memberId_idx" ON "PointsEntry"("merchantId", "ruleId", "memberId");

-- CreateIndex
CREATE INDEX "PointsEntry_merchantId_createdAt_idx" ON "PointsEntry"("merchantId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PointsEntry_merchantId_reversesId_key" ON "PointsEntry"("merchantId", "reversesId");

-- CreateIndex
CREATE UNIQUE INDEX "PointsEntry_merchantId_redemptionId_key" ON "PointsEntry"("merchantId", "redemptionId");

-- CreateIndex
CREATE UNIQUE INDEX "MemberTier_merchantId_reachPoints_key" ON "MemberTier"("merchantId", "reachPoints");

-- CreateIndex
CREATE INDEX "RewardItem_merchantId_availability_idx" ON "RewardItem"("merchantId", "availability");

-- CreateIndex
CREATE INDEX "Redemption_merchantId_status_requestedAt_idx" ON "Redemption"("merchantId", "status", "requestedAt");

-- CreateIndex
CREATE INDEX "Redemption_merchantId_itemId_memberId_idx" ON "Redemption"("merchantId", "itemId", "memberId");

-- CreateIndex
CREATE INDEX "Redemption_merchantId_memberId_idx" ON "Redemption"("merchantId", "memberId");

-- CreateIndex
CREATE INDEX "Order_merchantId_memberId_placedAt_idx" ON "Order"("merchantId", "memberId", "placedAt");

-- AddForeignKey
ALTER TABLE "MemberVisit" ADD CONSTRAINT "MemberVisit_merchantId_memberId_fkey" FOREIGN KEY ("merchantId", "memberId") REFERENCES "Member"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemberCartItem" ADD CONSTRAINT "MemberCartItem_merchantId_memberId_fkey" FOREIGN KEY ("merchantId", "memberId") REFERENCES "Member"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PointsEntry" ADD CONSTRAINT "PointsEntry_merchantId_memberId_fkey" FOREIGN KEY ("merchantId", "memberId") REFERENCES "Member"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PointsEntry" ADD CONSTRAINT "PointsEntry_merchantId_ruleId_fkey" FOREIGN KEY ("merchantId", "ruleId") REFERENCES "RewardRule"("merchantId", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RewardItem" ADD CONSTRAINT "RewardItem_merchantId_tierId_fkey" FOREIGN KEY ("merchantId", "tierId") REFERENCES "MemberTier"("merchantId", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Redemption" ADD CONSTRAINT "Redemption_merchantId_itemId_fkey" FOREIGN KEY ("merchantId", "itemId") REFERENCES "RewardItem"("merchantId", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Redemption" ADD CONSTRAINT "Redemption_merchantId_memberId_fkey" FOREIGN KEY ("merchantId", "memberId") REFERENCES "Member"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;
