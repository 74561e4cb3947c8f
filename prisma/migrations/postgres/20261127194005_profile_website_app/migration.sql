-- AlterTable
ALTER TABLE "Enquiry" ADD COLUMN     "salesPersonId" TEXT;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "salesPersonId" TEXT;

-- AlterTable
ALTER TABLE "SiteEvent" ADD COLUMN     "salesPersonId" TEXT;

-- CreateTable
CREATE TABLE "CreditBalance" (
    "merchantId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "balance" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CreditBalance_pkey" PRIMARY KEY ("merchantId","kind")
);

-- CreateTable
CREATE TABLE "CreditEntry" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "delta" INTEGER NOT NULL,
    "balanceAfter" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "refId" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "createdBy" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CreditEntry_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "MerchantProfile" (
    "merchantId" TEXT NOT NULL,
    "businessNatures" TEXT NOT NULL DEFAULT '[]',
    "classified" TEXT NOT NULL DEFAULT '{}',
    "contact" TEXT NOT NULL DEFAULT '{}',
    "headerPictureId" TEXT,
    "mainPictureId" TEXT,
    "introEn" TEXT NOT NULL DEFAULT '',
    "introCn" TEXT NOT NULL DEFAULT '',
    "introBm" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MerchantProfile_pkey" PRIMARY KEY ("merchantId")
);

-- CreateTable
CREATE TABLE "Branch" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameCn" TEXT NOT NULL DEFAULT '',
    "nameBm" TEXT NOT NULL DEFAULT '',
    "detailEn" TEXT NOT NULL DEFAULT '',
    "detailCn" TEXT NOT NULL DEFAULT '',
    "detailBm" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Branch_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "BusinessHourSet" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "branchId" TEXT,
    "holidayState" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BusinessHourSet_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "BusinessHourRange" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "setId" TEXT NOT NULL,
    "dayId" INTEGER NOT NULL,
    "opensAt" TEXT NOT NULL,
    "closesAt" TEXT NOT NULL,

    CONSTRAINT "BusinessHourRange_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "BusinessClosedDay" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "setId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "BusinessClosedDay_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "CompanyTag" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompanyTag_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "WebsiteBanner" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "pictureId" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "url" TEXT NOT NULL DEFAULT '',
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WebsiteBanner_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "CustomUrl" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "sourcePath" TEXT NOT NULL,
    "destination" TEXT NOT NULL,
    "shortId" TEXT NOT NULL,
    "metaTitle" TEXT NOT NULL DEFAULT '',
    "metaDescription" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CustomUrl_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "InstallmentOption" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "minAmount" INTEGER NOT NULL,
    "months" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InstallmentOption_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "WebsiteSetting" (
    "merchantId" TEXT NOT NULL,
    "settings" TEXT NOT NULL DEFAULT '{}',
    "specFilters" TEXT NOT NULL DEFAULT '[]',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WebsiteSetting_pkey" PRIMARY KEY ("merchantId")
);

-- CreateTable
CREATE TABLE "SalesPerson" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "position" TEXT NOT NULL DEFAULT '',
    "facebookUrl" TEXT NOT NULL DEFAULT '',
    "instagramUrl" TEXT NOT NULL DEFAULT '',
    "tiktokUrl" TEXT NOT NULL DEFAULT '',
    "whatsapp" TEXT NOT NULL DEFAULT '',
    "customUrl" TEXT NOT NULL,
    "metaTitle" TEXT NOT NULL DEFAULT '',
    "metaDescription" TEXT NOT NULL DEFAULT '',
    "photoId" TEXT,
    "nameCardId" TEXT,
    "backgroundId" TEXT,
    "customization" TEXT NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SalesPerson_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "SalesBinding" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "salesPersonId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SalesBinding_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "AppSetting" (
    "merchantId" TEXT NOT NULL,
    "highlight" TEXT NOT NULL DEFAULT '{}',
    "sameAsMobile" BOOLEAN NOT NULL DEFAULT true,
    "appVersion" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AppSetting_pkey" PRIMARY KEY ("merchantId")
);

