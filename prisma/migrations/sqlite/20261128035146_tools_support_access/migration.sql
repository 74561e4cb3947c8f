-- AlterTable
ALTER TABLE "Announcement" ADD COLUMN "archivedAt" DATETIME;

-- CreateTable
CREATE TABLE "AnnouncementRead" (
    "merchantId" TEXT NOT NULL,
    "announcementId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "readAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "announcementId", "userId")
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
    "date" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "EmailList" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "EmailListEntry" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "listId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "addedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "EmailSuppression" (
    "merchantId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "email")
);

-- CreateTable
CREATE TABLE "EmailSenderSetting" (
    "merchantId" TEXT NOT NULL PRIMARY KEY,
    "senderName" TEXT NOT NULL DEFAULT '',
    "replyTo" TEXT NOT NULL DEFAULT '',
    "logoKey" TEXT,
    "signature" TEXT NOT NULL DEFAULT '',
    "updatedAt" DATETIME NOT NULL
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
    "scheduledAt" DATETIME,
    "startedAt" DATETIME,
    "finishedAt" DATETIME,
    "perMinute" INTEGER NOT NULL DEFAULT 60,
    "recipients" INTEGER NOT NULL DEFAULT 0,
    "sent" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "opens" INTEGER NOT NULL DEFAULT 0,
    "clicks" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
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
    "openedAt" DATETIME,
    "clickedAt" DATETIME,
    "opens" INTEGER NOT NULL DEFAULT 0,
    "clicks" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("merchantId", "id")
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
    "createdAt" DATETIME NOT NULL,
    "resolvedAt" DATETIME,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "SupportTicketEvent" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "ticketId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "by" TEXT NOT NULL,
    "at" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
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

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "SupportSetting" (
    "merchantId" TEXT NOT NULL PRIMARY KEY,
    "nextTicketNo" INTEGER NOT NULL DEFAULT 1
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
    "createdAt" DATETIME NOT NULL,
    "closedAt" DATETIME,

    PRIMARY KEY ("merchantId", "id")
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
    "createdAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "ReportShare" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "report" TEXT NOT NULL,
    "params" TEXT NOT NULL DEFAULT '{}',
    "title" TEXT NOT NULL,
    "createdBy" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "revokedAt" DATETIME,
    "views" INTEGER NOT NULL DEFAULT 0,
    "lastViewedAt" DATETIME,

    PRIMARY KEY ("merchantId", "id")
);

-- CreateTable
CREATE TABLE "AccessLink" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "secretHash" TEXT,
    "source" TEXT NOT NULL,
    "toPath" TEXT NOT NULL DEFAULT '/dashboard',
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "usedIp" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL,

    PRIMARY KEY ("merchantId", "id")
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_MailMessage" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "attachmentKey" TEXT,
    "attachmentName" TEXT,
    "html" TEXT,
    "fromName" TEXT NOT NULL DEFAULT '',
    "replyTo" TEXT NOT NULL DEFAULT '',
    "unsubscribeUrl" TEXT,
    "notBefore" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" DATETIME,

    PRIMARY KEY ("merchantId", "id")
);
INSERT INTO "new_MailMessage" ("attachmentKey", "attachmentName", "attempts", "createdAt", "id", "lastError", "merchantId", "sentAt", "status", "subject", "text", "to") SELECT "attachmentKey", "attachmentName", "attempts", "createdAt", "id", "lastError", "merchantId", "sentAt", "status", "subject", "text", "to" FROM "MailMessage";
DROP TABLE "MailMessage";
ALTER TABLE "new_MailMessage" RENAME TO "MailMessage";
CREATE INDEX "MailMessage_merchantId_status_createdAt_idx" ON "MailMessage"("merchantId", "status", "createdAt");
CREATE INDEX "MailMessage_merchantId_createdAt_idx" ON "MailMessage"("merchantId", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

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
