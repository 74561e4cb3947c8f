-- AlterTable
ALTER TABLE "MailMessage" ADD COLUMN     "attachmentKey" TEXT,
ADD COLUMN     "attachmentName" TEXT;

-- AlterTable
ALTER TABLE "Merchant" ADD COLUMN     "reportEmail" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "SiteEvent" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
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

    CONSTRAINT "SiteEvent_pkey" PRIMARY KEY ("merchantId","id")
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

    CONSTRAINT "EventRollup_pkey" PRIMARY KEY ("merchantId","period","channel","dimension","key","sub")
);

-- CreateTable
CREATE TABLE "EventRollupMark" (
    "merchantId" TEXT NOT NULL,
    "through" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EventRollupMark_pkey" PRIMARY KEY ("merchantId")
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
    "createdAt" TIMESTAMP(3) NOT NULL,
    "readAt" TIMESTAMP(3),

    CONSTRAINT "Enquiry_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "MonthlyReport" (
    "merchantId" TEXT NOT NULL,
    "month" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "mailedAt" TIMESTAMP(3),

    CONSTRAINT "MonthlyReport_pkey" PRIMARY KEY ("merchantId","month")
);

-- CreateIndex
CREATE INDEX "SiteEvent_merchantId_day_idx" ON "SiteEvent"("merchantId", "day");

-- CreateIndex
CREATE INDEX "EventRollup_merchantId_channel_dimension_period_idx" ON "EventRollup"("merchantId", "channel", "dimension", "period");

-- CreateIndex
CREATE INDEX "Enquiry_merchantId_channel_createdAt_idx" ON "Enquiry"("merchantId", "channel", "createdAt");

-- CreateIndex
CREATE INDEX "Enquiry_merchantId_referralCode_createdAt_idx" ON "Enquiry"("merchantId", "referralCode", "createdAt");