-- CreateTable
CREATE TABLE "AppSlider" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "pictureId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "url" TEXT NOT NULL DEFAULT '',
    "nativeFunction" TEXT NOT NULL DEFAULT 'custom_url',
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AppSlider_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "AppDevice" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "appVersion" TEXT NOT NULL,
    "memberId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL,
    "disabledAt" TIMESTAMP(3),

    CONSTRAINT "AppDevice_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "PushMessage" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL DEFAULT '',
    "url" TEXT NOT NULL DEFAULT '',
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "status" TEXT NOT NULL DEFAULT 'scheduled',
    "sendAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3),
    "sentCount" INTEGER NOT NULL DEFAULT 0,
    "failedCount" INTEGER NOT NULL DEFAULT 0,
    "createdBy" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PushMessage_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "PushDelivery" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "deviceId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "error" TEXT NOT NULL DEFAULT '',
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PushDelivery_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ShakeCampaign" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "detail" TEXT NOT NULL DEFAULT '',
    "gameType" TEXT NOT NULL,
    "delivery" BOOLEAN NOT NULL DEFAULT true,
    "selfCollect" BOOLEAN NOT NULL DEFAULT false,
    "bannerId" TEXT,
    "logoId" TEXT,
    "startsOn" TEXT NOT NULL,
    "endsOn" TEXT NOT NULL,
    "wholeDay" BOOLEAN NOT NULL DEFAULT true,
    "totalShake" INTEGER NOT NULL DEFAULT 0,
    "totalPerDay" INTEGER NOT NULL DEFAULT 1,
    "firstCheckpoint" INTEGER NOT NULL DEFAULT 0,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "prizesVisible" BOOLEAN NOT NULL DEFAULT true,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "startedAt" TIMESTAMP(3),
    "stoppedAt" TIMESTAMP(3),
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ShakeCampaign_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ShakePeriod" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "startTime" TEXT NOT NULL,
    "endTime" TEXT NOT NULL,
    "totalShake" INTEGER NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ShakePeriod_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ShakePrize" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "pictureId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "awarded" INTEGER NOT NULL DEFAULT 0,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "visible" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "ShakePrize_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ShakeSlot" (
    "merchantId" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "periodId" TEXT NOT NULL DEFAULT '',
    "shaken" INTEGER NOT NULL DEFAULT 0,
    "won" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ShakeSlot_pkey" PRIMARY KEY ("merchantId","campaignId","day","periodId")
);

-- CreateTable
CREATE TABLE "ShakeUser" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "nameKey" TEXT NOT NULL DEFAULT '',
    "verifiedAt" TIMESTAMP(3),
    "bannedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShakeUser_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ShakeOtp" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ShakeOtp_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ShakeRecord" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "shakeUserId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "periodId" TEXT NOT NULL DEFAULT '',
    "won" BOOLEAN NOT NULL,
    "prizeId" TEXT,
    "winStatus" TEXT NOT NULL DEFAULT '',
    "fulfilledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ShakeRecord_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "SmsMessage" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "credits" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "providerId" TEXT NOT NULL DEFAULT '',
    "error" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SmsMessage_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateIndex
CREATE INDEX "CreditEntry_merchantId_kind_createdAt_idx" ON "CreditEntry"("merchantId", "kind", "createdAt");

