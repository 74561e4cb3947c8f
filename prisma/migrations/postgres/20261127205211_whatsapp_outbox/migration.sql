-- CreateTable
CREATE TABLE "WhatsappMessage" (
    "merchantId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "refId" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "error" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "WhatsappMessage_pkey" PRIMARY KEY ("merchantId","id")
);

-- CreateIndex
CREATE INDEX "WhatsappMessage_merchantId_status_createdAt_idx" ON "WhatsappMessage"("merchantId", "status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "WhatsappMessage_merchantId_event_refId_key" ON "WhatsappMessage"("merchantId", "event", "refId");
