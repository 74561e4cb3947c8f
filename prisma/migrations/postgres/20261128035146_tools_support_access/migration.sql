-- AlterTable
ALTER TABLE "Announcement" ADD COLUMN     "archivedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "MailMessage" ADD COLUMN     "fromName" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "html" TEXT,
ADD COLUMN     "notBefore" TIMESTAMP(3),
ADD COLUMN     "replyTo" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "unsubscribeUrl" TEXT;

-- CreateTable
CREATE TABLE "AnnouncementRead" (
    "merchantId" TEXT NOT NULL,
    "announcementId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AnnouncementRead_pkey" PRIMARY KEY ("merchantId","announcementId","userId")
);

-- CreateTable
CREATE TABLE "Contact" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "companyName" TEXT NOT NULL DEFAULT '',
    "contact" TEXT NOT NULL,
    "email" TEXT NOT NULL DEFAULT '',
    "whatsapp" TEXT NOT NULL DEFAULT '',
    "date" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Contact_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "EmailList" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailList_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "EmailListEntry" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "listId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "addedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmailListEntry_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "EmailSuppression" (
    "merchantId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmailSuppression_pkey" PRIMARY KEY ("merchantId","email")
);

-- CreateTable
CREATE TABLE "EmailSenderSetting" (
    "merchantId" TEXT NOT NULL,
    "senderName" TEXT NOT NULL DEFAULT '',
    "replyTo" TEXT NOT NULL DEFAULT '',
    "logoKey" TEXT,
    "signature" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmailSenderSetting_pkey" PRIMARY KEY ("merchantId")
);

-- CreateTable
CREATE TABLE "EmailCampaign" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "bodyHtml" TEXT NOT NULL,
    "listId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "scheduledAt" TIMESTAMP(3),
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "perMinute" INTEGER NOT NULL DEFAULT 60,
    "recipients" INTEGER NOT NULL DEFAULT 0,
    "sent" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "opens" INTEGER NOT NULL DEFAULT 0,
    "clicks" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmailCampaign_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "EmailCampaignRecipient" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "entryId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "mailId" TEXT,
    "openedAt" TIMESTAMP(3),
    "clickedAt" TIMESTAMP(3),
    "opens" INTEGER NOT NULL DEFAULT 0,
    "clicks" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "EmailCampaignRecipient_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "SupportTicket" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "issue" TEXT NOT NULL,
    "affectedDomain" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL,
    "appointmentDate" TEXT,
    "timeSlot" TEXT NOT NULL DEFAULT '',
    "fields" TEXT NOT NULL DEFAULT '{}',
    "status" TEXT NOT NULL DEFAULT 'new',
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "resolvedAt" TIMESTAMP(3),

    CONSTRAINT "SupportTicket_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "SupportTicketEvent" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "ticketId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "by" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SupportTicketEvent_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "SupportAttachment" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "ticketId" TEXT NOT NULL,
    "uploadId" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,

    CONSTRAINT "SupportAttachment_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "SupportSetting" (
    "merchantId" TEXT NOT NULL,
    "nextTicketNo" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "SupportSetting_pkey" PRIMARY KEY ("merchantId")
);

-- CreateTable
CREATE TABLE "RfqRequest" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "quantity" INTEGER,
    "budget" INTEGER,
    "neededBy" TEXT,
    "status" TEXT NOT NULL DEFAULT 'open',
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "closedAt" TIMESTAMP(3),

    CONSTRAINT "RfqRequest_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "RfqReply" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "requestId" TEXT NOT NULL,
    "supplier" TEXT NOT NULL,
    "price" INTEGER,
    "message" TEXT NOT NULL,
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RfqReply_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "ReportShare" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "report" TEXT NOT NULL,
    "params" TEXT NOT NULL DEFAULT '{}',
    "title" TEXT NOT NULL,
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "views" INTEGER NOT NULL DEFAULT 0,
    "lastViewedAt" TIMESTAMP(3),

    CONSTRAINT "ReportShare_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateTable
CREATE TABLE "AccessLink" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "secretHash" TEXT,
    "source" TEXT NOT NULL,
    "toPath" TEXT NOT NULL DEFAULT '/dashboard',
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "usedIp" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AccessLink_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateIndex
CREATE INDEX "AnnouncementRead_merchantId_userId_idx" ON "AnnouncementRead"("merchantId", "userId");

-- CreateIndex
CREATE INDEX "Contact_merchantId_date_idx" ON "Contact"("merchantId", "date");

-- CreateIndex
CREATE INDEX "Contact_merchantId_contact_idx" ON "Contact"("merchantId", "contact");

-- CreateIndex
CREATE INDEX "EmailList_merchantId_createdAt_idx" ON "EmailList"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "EmailListEntry_merchantId_listId_addedAt_idx" ON "EmailListEntry"("merchantId", "listId", "addedAt");

-- CreateIndex
CREATE UNIQUE INDEX "EmailListEntry_merchantId_listId_email_key" ON "EmailListEntry"("merchantId", "listId", "email");

-- CreateIndex
CREATE INDEX "EmailCampaign_merchantId_createdAt_idx" ON "EmailCampaign"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "EmailCampaign_merchantId_status_scheduledAt_idx" ON "EmailCampaign"("merchantId", "status", "scheduledAt");

-- CreateIndex
CREATE INDEX "EmailCampaignRecipient_merchantId_campaignId_status_idx" ON "EmailCampaignRecipient"("merchantId", "campaignId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "EmailCampaignRecipient_merchantId_campaignId_entryId_key" ON "EmailCampaignRecipient"("merchantId", "campaignId", "entryId");

-- CreateIndex
CREATE INDEX "SupportTicket_merchantId_status_createdAt_idx" ON "SupportTicket"("merchantId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "SupportTicket_merchantId_createdAt_idx" ON "SupportTicket"("merchantId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SupportTicket_merchantId_number_key" ON "SupportTicket"("merchantId", "number");

-- CreateIndex
CREATE INDEX "SupportTicketEvent_merchantId_ticketId_at_idx" ON "SupportTicketEvent"("merchantId", "ticketId", "at");

-- CreateIndex
CREATE INDEX "SupportAttachment_merchantId_ticketId_idx" ON "SupportAttachment"("merchantId", "ticketId");

-- CreateIndex
CREATE INDEX "RfqRequest_merchantId_status_createdAt_idx" ON "RfqRequest"("merchantId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "RfqReply_merchantId_requestId_createdAt_idx" ON "RfqReply"("merchantId", "requestId", "createdAt");

-- CreateIndex
CREATE INDEX "ReportShare_merchantId_createdAt_idx" ON "ReportShare"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "AccessLink_merchantId_userId_createdAt_idx" ON "AccessLink"("merchantId", "userId", "createdAt");