-- CreateIndex
CREATE INDEX "Branch_merchantId_sort_idx" ON "Branch"("merchantId", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessHourSet_merchantId_branchId_key" ON "BusinessHourSet"("merchantId", "branchId");

-- CreateIndex
CREATE INDEX "BusinessHourRange_merchantId_setId_dayId_idx" ON "BusinessHourRange"("merchantId", "setId", "dayId");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessClosedDay_merchantId_setId_day_key" ON "BusinessClosedDay"("merchantId", "setId", "day");

-- CreateIndex
CREATE UNIQUE INDEX "CompanyTag_merchantId_nameKey_key" ON "CompanyTag"("merchantId", "nameKey");

-- CreateIndex
CREATE INDEX "WebsiteBanner_merchantId_sort_idx" ON "WebsiteBanner"("merchantId", "sort");

-- CreateIndex
CREATE INDEX "CustomUrl_merchantId_createdAt_idx" ON "CustomUrl"("merchantId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "CustomUrl_merchantId_sourcePath_key" ON "CustomUrl"("merchantId", "sourcePath");

-- CreateIndex
CREATE UNIQUE INDEX "CustomUrl_merchantId_shortId_key" ON "CustomUrl"("merchantId", "shortId");

-- CreateIndex
CREATE INDEX "SalesPerson_merchantId_createdAt_idx" ON "SalesPerson"("merchantId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SalesPerson_merchantId_customUrl_key" ON "SalesPerson"("merchantId", "customUrl");

-- CreateIndex
CREATE INDEX "SalesBinding_merchantId_userId_idx" ON "SalesBinding"("merchantId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "SalesBinding_merchantId_salesPersonId_key" ON "SalesBinding"("merchantId", "salesPersonId");

-- CreateIndex
CREATE INDEX "AppSlider_merchantId_sort_idx" ON "AppSlider"("merchantId", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "AppDevice_merchantId_token_key" ON "AppDevice"("merchantId", "token");

-- CreateIndex
CREATE INDEX "PushMessage_merchantId_createdAt_idx" ON "PushMessage"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "PushMessage_merchantId_status_sendAt_idx" ON "PushMessage"("merchantId", "status", "sendAt");

-- CreateIndex
CREATE UNIQUE INDEX "PushDelivery_merchantId_messageId_deviceId_key" ON "PushDelivery"("merchantId", "messageId", "deviceId");

-- CreateIndex
CREATE INDEX "ShakeCampaign_merchantId_createdAt_idx" ON "ShakeCampaign"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "ShakePeriod_merchantId_campaignId_idx" ON "ShakePeriod"("merchantId", "campaignId");

-- CreateIndex
CREATE INDEX "ShakePrize_merchantId_campaignId_sequence_idx" ON "ShakePrize"("merchantId", "campaignId", "sequence");

-- CreateIndex
CREATE INDEX "ShakeUser_merchantId_createdAt_idx" ON "ShakeUser"("merchantId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ShakeUser_merchantId_phone_key" ON "ShakeUser"("merchantId", "phone");

-- CreateIndex
CREATE INDEX "ShakeOtp_merchantId_phone_createdAt_idx" ON "ShakeOtp"("merchantId", "phone", "createdAt");

-- CreateIndex
CREATE INDEX "ShakeRecord_merchantId_campaignId_won_createdAt_idx" ON "ShakeRecord"("merchantId", "campaignId", "won", "createdAt");

-- CreateIndex
CREATE INDEX "ShakeRecord_merchantId_shakeUserId_createdAt_idx" ON "ShakeRecord"("merchantId", "shakeUserId", "createdAt");

-- CreateIndex
CREATE INDEX "ShakeRecord_merchantId_campaignId_shakeUserId_day_idx" ON "ShakeRecord"("merchantId", "campaignId", "shakeUserId", "day");

-- CreateIndex
CREATE INDEX "SmsMessage_merchantId_createdAt_idx" ON "SmsMessage"("merchantId", "createdAt");

-- AddForeignKey
ALTER TABLE "BusinessHourRange" ADD CONSTRAINT "BusinessHourRange_merchantId_setId_fkey" FOREIGN KEY ("merchantId", "setId") REFERENCES "BusinessHourSet"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessClosedDay" ADD CONSTRAINT "BusinessClosedDay_merchantId_setId_fkey" FOREIGN KEY ("merchantId", "setId") REFERENCES "BusinessHourSet"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SalesBinding" ADD CONSTRAINT "SalesBinding_merchantId_salesPersonId_fkey" FOREIGN KEY ("merchantId", "salesPersonId") REFERENCES "SalesPerson"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SalesBinding" ADD CONSTRAINT "SalesBinding_merchantId_userId_fkey" FOREIGN KEY ("merchantId", "userId") REFERENCES "User"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PushDelivery" ADD CONSTRAINT "PushDelivery_merchantId_messageId_fkey" FOREIGN KEY ("merchantId", "messageId") REFERENCES "PushMessage"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShakePeriod" ADD CONSTRAINT "ShakePeriod_merchantId_campaignId_fkey" FOREIGN KEY ("merchantId", "campaignId") REFERENCES "ShakeCampaign"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShakePrize" ADD CONSTRAINT "ShakePrize_merchantId_campaignId_fkey" FOREIGN KEY ("merchantId", "campaignId") REFERENCES "ShakeCampaign"("merchantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;
